import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import type { SkillEntry } from '../../../../shared/skills/skill-entry.ts';
import { Button } from '../../../components/button.tsx';
import { ErrorBoundary } from '../../../components/error-boundary.tsx';
import { ListProblems } from '../../../components/list-state.tsx';
import { useObservable, useSession } from '../../../lib/session-context.tsx';
import { placeRequest, requestedItem, showItem, type PlaceRequest } from '../../../lib/page-place.ts';
import { getSkill, useSkillsList, useSkillsOffered } from '../api/skills.ts';
import { SkillList } from './skill-list.tsx';
import { SkillView } from './skill-view.tsx';

/**
 * The Skills tab (SEP-2640): the skills `skills/list` gives, by name and
 * description; nothing of a skill is read until the person opens it.
 * Loaded when first shown.
 */
export default function SkillsPage() {
  const offered = useSkillsOffered();
  const list = useSkillsList();
  // What the person opened belongs to one connection: after a reconnect nothing is open, so nothing is read again unasked.
  const [openedOn, setOpenedOn] = useState<{ connection: number; entry: SkillEntry }>();
  const [fetchedOn, setFetchedOn] = useState<{ connection: number; entries: SkillEntry[] }>();
  const opened = openedOn?.connection === offered.connection ? openedOn.entry : undefined;
  const fetched = fetchedOn?.connection === offered.connection ? fetchedOn.entries : [];
  const setOpened = (entry: SkillEntry) => setOpenedOn({ connection: offered.connection, entry });
  // A skill asked for by the URI of its SKILL.md or by its name (a link, the command palette) is opened once listed.
  const asked = requestedItem(useObservable(placeRequest), 'skills');
  const [placed, setPlaced] = useState<PlaceRequest>();
  if (asked && asked.request !== placed && (list.data || !asked.item)) {
    const name = asked.item?.name;
    const wanted =
      list.data?.entries.find((entry) => entry.uri === name) ?? list.data?.entries.find((entry) => entry.name === name);
    if (wanted || !asked.item) setPlaced(asked.request);
    if (wanted) setOpened(wanted);
    else if (!asked.item) setOpenedOn(undefined);
  }
  // The page's address follows the open skill, by the URI of its SKILL.md (web/app/page-address-sync.ts).
  const openedUri = opened?.uri;
  useEffect(
    () => showItem('skills', openedUri === undefined ? undefined : { kind: 'skill', name: openedUri }, false),
    [openedUri],
  );
  if (!offered.connected) return <Note>Not connected. Connect to a server to list its skills.</Note>;
  if (!offered.offered) {
    return (
      <Note>
        This server does not declare the skills extension (
        <code className="font-mono">io.modelcontextprotocol/skills</code> in{' '}
        <code className="font-mono">capabilities.extensions</code>, SEP-2640), so it is not asked for skills. Any{' '}
        <code className="font-mono">skill://</code> resources it has are ordinary resources, in the Resources tab.
      </Note>
    );
  }
  if (list.isError) {
    return (
      <p role="alert" className="m-4 rounded-md border border-rose-900 bg-rose-950/50 p-3 text-sm text-rose-200">
        Could not list skills: {list.error.message}
      </p>
    );
  }
  if (!list.data) return <Note>Listing skills…</Note>;
  const entries = [
    ...list.data.entries,
    ...fetched.filter((entry) => !list.data.entries.some((listed) => listed.uri === entry.uri)),
  ];
  return (
    <div className="flex min-h-0 flex-1">
      <aside className="w-80 shrink-0 overflow-auto border-r border-zinc-800">
        <ListProblems findings={list.data.listFindings} />
        <p className="px-3 pb-1 pt-3 text-xs text-zinc-500">
          {list.data.entries.length} skill{list.data.entries.length === 1 ? '' : 's'} listed
          {offered.directoryRead ? ' · directoryRead' : ''}. Nothing is read until you open one.
        </p>
        <SkillList
          entries={entries}
          opened={opened?.uri}
          onOpen={(entry) => {
            setOpened(entry);
            showItem('skills', { kind: 'skill', name: entry.uri }, true);
          }}
        />
        <GetByUri
          onFound={(entry) => {
            setFetchedOn({
              connection: offered.connection,
              entries: [...fetched.filter((item) => item.uri !== entry.uri), entry],
            });
            setOpened(entry);
          }}
        />
      </aside>
      <div className="min-w-0 flex-1 overflow-auto p-4">
        {opened ? (
          <ErrorBoundary what="this skill" data={opened.raw} resetKey={opened}>
            <SkillView key={opened.uri} entry={opened} />
          </ErrorBoundary>
        ) : (
          <p className="text-sm text-zinc-500">
            Open a skill to read its SKILL.md and check it against the listed digests.
          </p>
        )}
      </div>
    </div>
  );
}

function Note({ children }: { children: ReactNode }) {
  return <p className="p-4 text-sm text-zinc-500">{children}</p>;
}

/** A skill the listing leaves out (a listing may be partial): its entry by the uri of its SKILL.md, with skills/get. */
function GetByUri({ onFound }: { onFound: (entry: SkillEntry) => void }) {
  const session = useSession();
  const [uri, setUri] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      onFound(await getSkill(session, uri.trim()));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-1 border-t border-zinc-800 px-3 py-3 text-xs">
      <label htmlFor="skill-get-uri" className="block text-zinc-500">
        A skill not listed, by the uri of its SKILL.md
      </label>
      <div className="flex gap-2">
        <input
          id="skill-get-uri"
          value={uri}
          onChange={(event) => setUri(event.target.value)}
          placeholder="skill://name/SKILL.md"
          className="min-w-0 flex-1 rounded-md border border-zinc-700 bg-zinc-900 px-2 py-1 font-mono text-xs text-zinc-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-500"
        />
        <Button className="px-2 py-0.5 text-xs" type="submit" disabled={busy || !uri.trim()}>
          Get skill
        </Button>
      </div>
      {error ? (
        <p role="alert" className="text-rose-300">
          {error}
        </p>
      ) : null}
    </form>
  );
}
