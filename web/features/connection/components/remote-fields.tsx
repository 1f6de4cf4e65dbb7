import { useId } from 'react';
import type { HeaderEntry, HttpRouteChoice } from '../../../../shared/http/http-target.ts';
import { Field, inputClass } from '../../../components/field.tsx';
import { HeaderEditor } from './header-editor.tsx';
import { SecretInput } from './secret-input.tsx';

export interface RemoteFieldsValue {
  url: string;
  route: HttpRouteChoice;
  headers: HeaderEntry[];
  bearer: string;
}

/** Where a server behind a URL is, how to reach it, and what to send with each request. */
export function RemoteFields({ value, onChange, urlError }: { value: RemoteFieldsValue; onChange: (value: RemoteFieldsValue) => void; urlError?: string }) {
  const id = useId();
  return (
    <>
      <Field id={`${id}-url`} label="URL" error={urlError} hint="The MCP endpoint, e.g. http://127.0.0.1:3001/mcp">
        <input
          id={`${id}-url`}
          className={inputClass}
          value={value.url}
          placeholder="https://example.com/mcp"
          onChange={(event) => onChange({ ...value, url: event.target.value })}
          spellCheck={false}
          autoComplete="off"
        />
      </Field>
      <Field id={`${id}-route`} label="Route" hint="Auto goes direct, and through the proxy when CORS refuses">
        <select id={`${id}-route`} className={inputClass} value={value.route} onChange={(event) => onChange({ ...value, route: event.target.value as HttpRouteChoice })}>
          <option value="auto">auto</option>
          <option value="direct">direct from the browser</option>
          <option value="relay">via proxy</option>
        </select>
      </Field>
      <Field id={`${id}-bearer`} label="Bearer token" hint="Sent as Authorization: Bearer …">
        <SecretInput id={`${id}-bearer`} secret revealLabel="Reveal bearer token" value={value.bearer} onChange={(event) => onChange({ ...value, bearer: event.target.value })} />
      </Field>
      <HeaderEditor headers={value.headers} onChange={(headers) => onChange({ ...value, headers })} />
    </>
  );
}

export function urlProblem(url: string): string | undefined {
  if (!url.trim()) return 'Enter the server’s URL';
  try {
    const parsed = new URL(url.trim());
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return `Only http: and https: URLs (not ${parsed.protocol})`;
    return undefined;
  } catch {
    return 'Not a URL: it needs a scheme and a host, like http://127.0.0.1:3001/mcp';
  }
}
