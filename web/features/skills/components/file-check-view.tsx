import type { FileCheck } from '../../../../shared/skills/file-check.ts';

const tone: Record<FileCheck['status'], string> = {
  match: 'text-emerald-300',
  mismatch: 'text-rose-300',
  'not-listed': 'text-rose-300',
  unverifiable: 'text-amber-300',
  dynamic: 'text-zinc-400',
};

const word: Record<FileCheck['status'], string> = {
  match: 'digest matches',
  mismatch: 'digest mismatch',
  'not-listed': 'not listed',
  unverifiable: 'cannot be checked',
  dynamic: 'dynamic: nothing to check',
};

/** A file's check: the verdict, and on a mismatch both values, listed and read. */
export function FileCheckView({ check }: { check: FileCheck }) {
  return (
    <div role="status" aria-label="Digest check" className={`space-y-0.5 text-xs ${tone[check.status]}`}>
      <p className="font-semibold">
        {check.status === 'mismatch'
          ? check.differs.includes('digest')
            ? 'digest mismatch'
            : 'size mismatch'
          : word[check.status]}
        {check.status === 'unverifiable'
          ? `: ${check.why}`
          : check.status === 'match'
            ? ` (${check.actual.size} bytes)`
            : ''}
      </p>
      {check.status === 'mismatch' ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-2 font-mono text-[11px]">
          <dt className="text-zinc-500">listed</dt>
          <dd className="break-all">
            {check.expected.digest ?? '(no digest)'} · {check.expected.size ?? '?'} bytes
          </dd>
          <dt className="text-zinc-500">read</dt>
          <dd className="break-all">
            {check.actual.digest} · {check.actual.size} bytes
          </dd>
        </dl>
      ) : check.status === 'match' ? null : (
        <p className="break-all font-mono text-[11px] text-zinc-500">
          {check.actual.digest} · {check.actual.size} bytes
        </p>
      )}
      {check.status === 'not-listed' ? (
        <p className="text-zinc-400">
          The skill's entry does not list this file: a host acting on the skill must treat reading it as a verification
          failure.
        </p>
      ) : null}
      {check.status === 'mismatch' ? (
        <p className="text-zinc-400">The bytes are not what the entry describes: a host must not use them.</p>
      ) : null}
    </div>
  );
}
