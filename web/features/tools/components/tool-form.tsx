import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type React from 'react';
import { toolTitle } from '../../../../shared/protocol-read/tool-item.ts';
import type { ToolItem } from '../../../../shared/protocol-read/tool-item.ts';
import { AddToCollection } from '../../../components/add-to-collection.tsx';
import { Button } from '../../../components/button.tsx';
import { MarkdownText } from '../../../components/content/markdown-text.tsx';
import { smallButtonClass } from '../../../components/schema-form/form-classes.ts';
import { FormRunProblems } from '../../../components/schema-form/form-run-problems.tsx';
import { SchemaForm } from '../../../components/schema-form/schema-form.tsx';
import { useSchemaForm } from '../../../components/schema-form/use-schema-form.ts';
import { toolTaskSupport } from '../../../../shared/tasks/tool-task-support.ts';
import { toolApp } from '../../../../shared/apps/tool-app.ts';
import { FormNoProperties } from './form-no-properties.tsx';
import { ArgumentsPreview } from './arguments-preview.tsx';
import { PortabilityNote } from './portability-note.tsx';
import { toolPortability } from '../lib/tool-portability.ts';

/** Arguments to put in the form (from an earlier or a saved call); a new object each time it is asked. */
export interface LoadRequest {
  args: Readonly<Record<string, unknown>>;
}

/** `asTask`: run as a task (the tool requires it, or the person chose it where it is optional). */
type Props = {
  tool: ToolItem;
  running: boolean;
  onRun: (args: Record<string, unknown>, asTask: boolean) => void;
  onCancel: () => void;
  load?: LoadRequest | undefined;
  /** Offers to save the arguments as they are, under a name. */
  onSaveCall?: (args: Record<string, unknown>) => void;
  /** Opens the tool's MCP App without calling the tool, the form's arguments as its input. */
  onOpenApp?: (args: Record<string, unknown>) => void;
  /** Told the arguments each time the person changes them (not the defaults the form starts with). */
  onValuesChange?: (args: Record<string, unknown>) => void;
};

/** The form generated from a tool's inputSchema, with a JSON editor kept in step. A new tool starts afresh. */
export function ToolForm(props: Props): React.JSX.Element {
  return <ToolFormBody key={props.tool.key} {...props} />;
}

