import { useState } from 'react';
import type { RawField } from '../../../shared/schema-form/field.ts';
import { describeJsonTextError, parseJsonText } from '../../../shared/schema-form/json-text.ts';
import { inputClass } from './form-classes.ts';
import { FieldFrame } from './form-field-frame.tsx';
import type { FieldProps } from './form-field-props.ts';
import { frameProps } from './schema-field-shared.tsx';

function toText(value: unknown): string {
  return value === undefined ? '' : (JSON.stringify(value, null, 2) ?? '');
}

/** Any JSON value, for what the form cannot model (unions, free-form objects, recursion). */
export function RawControl(props: FieldProps<RawField>) {
  const { field, path, value, inArray, env } = props;
  const id = env.idFor(path);
  const [draft, setDraft] = useState(() => toText(value));
  const [shown, setShown] = useState<unknown>(value);
  if (!Object.is(value, shown)) {
    setShown(value);
    setDraft(toText(value));
  }
  const lines = draft.split('\n').length;
  return (
    // Its own problem, or the first one inside the value, which has no control of its own to show it at.
    <FieldFrame {...frameProps(props, id, 'trailingOnly')} error={env.errorFor(path) ?? env.errorInside(path)}>
      {(aria) => (
        <div className="space-y-1">
          <textarea
            {...aria}
            className={`${inputClass} resize-y`}
            rows={Math.min(Math.max(lines, 2), 12)}
            value={draft}
            placeholder="JSON value"
            disabled={env.disabled}
            spellCheck={false}
            onChange={(event) => {
              const text = event.target.value;
              setDraft(text);
              if (text.trim() === '') {
                const next = inArray ? null : undefined;
                setShown(next);
                env.onChange(path, next);
                return;
              }
              const parsed = parseJsonText(text);
              if (!parsed.ok) {
                env.onInvalidInput(path, `Invalid JSON. ${describeJsonTextError(parsed.error)}`);
                return;
              }
              setShown(parsed.value);
              env.onChange(path, parsed.value);
            }}
            onBlur={() => env.onTouch(path)}
          />
          {inArray ? null : (
            <p className="text-[11px] text-zinc-500">
              Edited as JSON: {field.reason.charAt(0).toLowerCase() + field.reason.slice(1)}
            </p>
          )}
        </div>
      )}
    </FieldFrame>
  );
}
