import { useEffect, useId, useMemo, useReducer, useRef, useState } from 'react';
import type React from 'react';
import { toolTitle } from '../../../../shared/protocol-read/tool-item.ts';
import type { ToolItem } from '../../../../shared/protocol-read/tool-item.ts';
import { buildFormModel } from '../../../../shared/schema-form/build-fields.ts';
import type { Path } from '../../../../shared/schema-form/field.ts';
import { createFormState, reduceForm } from '../../../../shared/schema-form/form-state.ts';
import type { FormAction, FormState } from '../../../../shared/schema-form/form-state.ts';
import { getAtPath, pathKey } from '../../../../shared/schema-form/path.ts';
import { extraKeys } from '../../../../shared/schema-form/extra-keys.ts';
import { runProblems } from '../../../../shared/schema-form/run-problems.ts';
import { validateArguments } from '../../../../shared/schema-form/validate.ts';
import { Button } from '../../../components/button.tsx';
import { smallButtonClass } from './form-classes.ts';
import type { FieldEnv } from './form-field-props.ts';
import { controlId } from './form-ids.ts';
import { FormExtraKeys } from './form-extra-keys.tsx';
import { FormJsonEditor } from './form-json-editor.tsx';
import { FormNoProperties } from './form-no-properties.tsx';
import { FormRunProblems } from './form-run-problems.tsx';
import { SchemaField } from './schema-field.tsx';

type Props = { tool: ToolItem; running: boolean; onRun: (args: Record<string, unknown>) => void; onCancel: () => void };

/** The form generated from a tool's inputSchema, with a JSON editor kept in step. A new tool starts afresh. */
export function ToolForm(props: Props): React.JSX.Element {
  return <ToolFormBody key={props.tool.key} {...props} />;
}

function ToolFormBody({ tool, running, onRun, onCancel }: Props) {
  const model = useMemo(() => buildFormModel(tool.inputSchema), [tool.inputSchema]);
  const [state, dispatch] = useReducer((s: FormState, a: FormAction) => reduceForm(model, s, a), model, createFormState);
  const [jsonMode, setJsonMode] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const prefix = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const problemsRef = useRef<HTMLDivElement>(null);
  const jsonId = `${prefix}-json`;
  const headingId = `${prefix}-heading`;

  const errors = useMemo(() => validateArguments(model, state.values), [model, state.values]);
  const { problems, blocked } = runProblems(errors, state, jsonMode);

  useEffect(() => {
    if (focusRequest === 0) return;
    const form = formRef.current;
    const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (invalid ?? problemsRef.current)?.focus();
  }, [focusRequest]);

  const env = useMemo<FieldEnv>(() => {
    const shown = (key: string) => state.submitAttempted || state.touched.includes(key);
    return {
      idFor: (path: Path) => controlId(prefix, path),
      errorFor: (path: Path) => {
        const key = pathKey(path);
        return shown(key) ? (state.invalidInput[key] ?? errors[key]) : undefined;
      },
      disabled: false,
      onChange: (path, value) => dispatch({ type: 'set', path, value }),
      onTouch: (path) => dispatch({ type: 'touch', path }),
      onInvalidInput: (path, message) => dispatch({ type: 'invalid-input', path, message }),
      onAddItem: (path) => dispatch({ type: 'add-item', path }),
      onRemoveItem: (path, index) => dispatch({ type: 'remove-item', path, index }),
    };
  }, [prefix, state.submitAttempted, state.touched, state.invalidInput, errors]);

  const run = (force: boolean) => {
    if (running) return;
    if (blocked || (!force && problems.length > 0)) {
      dispatch({ type: 'submit-attempt' });
      setFocusRequest((n) => n + 1);
      return;
    }
    onRun(state.values);
  };

  const title = toolTitle(tool);
  const root = model.kind === 'object' ? model : undefined;
  const extras = root === undefined ? [] : extraKeys(root, state.values);
  return (
    <form
      ref={formRef}
      noValidate
      aria-labelledby={headingId}
      className="space-y-4 rounded-md border border-zinc-800 bg-zinc-900 p-4 text-sm"
      onSubmit={(event) => {
        event.preventDefault();
        run(false);
      }}
      onKeyDown={(event) => {
        // Ctrl/Cmd+Enter runs from anywhere, textareas included.
        if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
          event.preventDefault();
          run(false);
        }
      }}
    >
      <header className="flex items-start gap-3">
        <div className="min-w-0 flex-1 space-y-1">
          <h2 id={headingId} className="flex flex-wrap items-baseline gap-x-2 text-base font-semibold text-zinc-100">
            {title ? <span className="min-w-0 break-words">{title}</span> : null}
            <span className={`min-w-0 break-all font-mono ${title ? 'text-xs font-normal text-zinc-400' : ''}`}>{tool.name}</span>
          </h2>
          {tool.description ? <p className="max-h-60 overflow-auto whitespace-pre-wrap break-words text-zinc-400">{tool.description}</p> : null}
        </div>
        <div className="flex shrink-0 items-center gap-2">
          <button type="button" className={smallButtonClass} onClick={() => dispatch({ type: 'reset' })}>
            Reset
          </button>
          <button type="button" className={smallButtonClass} aria-pressed={jsonMode} onClick={() => setJsonMode((on) => !on)}>
            {jsonMode ? 'Edit as form' : 'Edit as JSON'}
          </button>
        </div>
      </header>

      {jsonMode ? (
        <FormJsonEditor id={jsonId} text={state.jsonText} error={state.jsonError} disabled={false} onChange={(text) => dispatch({ type: 'edit-json', text })} />
      ) : (
        <div className="space-y-4">
          {state.jsonError ? (
            <p className="rounded-md border border-amber-900/60 bg-amber-950/30 px-3 py-2 text-xs text-amber-200">
              The JSON has an error, so the form shows the last arguments that parsed.
            </p>
          ) : null}
          {root === undefined ? (
            <SchemaField field={model} path={[]} value={getAtPath(state.values, [])} labelText="arguments" inArray={false} env={env} />
          ) : root.fields.length === 0 ? (
            <FormNoProperties acceptsAny={root.additionalProperties} onEditJson={() => setJsonMode(true)} />
          ) : (
            root.fields.map((field) => (
              <SchemaField key={field.name} field={field} path={[field.name]} value={getAtPath(state.values, [field.name])} labelText={field.name} inArray={false} env={env} />
            ))
          )}
          <FormExtraKeys path={[]} keys={extras} value={state.values} env={env} />
        </div>
      )}

      {state.submitAttempted && (problems.length > 0 || blocked) ? (
        <FormRunProblems
          ref={problemsRef}
          problems={problems}
          canForce={!blocked}
          onForce={() => run(true)}
        />
      ) : null}

      <div className="flex items-center gap-2 border-t border-zinc-800 pt-3">
        <Button type="submit" variant="primary" disabled={running}>
          {running ? <span aria-hidden="true" className="size-3 animate-spin rounded-full border-2 border-zinc-950/30 border-t-zinc-950" /> : null}
          Run tool
        </Button>
        {running ? (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        <span className="ml-auto text-[11px] text-zinc-500">
          <kbd className="font-mono">Ctrl</kbd>+<kbd className="font-mono">Enter</kbd> runs
        </span>
      </div>
    </form>
  );
}
