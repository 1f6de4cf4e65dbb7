import { useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { contractDiff } from '../../../../shared/snapshot/contract-diff.ts';
import { diffSnapshots } from '../../../../shared/snapshot/snapshot-diff.ts';
import type { ServerSnapshot } from '../../../../shared/snapshot/snapshot.ts';
import { Button } from '../../../components/button.tsx';
import { sizedInputClass } from '../../../components/field.tsx';
import { openSnapshotFile } from '../lib/snapshot-files.ts';
import { keptSnapshots, type KeptSnapshot } from '../lib/snapshot-store.ts';
import { ContractView } from './contract-view.tsx';
import { SnapshotCard } from './snapshot-card.tsx';
import { SnapshotDiffView } from './snapshot-diff-view.tsx';

/** A log a snapshot can be read from: one choice per connection that completed a handshake. */
export interface LogSnapshotChoice {
  /** "Live log, connection 2", "Imported run.jsonl, connection 1". */
  label: string;
  read: () => Promise<ServerSnapshot | undefined>;
}

export interface ComparePageProps {
  /** Asks the connected server now; absent when not connected. */
  takeLive: (() => Promise<ServerSnapshot>) | undefined;
  /** The logs' connections a snapshot can be read from (the live log's, and an import's). */
  logChoices: readonly LogSnapshotChoice[];
}

/**
 * Snapshots of servers (taken live, or read from a log's frames, an
 * imported one included), kept while the page lives, and any two compared.
 */
export function ComparePage({ takeLive, logChoices }: ComparePageProps) {
  const kept = useSyncExternalStore(keptSnapshots.subscribe, keptSnapshots.getSnapshot);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [choice, setChoice] = useState(0);
  const [picked, setPicked] = useState<{ before?: number; after?: number }>({});
  const before = kept.find((item) => item.id === picked.before) ?? kept.at(-2);
  const after = kept.find((item) => item.id === picked.after) ?? kept.at(-1);
  const diff = useMemo(
    () => (before && after && before !== after ? diffSnapshots(before.snapshot, after.snapshot) : undefined),
    [before, after],
  );
  // The same classes as `mcp-loupe --cli diff`, from the same code.
  const contract = useMemo(
    () => (before && after && before !== after ? contractDiff(before.snapshot, after.snapshot) : undefined),
    [before, after],
  );

  const keep = async (make: () => Promise<ServerSnapshot | undefined>, nothing: string) => {
    setBusy(true);
    setProblem(undefined);
    try {
      const snapshot = await make();
      if (!snapshot) setProblem(nothing);
      else {
        const added = keptSnapshots.add(snapshot);
        // The newest is compared with the one before it, unless the person picked otherwise.
        setPicked((current) => ({ before: current.after ?? after?.id, after: added.id }));
      }
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  const logChoice = logChoices[Math.min(choice, logChoices.length - 1)];
  const fileInput = useRef<HTMLInputElement>(null);

  return (
    <div className="min-h-0 flex-1 space-y-5 overflow-auto p-4">
      <section aria-label="Take a snapshot" className="space-y-2">
        <h2 className="text-sm font-semibold text-zinc-100">Snapshots</h2>
        <p className="text-xs text-zinc-400">
          A snapshot is what a server offered at one moment: identity, capabilities, tools with their schemas,
          resources, templates and prompts.
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="primary"
            disabled={!takeLive || busy}
            onClick={() => takeLive && void keep(takeLive, 'The server sent nothing to keep')}
            title={takeLive ? 'Ask the connected server for every list now' : 'Connect to a server first'}
          >
            Take snapshot
          </Button>
          <span className="px-1 text-xs text-zinc-500">or read one from</span>
          <select
            aria-label="Log to read"
            className={sizedInputClass('w-72')}
            value={Math.min(choice, Math.max(logChoices.length - 1, 0))}
            disabled={!logChoices.length}
            onChange={(event) => setChoice(Number(event.target.value))}
          >
            {logChoices.length ? (
              logChoices.map((item, index) => (
                <option key={item.label} value={index}>
                  {item.label}
                </option>
              ))
            ) : (
              <option>No handshake in any log yet</option>
            )}
          </select>
          <Button
            disabled={!logChoice || busy}
            onClick={() =>
              logChoice &&
              void keep(logChoice.read, `${logChoice.label} holds no answer to initialize or server/discover`)
            }
          >
            Read from log
          </Button>
          <Button
            disabled={busy}
            onClick={() => fileInput.current?.click()}
            title="A snapshot saved here or written by mcp-loupe --cli snapshot, or a log exported by mcp-loupe"
          >
            Open snapshot file
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept=".json,.jsonl,application/json"
            aria-label="Snapshot file"
            className="hidden"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void keep(() => openSnapshotFile(file), `${file.name} holds no snapshot`);
            }}
          />
          {busy ? (
            <span role="status" className="text-xs text-zinc-400">
              Reading…
            </span>
          ) : null}
        </div>
        {problem ? (
          <p role="alert" className="text-xs text-rose-300">
            {problem}
          </p>
        ) : null}
      </section>

      {kept.length ? (
        <section aria-label="Compare" className="space-y-3">
          <div className="flex flex-wrap items-center gap-2 text-xs text-zinc-400">
            <SnapshotPicker
              label="Before"
              kept={kept}
              value={before}
              onChange={(id) => setPicked((current) => ({ before: id, after: current.after ?? after?.id }))}
            />
            <span aria-hidden="true">→</span>
            <SnapshotPicker
              label="After"
              kept={kept}
              value={after}
              onChange={(id) => setPicked((current) => ({ before: current.before ?? before?.id, after: id }))}
            />
            <Button
              variant="ghost"
              className="py-1 text-xs"
              disabled={!before || !after}
              onClick={() => setPicked({ before: after?.id, after: before?.id })}
            >
              Swap
            </Button>
          </div>
          <div className="grid grid-cols-2 gap-3">
            {before ? (
              <SnapshotCard title="Before" kept={before} onRemove={() => keptSnapshots.remove(before.id)} />
            ) : (
              <Empty />
            )}
            {after && after !== before ? (
              <SnapshotCard title="After" kept={after} onRemove={() => keptSnapshots.remove(after.id)} />
            ) : (
              <Empty />
            )}
          </div>
          {contract ? <ContractView contract={contract} /> : null}
          {diff ? (
            <SnapshotDiffView diff={diff} />
          ) : (
            <p className="text-sm text-zinc-400">Take or read a second snapshot to compare it with this one.</p>
          )}
        </section>
      ) : (
        <p className="text-sm text-zinc-500">
          No snapshots yet. Take one, change the server (or connect to another), and take another.
        </p>
      )}
    </div>
  );
}

function SnapshotPicker({
  label,
  kept,
  value,
  onChange,
}: {
  label: string;
  kept: readonly KeptSnapshot[];
  value: KeptSnapshot | undefined;
  onChange: (id: number) => void;
}) {
  return (
    <label className="flex items-center gap-1.5">
      {label}
      <select
        className={sizedInputClass('w-[26rem] max-w-full')}
        value={value?.id ?? ''}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {kept.map((item) => (
          <option key={item.id} value={item.id}>
            #{item.id} {item.snapshot.label}
          </option>
        ))}
      </select>
    </label>
  );
}

function Empty() {
  return (
    <div className="rounded-md border border-dashed border-zinc-800 p-3 text-xs text-zinc-500">
      Nothing to compare with yet.
    </div>
  );
}
