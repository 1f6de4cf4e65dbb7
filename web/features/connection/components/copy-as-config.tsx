import { useId, useState } from 'react';
import { CONFIG_FORMATS, isConfigFormat, type ConfigFormat } from '../../../../shared/config/config-types.ts';
import type { ExportedEntry } from '../../../../shared/config/export-entry.ts';
import type { ConnectTarget } from '../../../../shared/session/connect-target.ts';
import { Button } from '../../../components/button.tsx';
import { checkboxClass } from '../../../components/schema-form/form-classes.ts';
import { inputClass } from '../../../components/field.tsx';

const shortNames: Record<ConfigFormat, string> = {
  'claude-desktop': 'Claude Desktop',
  cursor: 'Cursor',
  vscode: 'VS Code',
  inspector: 'MCP Inspector',
  'server-json': 'server.json',
};

export interface CopyAsConfigProps {
  /** The fields as a target; undefined while they do not make one. */
  target: () => ConnectTarget | undefined;
  /** The entry's name in the file. */
  name: string;
  /** Writes the text to the clipboard; the browser's by default. */
  writeText?: (text: string) => Promise<void>;
}

/** What a copy gave, for the fields as they were then (`written`): it is shown only while they still are. */
type Outcome = { entry: ExportedEntry; format: ConfigFormat; copied: boolean; written: string };

/** The connection as an entry of another tool's config, copied; secrets become the format's variables unless asked for. */
export function CopyAsConfig({
  target,
  name,
  writeText = (text) => navigator.clipboard.writeText(text),
}: CopyAsConfigProps) {
  const id = useId();
  const [format, setFormat] = useState<ConfigFormat>('claude-desktop');
  const [withSecrets, setWithSecrets] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const copy = async () => {
    const current = target();
    if (!current) return;
    const written = JSON.stringify([current, name]);
    // The writers of the five formats load on the first copy: the first screen does not carry them.
    const { exportEntry } = await import('../../../../shared/config/export-entry.ts');
    const entry = exportEntry(current, format, name, { revealSecrets: withSecrets });
    if (entry.problem) return setOutcome({ entry, format, copied: false, written });
    let copied = true;
    try {
      await writeText(entry.text);
    } catch {
      copied = false; // Refused (no permission, page not focused): the text is shown to copy by hand.
    }
    setOutcome({ entry, format, copied, written });
  };
  const shown = outcome && outcome.written === JSON.stringify([target(), name]) ? outcome : undefined;
  return (
    <div className="relative space-y-1.5 border-t border-zinc-800 pt-3">
      <div className="flex items-center gap-2">
        <select
          aria-label="Config format"
          className={`${inputClass.replace('w-full', '')} min-w-0 flex-1 font-sans text-xs`}
          value={format}
          onChange={(event) => {
            if (isConfigFormat(event.target.value)) setFormat(event.target.value);
            setOutcome(undefined);
          }}
        >
          {CONFIG_FORMATS.map((key) => (
            <option key={key} value={key}>
              {shortNames[key]}
            </option>
          ))}
        </select>
        <Button
          className="shrink-0 px-2.5 py-1 text-xs"
          onClick={() => void copy()}
          title="Copy the connection as an entry of that tool's config file"
        >
          Copy as config
        </Button>
      </div>
      <label className="flex items-center gap-2 text-xs text-zinc-400">
        <input
          type="checkbox"
          className={checkboxClass}
          checked={withSecrets}
          onChange={(event) => setWithSecrets(event.target.checked)}
          aria-describedby={`${id}-secrets`}
        />
        Include secrets
      </label>
      <p id={`${id}-secrets`} className="sr-only">
        Off: tokens, keys and passwords are written as variables of the chosen format.
      </p>
      {shown ? <CopyOutcome outcome={shown} /> : null}
    </div>
  );
}

function CopyOutcome({ outcome: { entry, format, copied } }: { outcome: Outcome }) {
  if (entry.problem) {
    return (
      <p role="alert" className="text-xs text-rose-300">
        {entry.problem}
      </p>
    );
  }
  return (
    <div role="status" aria-label="Copied config" className="space-y-0.5 text-xs text-zinc-400">
      <p>
        {copied
          ? `Copied a ${shortNames[format]} entry.`
          : 'The browser refused the clipboard; copy the entry from here:'}
        {entry.withheld.length > 0
          ? ` Secrets written as variables: ${entry.withheld.map((slot) => slot.variable).join(', ')}.`
          : ''}
      </p>
      {copied ? null : (
        <textarea
          readOnly
          aria-label="Config entry"
          className={`${inputClass} min-h-24 text-xs`}
          value={entry.text}
          onFocus={(event) => event.currentTarget.select()}
        />
      )}
      {entry.findings.map((finding, index) => (
        <p key={index} className="text-zinc-500">
          {finding.message}
        </p>
      ))}
    </div>
  );
}
