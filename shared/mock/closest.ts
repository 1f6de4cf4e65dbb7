import { isRecord } from '../lib/guards.ts';
import type { RecordedExchange } from './recording.ts';

/** One place where a live request's params differ from a recorded one's, as a JSON pointer and both values. */
export interface ParamsDifference {
  readonly pointer: string;
  /** Absent when the recorded request had nothing there. */
  readonly recorded?: unknown;
  /** Absent when the live request has nothing there. */
  readonly asked?: unknown;
}

/** Where two JSON values differ, leaf by leaf (arrays item by item), in the order of the recorded value's members. */
export function paramsDifferences(recorded: unknown, asked: unknown, pointer = ''): ParamsDifference[] {
  if (isRecord(recorded) && isRecord(asked)) {
    const keys = [...new Set([...Object.keys(recorded), ...Object.keys(asked)])];
    return keys.flatMap((key) => {
      const at = `${pointer}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`;
      if (!(key in asked)) return [{ pointer: at, recorded: recorded[key] }];
      if (!(key in recorded)) return [{ pointer: at, asked: asked[key] }];
      return paramsDifferences(recorded[key], asked[key], at);
    });
  }
  if (Array.isArray(recorded) && Array.isArray(asked) && recorded.length === asked.length)
    return recorded.flatMap((item, index) => paramsDifferences(item, asked[index], `${pointer}/${index}`));
  if (JSON.stringify(recorded) === JSON.stringify(asked)) return [];
  return [
    {
      pointer: pointer || '(the params)',
      ...(recorded !== undefined ? { recorded } : {}),
      ...(asked !== undefined ? { asked } : {}),
    },
  ];
}

/** The recorded request of the same method whose params differ from the live one's at the fewest places. */
export function closestExchange(
  exchanges: readonly RecordedExchange[],
  method: string,
  params: unknown,
): { exchange: RecordedExchange; differences: ParamsDifference[] } | undefined {
  let best: { exchange: RecordedExchange; differences: ParamsDifference[] } | undefined;
  for (const exchange of exchanges) {
    if (exchange.method !== method) continue;
    const differences = paramsDifferences(withoutMeta(exchange.params) ?? {}, withoutMeta(params) ?? {});
    if (!best || differences.length < best.differences.length) best = { exchange, differences };
  }
  return best;
}

/** A difference in words: `/arguments/message: "bye" here, "hi" recorded`. */
export function differenceText(difference: ParamsDifference): string {
  const value = (v: unknown) => {
    const text = JSON.stringify(v);
    return text.length > 60 ? `${text.slice(0, 57)}...` : text;
  };
  if (!('asked' in difference)) return `${difference.pointer}: missing here, ${value(difference.recorded)} recorded`;
  if (!('recorded' in difference)) return `${difference.pointer}: ${value(difference.asked)} here, not recorded`;
  return `${difference.pointer}: ${value(difference.asked)} here, ${value(difference.recorded)} recorded`;
}

/** The params without `_meta`, which carries the client's own bookkeeping (progress tokens): never compared. */
export function withoutMeta(params: unknown): unknown {
  if (!isRecord(params) || !('_meta' in params)) return params;
  const { _meta: _ignored, ...rest } = params;
  return rest;
}
