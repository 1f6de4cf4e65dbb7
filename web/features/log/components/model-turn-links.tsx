import { turnOfFrame } from '../../../../shared/wire/model-turn-links.ts';
import type { WireEntry } from '../../../../shared/wire/wire-entry.ts';
import { formatTime } from '../lib/format.ts';

const link = 'font-mono text-sky-400 hover:underline';

/**
 * A model turn's figures and the tools/call frames it caused, each a link;
 * on a tools/call frame a model turn caused, the link back to that turn.
 */
export function ModelTurnLinks({
  entry,
  entries,
  onSelect,
}: {
  entry: WireEntry;
  entries: () => readonly WireEntry[];
  onSelect: (seq: number) => void;
}) {
  if (entry.kind !== 'model') {
    const turn = turnOfFrame(entries(), entry.seq);
    if (!turn?.model) return null;
    return (
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 border-b border-zinc-800 px-3 py-2 text-xs">
        <dt className="text-zinc-500">Caused by</dt>
        <dd>
          <button type="button" className={link} onClick={() => onSelect(turn.seq)}>
            model step {turn.model.step} of conversation {turn.model.conversation}
          </button>{' '}
          <span className="text-zinc-500">({turn.model.model})</span>
        </dd>
      </dl>
    );
  }
  const facts = entry.model;
  if (!facts) return null;
  const figures: [string, string][] = [
    ['Model', facts.model],
    ['Step', `${facts.step} of conversation ${facts.conversation}, turn ${facts.turn}`],
  ];
  if (facts.status)
    figures.push(['Ended', facts.finishReason ? `${facts.status} (${facts.finishReason})` : facts.status]);
  if (facts.firstTokenMs !== undefined) figures.push(['First token', `${facts.firstTokenMs} ms`]);
  if (facts.totalMs !== undefined) figures.push(['Answer took', `${facts.totalMs} ms`]);
  if (facts.inputTokens !== undefined || facts.outputTokens !== undefined)
    figures.push(['Tokens', `${facts.inputTokens ?? '?'} in, ${facts.outputTokens ?? '?'} out`]);
  if (facts.cost !== undefined) figures.push(['Cost', String(facts.cost)]);
  const calls = facts.calls ?? [];
  return (
    <section aria-label="Model turn" className="border-b border-zinc-800 px-3 py-2 text-xs">
      {entry.direction === 'in' ? (
        <>
          <h4 className="text-zinc-500">Tool calls it caused</h4>
          {calls.length ? (
            <ul className="mt-0.5 space-y-0.5">
              {calls.map((call, index) => {
                const frame = call.seq === undefined ? undefined : entries()[call.seq];
                return (
                  <li key={index}>
                    {frame ? (
                      <button type="button" className={link} onClick={() => onSelect(frame.seq)}>
                        tools/call #{String(frame.id)} ({call.tool}) at {formatTime(frame.t)}
                      </button>
                    ) : (
                      <span className="font-mono text-zinc-400">
                        {call.tool}: {call.status === 'done' ? 'no tools/call frame in this log' : call.status}
                      </span>
                    )}
                  </li>
                );
              })}
            </ul>
          ) : (
            <p className="mt-0.5 text-zinc-400">none: the model answered without calling a tool</p>
          )}
        </>
      ) : null}
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
        {figures.map(([name, value]) => (
          <div key={name} className="contents">
            <dt className="text-zinc-500">{name}</dt>
            <dd className="font-mono">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
