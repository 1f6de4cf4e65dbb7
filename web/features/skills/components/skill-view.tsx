import type { OpenedSkill } from '../../../../shared/skills/open-skill.ts';
import type { SkillEntry } from '../../../../shared/skills/skill-entry.ts';
import { Button } from '../../../components/button.tsx';
import { RawJsonToggle } from '../../../components/content/raw-json-toggle.tsx';
import { ErrorBoundary } from '../../../components/error-boundary.tsx';
import { ItemProblems } from '../../../components/item-problems.tsx';
import { useOpenedSkill } from '../api/skills.ts';
import { FileText } from './file-text.tsx';
import { FrontMatterTable } from './front-matter-table.tsx';
import { SkillFiles } from './skill-files.tsx';

/** One skill, opened: its SKILL.md read and verified, the front matter beside the entry's, the body, and its files. */
export function SkillView({ entry }: { entry: SkillEntry }) {
  const opened = useOpenedSkill(entry);
  return (
    <section aria-label={`Skill ${entry.name}`} className="space-y-4">
      <header className="space-y-1">
        <div className="flex flex-wrap items-baseline gap-x-3">
          <h2 className="min-w-0 break-words text-base font-semibold text-zinc-100">{entry.name}</h2>
          <span className="min-w-0 flex-1 break-all font-mono text-xs text-sky-300">{entry.uri}</span>
          <Button className="px-2 py-0.5 text-xs" disabled={opened.isFetching} onClick={() => void opened.refetch()}>
            Read again
          </Button>
        </div>
        {entry.description ? (
          <p className="whitespace-pre-wrap break-words text-sm text-zinc-400">{entry.description}</p>
        ) : null}
        {entry.sameName.length ? (
          <p className="text-xs text-amber-300">
            Another skill of this server has the same name: {entry.sameName.join(', ')}. Names are labels; a skill is
            its uri.
          </p>
        ) : null}
      </header>
      <ItemProblems noun="skill entry" findings={entry.findings} raw={entry.raw} />
      {opened.isPending ? <p className="text-sm text-zinc-500">Reading {entry.uri}…</p> : null}
      {opened.isError ? (
        <p role="alert" className="text-sm text-rose-300">
          Could not open the skill: {opened.error.message}
        </p>
      ) : null}
      {opened.data ? <Opened entry={entry} opened={opened.data} /> : null}
      {!opened.data ? <SkillFiles entry={entry} skillCheck={undefined} /> : null}
      <RawJsonToggle value={entry.raw} label="The entry as listed" />
    </section>
  );
}

function Opened({ entry, opened }: { entry: SkillEntry; opened: OpenedSkill }) {
  const read = opened.read;
  const frontMatter = opened.frontMatter;
  return (
    <>
      <Verdict opened={opened} />
      {frontMatter?.ok ? (
        <section className="space-y-2">
          <h3 className="text-xs font-semibold uppercase tracking-wide text-zinc-500">Front matter</h3>
          <ErrorBoundary what="the front matter" data={frontMatter.frontMatter}>
            <FrontMatterTable fromFile={frontMatter.frontMatter} fromEntry={entry.frontMatter} />
          </ErrorBoundary>
          {frontMatter.findings.length ? (
            <ul className="list-disc pl-4 text-xs text-amber-300">
              {frontMatter.findings.map((finding) => (
                <li key={finding.message}>{finding.message}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ) : null}
      {read.ok ? (
        <section className="space-y-2">
          <h3 className="text-xs font-semibold uppercase tracking-wide text-zinc-500">
            {frontMatter?.ok ? 'Body' : 'SKILL.md'}
          </h3>
          {frontMatter?.ok ? (
            // biome-ignore lint/a11y/useAriaPropsSupportedByRole: a read-only value named for what it holds; people and tests find it by that label (getByLabel)
            <pre
              aria-label="Body"
              className="max-h-[32rem] overflow-auto whitespace-pre-wrap break-words rounded-md border border-zinc-800 bg-zinc-950 p-3 font-mono text-xs text-zinc-200"
            >
              {frontMatter.body}
            </pre>
          ) : (
            <FileText content={read.content} label="SKILL.md as read" />
          )}
        </section>
      ) : null}
      <SkillFiles entry={entry} skillCheck={read.ok ? read.check : undefined} />
    </>
  );
}

function Verdict({ opened }: { opened: OpenedSkill }) {
  if (opened.verified) {
    return (
      <p
        role="status"
        aria-label="Verification"
        className="rounded-md border border-emerald-900 bg-emerald-950/40 px-3 py-2 text-sm text-emerald-200"
      >
        Verified: SKILL.md's size and digest are the entry's
        {opened.read.ok && opened.read.check.status === 'dynamic' ? ' (a dynamic skill: no digest to check)' : ''}, and
        its front matter is the entry's, field by field.
      </p>
    );
  }
  return (
    <div
      role="status"
      aria-label="Verification"
      className="space-y-1 rounded-md border border-rose-900 bg-rose-950/40 px-3 py-2 text-sm text-rose-200"
    >
      <p className="font-semibold">Not verified: a host must not load this skill.</p>
      <ul className="list-disc space-y-0.5 break-all pl-4 text-xs">
        {opened.failures.map((failure) => (
          <li key={failure}>{failure}</li>
        ))}
      </ul>
      <p className="text-xs text-rose-300/80">
        Shown anyway, as the server sent it: the inspector displays what a host would refuse.
      </p>
    </div>
  );
}
