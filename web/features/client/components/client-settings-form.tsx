import type { ClientSettings } from '../../../../shared/session/client-settings.ts';
import { featureAvailability, type RevisionFeature } from '../../../../shared/protocol/revision-features.ts';

const rows: {
  key: keyof ClientSettings;
  label: string;
  capability: string;
  feature?: RevisionFeature;
  parent?: keyof ClientSettings;
}[] = [
  { key: 'sampling', label: 'Sampling', capability: 'sampling', feature: 'sampling' },
  {
    key: 'samplingTools',
    label: 'Tools in sampling requests',
    capability: 'sampling.tools',
    feature: 'samplingTools',
    parent: 'sampling',
  },
  { key: 'elicitationForm', label: 'Elicitation: form mode', capability: 'elicitation.form', feature: 'elicitation' },
  { key: 'elicitationUrl', label: 'Elicitation: URL mode', capability: 'elicitation.url', feature: 'elicitationUrl' },
  { key: 'roots', label: 'Roots', capability: 'roots', feature: 'roots' },
  {
    key: 'rootsListChanged',
    label: 'Say when the roots change',
    capability: 'roots.listChanged',
    feature: 'roots',
    parent: 'roots',
  },
  { key: 'tasks', label: 'Tasks', capability: 'tasks', feature: 'tasks' },
  // An extension, declared in every revision: a server that knows it may offer its app tools.
  { key: 'apps', label: 'MCP Apps', capability: 'extensions["io.modelcontextprotocol/ui"]' },
];

/**
 * The capabilities the inspector declares, changeable before connecting.
 * A change applies at the next connect (a capability cannot change within
 * a session); what the negotiated revision lacks is marked, not hidden.
 */
export function ClientSettingsForm({
  settings,
  onChange,
  protocolVersion,
  pendingReconnect,
}: {
  settings: ClientSettings;
  onChange: (settings: ClientSettings) => void;
  protocolVersion: string | undefined;
  pendingReconnect: boolean;
}) {
  return (
    <fieldset className="space-y-2 rounded-md border border-zinc-800 p-3">
      <legend className="px-1 text-xs font-medium text-zinc-400">Capabilities the inspector declares</legend>
      <ul className="space-y-1.5">
        {rows.map((row) => {
          const availability = row.feature
            ? featureAvailability(row.feature, protocolVersion)
            : { available: true as const };
          const disabledByParent = row.parent !== undefined && !settings[row.parent];
          return (
            <li key={row.key} className={row.parent ? 'pl-6' : undefined}>
              <label className="flex items-baseline gap-2 text-sm text-zinc-200">
                <input
                  type="checkbox"
                  className="accent-sky-500"
                  // MCP Apps is named by its label alone (outside checks find the switch as "MCP Apps"); the others keep their names.
                  {...(row.key === 'apps' ? { 'aria-label': row.label } : {})}
                  checked={settings[row.key]}
                  disabled={disabledByParent}
                  onChange={(event) => onChange({ ...settings, [row.key]: event.target.checked })}
                />
                <span>{row.label}</span>
                <span className="font-mono text-xs text-zinc-500">{row.capability}</span>
              </label>
              {!availability.available ? (
                <p className="pl-6 text-xs text-zinc-500">Unavailable here: {availability.why}</p>
              ) : null}
            </li>
          );
        })}
      </ul>
      {pendingReconnect ? (
        <p className="text-xs text-amber-300">Changed since this session began: it applies when you connect again.</p>
      ) : (
        <p className="text-xs text-zinc-500">Applies when you connect.</p>
      )}
    </fieldset>
  );
}
