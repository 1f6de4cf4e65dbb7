import { getPublicSuffix } from 'tldts';

/**
 * Why a wildcard origin (`https://*.example.com`) covers too much to grant,
 * or undefined when it is confined to one registrable domain. `*.com`,
 * `*.co.uk` or `*.github.io` would let a view reach every site anyone may
 * register under that suffix, which is no longer a list of origins but a
 * whole namespace of strangers. The Public Suffix List (with its private
 * section, where github.io lives) comes from tldts; this module is imported
 * only where the grant is made (the proxy and the CLI), so the page's
 * bundle does not carry the list.
 */
export function wildcardProblem(origin: string): string | undefined {
  const wildcard = /^[a-z]+:\/\/\*\.([^:/]+)/i.exec(origin);
  if (!wildcard) return undefined;
  const parent = wildcard[1]!.toLowerCase();
  if (/^[\d.]+$/.test(parent))
    return `a wildcard over the digits of an IPv4 address (*.${parent}): a wildcard is allowed only under a registrable domain`;
  const suffix = getPublicSuffix(parent, { allowPrivateDomains: true });
  if (suffix === parent) {
    const kind = parent.includes('.') ? 'a public suffix' : 'a top-level domain';
    return `a wildcard over ${kind}: *.${parent} covers every site registered under ${parent}; a wildcard is allowed only under a registrable domain, such as *.example.${parent}`;
  }
  return undefined;
}
