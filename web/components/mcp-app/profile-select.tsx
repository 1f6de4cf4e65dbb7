import { HOST_PROFILES, type HostProfileId } from '../../../shared/apps/host-profiles.ts';

const selectClass = 'rounded border border-zinc-700 bg-zinc-950 px-1.5 py-0.5 text-xs text-zinc-200';

/**
 * The host whose sandbox policy the view is served under. A policy is fixed
 * when the sandbox page loads, so a change loads the view again.
 */
export function ProfileSelect({
  profile,
  onProfile,
}: {
  profile: HostProfileId;
  onProfile: (profile: HostProfileId) => void;
}) {
  const chosen = HOST_PROFILES.find((each) => each.id === profile);
  return (
    <label
      className="flex items-center gap-1"
      title={chosen ? `Policy as documented in ${chosen.source}; a change loads the view again` : undefined}
    >
      Profile
      <select
        aria-label="Profile"
        className={selectClass}
        value={profile}
        onChange={(event) => onProfile(event.target.value as HostProfileId)}
      >
        {HOST_PROFILES.map((each) => (
          <option key={each.id} value={each.id}>
            {each.label}
          </option>
        ))}
      </select>
    </label>
  );
}
