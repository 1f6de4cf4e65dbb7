import { useState } from 'react';
import { JsonView } from '../content/json-view.tsx';

interface AppTool {
  name: string;
  description?: string;
}

function readTools(tools: readonly unknown[]): AppTool[] {
  return tools.flatMap((tool) => {
    if (typeof tool !== 'object' || tool === null || typeof (tool as { name?: unknown }).name !== 'string') return [];
    const { name, description } = tool as { name: string; description?: unknown };
    return [{ name, ...(typeof description === 'string' ? { description } : {}) }];
  });
}

/**
 * Draft: the tools a view registered itself (`appCapabilities.tools`),
 * listed with `tools/list` to the view and callable from here as an agent
 * would call them; the arguments are written as JSON.
 */
export function AppTools({
  tools,
  onCall,
}: {
  tools: readonly unknown[];
  onCall: (name: string, args: Record<string, unknown>) => Promise<unknown>;
}) {
  const listed = readTools(tools);
  const [args, setArgs] = useState<Record<string, string>>({});
  const [answers, setAnswers] = useState<Record<string, { ok: boolean; value: unknown }>>({});
  const call = async (name: string) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(args[name]?.trim() || '{}');
    } catch (error) {
      setAnswers((all) => ({
        ...all,
        [name]: { ok: false, value: `The arguments are not JSON: ${(error as Error).message}` },
      }));
      return;
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      setAnswers((all) => ({ ...all, [name]: { ok: false, value: 'The arguments must be a JSON object' } }));
      return;
    }
    try {
      const value = await onCall(name, parsed as Record<string, unknown>);
      setAnswers((all) => ({ ...all, [name]: { ok: true, value } }));
    } catch (error) {
      setAnswers((all) => ({ ...all, [name]: { ok: false, value: error instanceof Error ? error.message : error } }));
    }
  };
  return (
    <section aria-label="App tools" className="space-y-1 rounded border border-zinc-800 p-2 text-xs">
      <h4 className="font-semibold text-zinc-400">App tools</h4>
      {listed.length === 0 ? <p className="text-zinc-500">The view declared tools of its own and lists none.</p> : null}
      {listed.map((tool) => (
        <div key={tool.name} className="space-y-1 border-t border-zinc-800 pt-1 first:border-t-0 first:pt-0">
          <p>
            <span className="font-mono text-zinc-100">{tool.name}</span>{' '}
            {tool.description ? <span className="text-zinc-500">— {tool.description}</span> : null}
          </p>
          <div className="flex items-center gap-2">
            <input
              aria-label={`Arguments of ${tool.name}`}
              placeholder="{}"
              className="min-w-0 flex-1 rounded border border-zinc-700 bg-zinc-950 px-1.5 py-0.5 font-mono text-zinc-200"
              value={args[tool.name] ?? ''}
              onChange={(event) => setArgs((all) => ({ ...all, [tool.name]: event.target.value }))}
            />
            <button
              type="button"
              className="rounded border border-zinc-700 px-2 py-0.5 text-zinc-200 hover:bg-zinc-800"
              onClick={() => void call(tool.name)}
            >
              Call {tool.name}
            </button>
          </div>
          {answers[tool.name] ? (
            <div className={answers[tool.name]!.ok ? '' : 'text-rose-300'}>
              <JsonView value={answers[tool.name]!.value} />
            </div>
          ) : null}
        </div>
      ))}
    </section>
  );
}
