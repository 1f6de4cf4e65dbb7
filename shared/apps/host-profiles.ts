/**
 * The hosts whose sandbox policy mcp-loupe can play. The specification's
 * restrictive default is not what every host ships: a view that works in one
 * may break in another, so each Content-Security-Policy finding says which
 * profile blocked it and which other profile would not have.
 */
export type HostProfileId = 'spec' | 'ext-apps';

export interface HostProfile {
  id: HostProfileId;
  /** As the Profile combobox shows it. */
  label: string;
  /** script-src carries 'unsafe-eval': eval and new Function run. */
  unsafeEval: boolean;
  /** Scripts, styles, images, fonts, media and workers may come from blob: URLs. */
  blob: boolean;
  /** Where the policy is documented. */
  source: string;
}

export const HOST_PROFILES: readonly HostProfile[] = [
  {
    id: 'spec',
    label: 'Specification default',
    unsafeEval: false,
    blob: false,
    source: 'MCP Apps 2026-01-26, "Sandbox proxy": the restrictive default CSP and its template for declared domains',
  },
  {
    id: 'ext-apps',
    label: 'ext-apps reference host',
    unsafeEval: true,
    blob: true,
    source: 'modelcontextprotocol/ext-apps examples/basic-host/src/csp.ts',
  },
];

export const DEFAULT_PROFILE: HostProfileId = 'spec';

export function hostProfile(id: unknown): HostProfile {
  return HOST_PROFILES.find((profile) => profile.id === id) ?? HOST_PROFILES[0]!;
}

export function isHostProfileId(id: unknown): id is HostProfileId {
  return HOST_PROFILES.some((profile) => profile.id === id);
}

/** What a view blocked under one profile needs: eval, a blob: URL, or neither (an origin, which _meta.ui.csp can declare). */
export type BlockedNeed = 'eval' | 'blob' | 'other';

export function grants(profile: HostProfile, need: BlockedNeed): boolean {
  return need === 'eval' ? profile.unsafeEval : need === 'blob' ? profile.blob : false;
}

/** The other profiles that would allow what `profile` blocked, by label. */
export function profilesAllowing(need: BlockedNeed, except: HostProfileId): string[] {
  return HOST_PROFILES.filter((profile) => profile.id !== except && grants(profile, need)).map(
    (profile) => profile.label,
  );
}
