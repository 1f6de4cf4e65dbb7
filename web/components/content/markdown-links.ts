import { openableUrl } from '../../../shared/lib/openable-url.ts';

/** The URL when it is an absolute http(s) URL, the only kind we make into a link; undefined otherwise. */
export function safeHttpUrl(href: string): string | undefined {
  const checked = openableUrl(href);
  return checked.ok ? checked.href : undefined;
}
