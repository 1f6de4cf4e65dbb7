import { pointer, type Finding } from './finding.ts';

/**
 * The initialize answer's protocolVersion: the revision the client asked
 * for, or another that the client supports (the server's counter-offer).
 * Anything else leaves the two sides speaking different revisions.
 */
export function protocolVersionFindings(
  answered: unknown,
  requested: string | undefined,
  supported: readonly string[],
): Finding[] {
  const at = pointer('result', 'protocolVersion');
  if (typeof answered !== 'string') {
    return [
      {
        rule: 'protocol-version-missing',
        severity: 'error',
        pointer: at,
        source: requested ?? 'MCP',
        message: 'the initialize result must name the protocolVersion the server will speak',
      },
    ];
  }
  if (answered === requested || supported.includes(answered)) return [];
  const shown = JSON.stringify(answered.length > 40 ? `${answered.slice(0, 37)}…` : answered);
  return [
    {
      rule: 'protocol-version-not-offered',
      severity: 'error',
      pointer: at,
      source: requested ?? 'MCP',
      message: `the server answered protocolVersion ${shown}, which the client neither asked for${requested ? ` (it asked for ${requested})` : ''} nor supports (${supported.join(', ')})`,
    },
  ];
}
