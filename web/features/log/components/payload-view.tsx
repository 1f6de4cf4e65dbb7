import { useMemo } from 'react';
import { LargeText } from '../../../components/content/large-text.tsx';
import { formatBytes, prettyRaw } from '../lib/format.ts';
import { resolvePointer, rootSpan, type JsonSpan } from '../lib/json-spans.ts';
import { JsonTree } from './json-tree.tsx';
import { Segmented } from '../../../components/segmented.tsx';

export type PayloadMode = 'tree' | 'text';

/** Past this, text is not pretty-printed (that would parse it whole) and the tree is shown first. */
export const PRETTY_CHARS = 100_000;

/** Whether text may be JSON worth a tree: an object or array (a scalar has nothing to open). */
export function looksLikeJson(text: string): boolean {
  const first = /\S/.exec(text.slice(0, 64))?.[0];
  return first === '{' || first === '[';
}

/** The view a payload opens in: the tree when it is large (`size`: its bytes, when only its start is at hand) or a finding points into it, else pretty text. */
export function initialMode(text: string, pointer: string | undefined, size = 0): PayloadMode {
  return looksLikeJson(text) && (Math.max(text.length, size) > PRETTY_CHARS || Boolean(pointer)) ? 'tree' : 'text';
}

export interface PayloadViewProps {
  text: string;
  /** Bytes as they crossed the wire. */
  size: number;
  mode: PayloadMode;
  onMode: (mode: PayloadMode) => void;
  /** A finding's pointer: opened and marked in the tree. */
  highlight: string | undefined;
}

/** A frame's body as a lazily read tree or as its text, one click apart. */
export function PayloadView({ text, size, mode, onMode, highlight }: PayloadViewProps) {
  const json = looksLikeJson(text);
  const shownMode = json ? mode : 'text';
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex items-center gap-2 border-b border-zinc-800 px-3 py-1.5 text-xs">
        {json ? (
          <Segmented label="Payload view" options={PAYLOAD_MODES} value={shownMode} onChange={onMode} compact />
        ) : null}
        <span className="text-zinc-500">
          {formatBytes(size)} · {text.length.toLocaleString('en-US')} characters
        </span>
      </div>
      <div className="min-h-0 flex-1 overflow-auto p-3">
        {shownMode === 'tree' ? <TreeOrWhy text={text} highlight={highlight} /> : <PayloadText text={text} />}
      </div>
    </div>
  );
}

function TreeOrWhy({ text, highlight }: { text: string; highlight: string | undefined }) {
  const read = useMemo((): { root: JsonSpan; open: string[]; missing: boolean } | { error: string } => {
    try {
      const root = rootSpan(text);
      if (!highlight) return { root, open: [''], missing: false };
      const { pointers, found } = resolvePointer(text, highlight);
      return { root, open: pointers, missing: !found };
    } catch (error) {
      return { error: error instanceof Error ? error.message : String(error) };
    }
  }, [text, highlight]);
  if ('error' in read) {
    return (
      <div className="space-y-2">
        <p className="text-xs text-amber-300">Not shown as a tree: the text is not JSON ({read.error}).</p>
        <PayloadText text={text} />
      </div>
    );
  }
  return (
    <>
      {read.missing ? (
        <p className="mb-2 text-xs text-zinc-500">The frame has nothing at {highlight}; the nearest node is marked.</p>
      ) : null}
      <JsonTree
        text={text}
        root={read.root}
        initiallyOpen={read.open}
        highlight={read.missing ? read.open.at(-1) : highlight}
      />
    </>
  );
}

/** Pretty JSON while it is small enough to parse at once; past that, the text as sent, laid out a block at a time. */
function PayloadText({ text }: { text: string }) {
  const pretty = useMemo(() => prettyRaw(text, PRETTY_CHARS), [text]);
  if (pretty.cut) return <LargeText text={text} />;
  return <pre className="whitespace-pre-wrap break-all font-mono text-xs text-zinc-200">{pretty.text}</pre>;
}

const PAYLOAD_MODES = [
  ['tree', 'Tree'],
  ['text', 'Text'],
] as const;
