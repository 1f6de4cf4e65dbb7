import { useState, type FormEvent } from 'react';
import type { FileCheck } from '../../../../shared/skills/file-check.ts';
import { skillRoot, type SkillEntry } from '../../../../shared/skills/skill-entry.ts';
import { Button } from '../../../components/button.tsx';
import { formatBytes } from '../../../components/content/format.ts';
import { ErrorBoundary } from '../../../components/error-boundary.tsx';
import { useSkillFile } from '../api/skills.ts';
import { FileCheckView } from './file-check-view.tsx';
import { FileText } from './file-text.tsx';

/**
 * The skill's files as its entry lists them, with the listed size and
 * digest; a file is read (and checked) only when the person opens it.
 * SKILL.md's check is the one made when the skill was opened.
 */
export function SkillFiles({ entry, skillCheck }: { entry: SkillEntry; skillCheck: FileCheck | undefined }) {
  const [opened, setOpened] = useState<readonly string[]>([]);
  const toggle = (uri: string) =>
    setOpened((now) => (now.includes(uri) ? now.filter((item) => item !== uri) : [...now, uri]));
  const listed = Array.isArray(entry.files) ? entry.files : [];
  const unlisted = opened.filter((uri) => !listed.some((file) => file.uri === uri));
  return (
    <section aria-label="Files" className="space-y-2">
      <h3 className="text-xs font-semibold uppercase tracking-wide text-zinc-500">
        Files{' '}
        {entry.files === 'dynamic'
          ? '(dynamic: the server publishes no digests)'
          : entry.files === 'invalid'
            ? '(the entry lists none it may)'
            : `(${listed.length})`}
      </h3>
      <ul className="divide-y divide-zinc-800/70 rounded-md border border-zinc-800">
        {listed.map((file) => {
          const isSkill = file.uri === entry.uri;
          const open = opened.includes(file.uri);
          return (
            <li key={file.uri} className="space-y-2 px-3 py-2">
              <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                {isSkill ? (
                  <span className="font-mono text-xs text-zinc-100">{file.path}</span>
                ) : (
                  <button
                    type="button"
                    aria-expanded={open}
                    onClick={() => toggle(file.uri)}
                    className="rounded-sm font-mono text-xs text-sky-300 hover:text-sky-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-500"
                  >
                    {open ? '▾' : '▸'} {file.path}
                  </button>
                )}
                <span className="text-[11px] text-zinc-500">
                  {file.size !== undefined ? formatBytes(file.size) : 'no size'}
                </span>
                <span className="min-w-0 break-all font-mono text-[11px] text-zinc-600">
                  {file.digest ?? 'no digest'}
                </span>
              </div>
              {isSkill ? (
                skillCheck ? (
                  <FileCheckView check={skillCheck} />
                ) : (
                  <p className="text-xs text-zinc-500">Read when the skill is opened.</p>
                )
              ) : !open ? (
                <p className="text-xs text-zinc-500">Not read. Open it to read and check it.</p>
              ) : null}
              {open ? (
                <ErrorBoundary what={`the file ${file.path}`} resetKey={file.uri}>
                  <FileRead entry={entry} uri={file.uri} />
                </ErrorBoundary>
              ) : null}
            </li>
          );
        })}
        {unlisted.map((uri) => (
          <li key={uri} className="space-y-2 px-3 py-2">
            <button
              type="button"
              aria-expanded
              onClick={() => toggle(uri)}
              className="rounded-sm font-mono text-xs text-sky-300 hover:text-sky-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-500"
            >
              ▾ {uri}
            </button>
            <FileRead entry={entry} uri={uri} />
          </li>
        ))}
      </ul>
      <ReadByPath
        root={skillRoot(entry.uri)}
        onRead={(uri) => setOpened((now) => (now.includes(uri) ? now : [...now, uri]))}
      />
    </section>
  );
}

function FileRead({ entry, uri }: { entry: SkillEntry; uri: string }) {
  const read = useSkillFile(entry, uri);
  if (read.isPending) return <p className="text-xs text-zinc-500">Reading {uri}…</p>;
  if (read.isError)
    return (
      <p role="alert" className="text-xs text-rose-300">
        Could not read {uri}: {read.error.message}
      </p>
    );
  const file = read.data;
  if (!file.ok)
    return (
      <p role="alert" className="text-xs text-rose-300">
        Could not read {uri}: {file.error}
      </p>
    );
  return (
    <div className="space-y-2">
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <FileCheckView check={file.check} />
        </div>
        <Button className="px-2 py-0.5 text-xs" disabled={read.isFetching} onClick={() => void read.refetch()}>
          Read again
        </Button>
      </div>
      {file.content.findings.length ? (
        <ul className="list-disc pl-4 text-xs text-amber-300">
          {file.content.findings.map((finding) => (
            <li key={finding.message}>{finding.message}</li>
          ))}
        </ul>
      ) : null}
      <FileText content={file.content} label={`Contents of ${uri}`} />
    </div>
  );
}

/** A file the entry may not list (a relative reference in SKILL.md, a dynamic skill's file): read by its path under the skill. */
function ReadByPath({ root, onRead }: { root: string; onRead: (uri: string) => void }) {
  const [path, setPath] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const clean = path.trim().replace(/^\.?\//, '');
    if (clean) onRead(`${root}/${clean}`);
  };
  return (
    <form onSubmit={submit} className="flex items-center gap-2 text-xs">
      <label className="text-zinc-500" htmlFor="skill-file-path">
        Read a file by its path in the skill
      </label>
      <span className="font-mono text-zinc-600">{root}/</span>
      <input
        id="skill-file-path"
        value={path}
        onChange={(event) => setPath(event.target.value)}
        placeholder="references/GUIDE.md"
        className="min-w-0 flex-1 rounded-md border border-zinc-700 bg-zinc-900 px-2 py-1 font-mono text-xs text-zinc-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-500"
      />
      <Button className="px-2 py-0.5 text-xs" type="submit" disabled={!path.trim()}>
        Read
      </Button>
    </form>
  );
}
