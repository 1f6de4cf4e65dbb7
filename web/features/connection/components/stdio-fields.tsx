import { useId } from 'react';
import type { SuggestedFraming } from '../../../../shared/bridge/stdio-pipe.ts';
import { FRAMING_MODES, isFramingMode, type FramingMode } from '../../../../shared/jsonrpc/framing-mode.ts';
import { Field, inputClass } from '../../../components/field.tsx';
import { checkboxClass } from '../../../components/schema-form/form-classes.ts';
import { WrappingInput } from '../../../components/wrapping-input.tsx';
import { FramingHint } from './stdio-pipe-note.tsx';

export interface StdioFieldsValue {
  command: string;
  args: string;
  env: string;
  cwd: string;
  /** Start the server with the inspector's whole environment. */
  inheritEnv: boolean;
  /** How the server's stdout is split into messages, and how messages are written to it. */
  framing: FramingMode;
}

const framingNames: Record<FramingMode, string> = {
  auto: 'auto (detects Content-Length)',
  newline: 'newline (MCP stdio)',
  'content-length': 'Content-Length (LSP style)',
};

/** How to start a stdio server: command, arguments, environment (and whether it inherits ours), working directory, framing. */
export function StdioFields({
  value,
  onChange,
  errors,
  onReconnectWithFraming,
}: {
  value: StdioFieldsValue;
  onChange: (value: StdioFieldsValue) => void;
  errors: { command?: string; args?: string; env?: string };
  /** Sets Framing to what the framing hint names and connects again: its button. */
  onReconnectWithFraming?: (framing: SuggestedFraming) => void;
}) {
  const id = useId();
  const set = (patch: Partial<StdioFieldsValue>) => onChange({ ...value, ...patch });
  return (
    <>
      <Field id={`${id}-command`} label="Command" error={errors.command}>
        <WrappingInput
          id={`${id}-command`}
          className={inputClass}
          value={value.command}
          onValueChange={(command) => set({ command })}
          spellCheck={false}
          autoComplete="off"
        />
      </Field>
      <Field id={`${id}-args`} label="Arguments" error={errors.args} hint="Quoted like a shell; nothing is expanded">
        <WrappingInput
          id={`${id}-args`}
          className={inputClass}
          value={value.args}
          onValueChange={(args) => set({ args })}
          spellCheck={false}
          autoComplete="off"
        />
      </Field>
      <Field id={`${id}-env`} label="Environment" error={errors.env} hint="KEY=VALUE, one per line">
        <textarea
          id={`${id}-env`}
          className={`${inputClass} min-h-14 resize-y`}
          rows={2}
          value={value.env}
          onChange={(e) => set({ env: e.target.value })}
          spellCheck={false}
        />
      </Field>
      <div className="space-y-1">
        <label className="flex items-center gap-2 text-xs font-medium text-zinc-400">
          <input
            type="checkbox"
            className={checkboxClass}
            checked={value.inheritEnv}
            onChange={(e) => set({ inheritEnv: e.target.checked })}
            aria-describedby={`${id}-inherit-hint`}
          />
          Inherit my environment
        </label>
        <p id={`${id}-inherit-hint`} className="text-xs text-zinc-500">
          Off: the server gets only HOME, PATH, USER and the like, plus the variables above. On: every variable the
          inspector was started with, secrets included.
        </p>
      </div>
      <Field id={`${id}-cwd`} label="Working directory" hint="Empty: the inspector's own">
        <WrappingInput
          id={`${id}-cwd`}
          className={inputClass}
          value={value.cwd}
          onValueChange={(cwd) => set({ cwd })}
          spellCheck={false}
          autoComplete="off"
        />
      </Field>
      <Field id={`${id}-framing`} label="Framing" hint="How messages are delimited on stdin and stdout">
        <select
          id={`${id}-framing`}
          className={inputClass}
          value={value.framing}
          onChange={(e) => {
            if (isFramingMode(e.target.value)) set({ framing: e.target.value });
          }}
        >
          {FRAMING_MODES.map((mode) => (
            <option key={mode} value={mode}>
              {framingNames[mode]}
            </option>
          ))}
        </select>
      </Field>
      <FramingHint onReconnect={onReconnectWithFraming} />
    </>
  );
}