function ToolFormBody({ tool, running, onRun, onCancel, load, onSaveCall, onOpenApp, onValuesChange }: Props) {
  const form = useSchemaForm(tool.inputSchema);
  const { state, dispatch, problems, blocked, jsonMode, setJsonMode } = form;
  const [startValues] = useState(state.values);
  // biome-ignore lint/correctness/useExhaustiveDependencies: told when the values change; the callback is a new function at each render
  useEffect(() => {
    if (state.values !== startValues) onValuesChange?.(state.values);
  }, [state.values]);
  const [focusRequest, setFocusRequest] = useState(0);
  const headingId = `${useId()}-heading`;
  const formRef = useRef<HTMLFormElement>(null);
  const problemsRef = useRef<HTMLDivElement>(null);
  const taskSupport = toolTaskSupport(tool.raw);
  const [taskChosen, setTaskChosen] = useState(false);
  const asTask = taskSupport === 'required' || (taskSupport === 'optional' && taskChosen);

  useEffect(() => {
    // A copy: the form edits its values, and the history's and saved calls' stay as they were.
    if (load) dispatch({ type: 'load', values: structuredClone(load.args) as Record<string, unknown> });
  }, [load, dispatch]);

  useEffect(() => {
    if (focusRequest === 0) return;
    const form = formRef.current;
    const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (invalid ?? problemsRef.current)?.focus();
  }, [focusRequest]);

  const run = (force: boolean) => {
    if (running) return;
    const now = form.check();
    if (now.blocked || (!force && now.problems.length > 0)) {
      dispatch({ type: 'submit-attempt' });
      setFocusRequest((n) => n + 1);
      return;
    }
    dispatch({ type: 'sent' });
    onRun(state.values, asTask);
  };

  const title = toolTitle(tool);
  // The same element while the description stays: a run (running, then done) does not read the Markdown again.
  const description = useMemo(
    () =>
      tool.description ? (
        <MarkdownText
          text={tool.description}
          label="Description"
          className="max-h-60 overflow-auto break-words text-zinc-400"
        />
      ) : null,
    [tool.description],
  );
  const app = toolApp(tool.raw);
  const portability = useMemo(() => toolPortability(tool.inputSchema), [tool.inputSchema]);
  // Stable, so the fields are not drawn again when only `running` changes.
  const noProperties = useCallback(
    (acceptsAny: boolean) => <FormNoProperties acceptsAny={acceptsAny} onEditJson={() => setJsonMode(true)} />,
    [setJsonMode],
  );
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
            <span className={`min-w-0 break-all font-mono ${title ? 'text-xs font-normal text-zinc-400' : ''}`}>
              {tool.name}
            </span>
          </h2>
          {app ? (
            <p className="flex flex-wrap items-baseline gap-x-2 text-xs text-zinc-400">
              <span>App</span>
              <code className="break-all font-mono text-fuchsia-200">{app.resourceUri}</code>
              {app.declaredBy === 'ui/resourceUri' ? (
                <span className="text-amber-300">declared only by the deprecated flat key _meta["ui/resourceUri"]</span>
              ) : null}
            </p>
          ) : null}
          {description}
        </div>
        <div className="flex shrink-0 items-center gap-2">
          {app && onOpenApp ? (
            <button
              type="button"
              className={smallButtonClass}
              title="Open the app without calling the tool: the form's arguments are its input"
              onClick={() => onOpenApp(state.values)}
            >
              Open app
            </button>
          ) : null}
          <button type="button" className={smallButtonClass} onClick={() => dispatch({ type: 'reset' })}>
            Reset
          </button>
          <button
            type="button"
            className={smallButtonClass}
            aria-pressed={jsonMode}
            onClick={() => setJsonMode(!jsonMode)}
          >
            {jsonMode ? 'Edit as form' : 'Edit as JSON'}
          </button>
        </div>
      </header>

      <PortabilityNote findings={portability} />

      <SchemaForm form={form} noProperties={noProperties} />
      {jsonMode ? null : <ArgumentsPreview args={state.values} />}

      {state.problemsShown && (problems.length > 0 || blocked) ? (
        <FormRunProblems
          ref={problemsRef}
          problems={problems}
          canForce={!blocked}
          forceLabel="Run anyway"
          onForce={() => run(true)}
        />
      ) : null}

      <div className="flex items-center gap-2 border-t border-zinc-800 pt-3">
        {/* Held with aria-disabled, not disabled: a disabled button loses focus (and the browser lays the page out to move it), and run() ignores a click while running. */}
        <Button type="submit" variant="primary" aria-disabled={running || undefined}>
          {running ? (
            <span
              aria-hidden="true"
              className="size-3 animate-spin rounded-full border-2 border-zinc-950/30 border-t-zinc-950"
            />
          ) : null}
          {taskSupport === 'required' ? 'Run as task' : 'Run tool'}
        </Button>
        {taskSupport === 'optional' ? (
          <label className="flex items-center gap-1.5 text-xs text-zinc-300">
            <input type="checkbox" checked={taskChosen} onChange={(event) => setTaskChosen(event.target.checked)} />
            Run as task
          </label>
        ) : null}
        {running ? (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        {onSaveCall ? (
          <button
            type="button"
            className={smallButtonClass}
            title="Keep these arguments under a name, in this browser"
            onClick={() => onSaveCall(state.values)}
          >
            Save call…
          </button>
        ) : null}
        <AddToCollection
          target={() =>
            typeof tool.rawName === 'string'
              ? { kind: 'tool', tool: tool.rawName, arguments: { ...state.values } }
              : undefined
          }
          {...(typeof tool.rawName === 'string'
            ? {}
            : { why: 'This tool’s name is not text: a collection cannot name it' })}
        />
        <span className="ml-auto text-[11px] text-zinc-500">
          <kbd className="font-mono">Ctrl</kbd>+<kbd className="font-mono">Enter</kbd> runs
        </span>
      </div>
    </form>
  );
}
