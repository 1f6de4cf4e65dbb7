import { jsonSchema, type ToolSet } from 'ai';
import { isAppOnly } from '../apps/tool-app.ts';
import { isRecord } from '../lib/guards.ts';

/** A tool the model is offered, with its entry exactly as the server listed it. */
export interface OfferedTool {
  readonly name: string;
  readonly listed: unknown;
}

/** The tools a model sees and those it does not, with why. */
export interface OfferedTools {
  readonly tools: readonly OfferedTool[];
  /** Listed but not offered: visible only to apps, or not a usable entry (no string name). */
  readonly left: readonly { readonly name: string; readonly why: string }[];
}

/**
 * The server's tools as a host offers them to a model: every tool as
 * listed (name, description, inputSchema untouched), except those whose
 * `_meta.ui.visibility` leaves the model out, as a chat host does.
 */
export function offeredTools(listed: readonly unknown[]): OfferedTools {
  const tools: OfferedTool[] = [];
  const left: { name: string; why: string }[] = [];
  for (const entry of listed) {
    const name = isRecord(entry) ? entry.name : undefined;
    if (typeof name !== 'string' || name === '') {
      left.push({ name: String(name), why: 'it has no name a model can call' });
      continue;
    }
    if (isAppOnly(entry)) {
      left.push({ name, why: 'its _meta.ui.visibility leaves out the model (apps only)' });
      continue;
    }
    if (tools.some((tool) => tool.name === name)) {
      left.push({ name, why: 'it is listed twice; the model is offered the first' });
      continue;
    }
    tools.push({ name, listed: entry });
  }
  return { tools, left };
}

/** The library's tool set: no `execute`, so no call runs without the engine (and the person) deciding. */
export function modelToolSet(tools: readonly OfferedTool[]): ToolSet {
  const set: ToolSet = {};
  for (const { name, listed } of tools) {
    const entry = listed as { description?: unknown; inputSchema?: unknown };
    const schema = isRecord(entry.inputSchema) ? entry.inputSchema : { type: 'object' };
    set[name] = {
      ...(typeof entry.description === 'string' ? { description: entry.description } : {}),
      // Checked by the engine against the schema as listed; the library is told to accept anything.
      inputSchema: jsonSchema(schema as Parameters<typeof jsonSchema>[0]),
    };
  }
  return set;
}
