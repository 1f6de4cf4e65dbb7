import { useEffect, useMemo, useRef, useState } from 'react';
import { LargeText } from '../../../components/content/large-text.tsx';
import { formatBytes } from '../lib/format.ts';
import {
  childPointer,
  countMembers,
  membersPage,
  scalarText,
  stringValue,
  type JsonMember,
  type JsonSpan,
  type MemberCursor,
} from '../lib/json-spans.ts';

const PAGE = 100;

export interface JsonTreeProps {
  text: string;
  root: JsonSpan;
  /** Pointers shown open at first: the root, and the way to a highlighted node. */
  initiallyOpen: readonly string[];
  /** The node a finding names: marked, and scrolled into view. */
  highlight?: string | undefined;
}

/**
 * A JSON value as a tree that reads only what is open: a container's members
 * are scanned from the text when it is opened, a hundred at a time; a
 * closed one shows only its size. Nothing is parsed whole.
 */
export function JsonTree({ text, root, initiallyOpen, highlight }: JsonTreeProps) {
  const [open, setOpen] = useState(() => new Set(initiallyOpen));
  const [openFor, setOpenFor] = useState(initiallyOpen);
  if (openFor !== initiallyOpen) {
    // A finding's pointer was chosen: open the way to it, keep what the person opened.
    setOpenFor(initiallyOpen);
    setOpen((current) => new Set([...current, ...initiallyOpen]));
  }
  const toggle = (pointer: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(pointer)) next.add(pointer);
      return next;
    });
  return (
    <ul aria-label="JSON tree" className="font-mono text-xs leading-5 text-zinc-200">
      <JsonNode
        text={text}
        span={root}
        pointer=""
        name={undefined}
        open={open}
        onToggle={toggle}
        highlight={highlight}
      />
    </ul>
  );
}

interface NodeProps {
  text: string;
  span: JsonSpan;
  pointer: string;
  name: string | number | undefined;
  open: ReadonlySet<string>;
  onToggle: (pointer: string) => void;
  highlight: string | undefined;
}

function JsonNode({ text, span, pointer, name, open, onToggle, highlight }: NodeProps) {
  const marked = highlight === pointer;
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (marked) ref.current?.scrollIntoView({ block: 'nearest' });
  }, [marked]);
  const container = span.type === 'object' || span.type === 'array';
  const isOpen = container && open.has(pointer);
  // Counted once it opens: a closed container costs nothing but its size, which is free.
  const total = useMemo(() => (isOpen ? countMembers(text, span) : undefined), [isOpen, text, span]);
  const line = `flex min-w-0 items-baseline gap-1.5 rounded px-1 ${marked ? 'bg-amber-900/50 ring-1 ring-amber-500/70' : ''}`;
  return (
    <li>
      <div ref={ref} className={line} data-pointer={pointer}>
        {container ? (
          <button
            type="button"
            aria-expanded={isOpen}
            onClick={() => onToggle(pointer)}
            className="flex min-w-0 items-baseline gap-1.5 text-left hover:text-zinc-50 focus-visible:outline-none focus-visible:ring-1 focus-visible:ring-sky-500"
          >
            <span aria-hidden className="w-3 shrink-0 text-zinc-500">
              {isOpen ? '▾' : '▸'}
            </span>
            <Name name={name} />
            <span className="text-zinc-400">{span.type === 'object' ? '{…}' : '[…]'}</span>
            <span className="text-[11px] text-zinc-500">
              {total !== undefined
                ? `${total.toLocaleString('en-US')} ${span.type === 'object' ? (total === 1 ? 'member' : 'members') : total === 1 ? 'item' : 'items'} · `
                : ''}
              {formatBytes(span.end - span.start)}
            </span>
          </button>
        ) : (
          <>
            <span aria-hidden className="w-3 shrink-0" />
            <Name name={name} />
            <Scalar text={text} span={span} />
          </>
        )}
      </div>
      {isOpen && total ? (
        <Members
          text={text}
          span={span}
          total={total}
          pointer={pointer}
          open={open}
          onToggle={onToggle}
          highlight={highlight}
        />
      ) : null}
    </li>
  );
}

function Name({ name }: { name: string | number | undefined }) {
  if (name === undefined) return null;
  return (
    <span className={`shrink-0 ${typeof name === 'number' ? 'text-zinc-500' : 'text-sky-300'}`}>
      {typeof name === 'number' ? `${name}:` : `${JSON.stringify(name)}:`}
    </span>
  );
}

/** An open container's members, a page at a time. */
function Members({
  text,
  span,
  total,
  pointer,
  open,
  onToggle,
  highlight,
}: Omit<NodeProps, 'name'> & { total: number }) {
  const [pages, setPages] = useState(1);
  const { members, next } = useMemo(() => {
    const read: JsonMember[] = [];
    let cursor: MemberCursor | undefined;
    for (let page = 0; page < pages; page++) {
      const result = membersPage(text, span, cursor, PAGE);
      read.push(...result.members);
      cursor = result.next;
      if (!cursor) break;
    }
    return { members: read, next: cursor };
  }, [text, span, pages]);
  return (
    <ul className="ml-3 border-l border-zinc-800 pl-2">
      {members.map((member) => {
        const memberPointer = childPointer(pointer, member.key);
        return (
          <JsonNode
            key={memberPointer}
            text={text}
            span={member.span}
            pointer={memberPointer}
            name={member.key}
            open={open}
            onToggle={onToggle}
            highlight={highlight}
          />
        );
      })}
      {next ? (
        <li>
          <button
            type="button"
            onClick={() => setPages((count) => count + 1)}
            className="ml-4 text-sky-400 hover:underline"
          >
            Show {Math.min(PAGE, total - members.length)} more ({members.length.toLocaleString('en-US')} of{' '}
            {total.toLocaleString('en-US')} shown)
          </button>
        </li>
      ) : null}
    </ul>
  );
}

const scalarColors: Record<string, string> = {
  string: 'text-emerald-300',
  number: 'text-amber-200',
  boolean: 'text-violet-300',
  null: 'text-zinc-500',
};

/** A scalar; a long string shows its start, and all of it on request. */
function Scalar({ text, span }: { text: string; span: JsonSpan }) {
  const [whole, setWhole] = useState(false);
  const shown = useMemo(() => scalarText(text, span), [text, span]);
  const color = scalarColors[span.type] ?? 'text-zinc-200';
  if (span.type !== 'string') return <span className={`break-all ${color}`}>{shown.text}</span>;
  return (
    <div className="min-w-0 flex-1">
      <span className={`whitespace-pre-wrap break-all ${color}`}>
        {JSON.stringify(shown.text).slice(0, shown.cut ? -1 : undefined)}
        {shown.cut ? '…' : ''}
      </span>
      {shown.cut ? (
        <>
          <span className="ml-1.5 text-[11px] text-zinc-500">{formatBytes(span.end - span.start)} string</span>
          <button
            type="button"
            onClick={() => setWhole((value) => !value)}
            className="ml-1.5 text-[11px] text-sky-400 hover:underline"
          >
            {whole ? 'Hide whole string' : 'Show whole string'}
          </button>
          {whole ? <WholeString text={text} span={span} /> : null}
        </>
      ) : null}
    </div>
  );
}

function WholeString({ text, span }: { text: string; span: JsonSpan }) {
  const value = useMemo(() => stringValue(text, span), [text, span]);
  return (
    <div className="mt-1">
      <LargeText text={value} />
    </div>
  );
}
