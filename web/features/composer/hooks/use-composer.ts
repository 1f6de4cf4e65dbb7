import { useEffect, useRef, useState } from 'react';
import { findMethod } from '../../../../shared/protocol/catalogue.ts';
import {
  advanceComposerIds,
  requestIds,
  withFreshIds,
  type RawSendResult,
} from '../../../../shared/session/raw-send.ts';
import { PROTOCOL_REVISIONS } from '../../../../shared/protocol/revisions.ts';
import { composerDraft, takeComposerDraft } from '../../../lib/composer-draft.ts';
import { useSession, useSessionState } from '../../../lib/session-context.tsx';
import { frameFor, lastEnvelope, readMessage, withMethod } from '../lib/composer-frame.ts';

/** What the last Send sent, and what came back. */
export interface ComposerOutcome {
  readonly sent: unknown;
  readonly result: RawSendResult;
}

/**
 * The composer's state: the message being written, the method that started
 * it, the send under way and the last outcome. A frame handed over by the
 * log (Edit and resend) replaces the message, with fresh ids, and opens the
 * composer with the focus in it.
 */
export function useComposer() {
  const session = useSession();
  const state = useSessionState();
  const revision = state.server?.protocolVersion ?? PROTOCOL_REVISIONS.at(-1)!;
  const [open, setOpen] = useState(false);
  const [method, setMethod] = useState('');
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string>();
  const [waiting, setWaiting] = useState<AbortController>();
  const [outcome, setOutcome] = useState<ComposerOutcome>();
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const focusNext = useRef(false);
  /** Composer ids already sent: sending the same text again moves them on rather than reuse them. */
  const sentIds = useRef(new Set<string>());
  const nextId = () => session.nextRawId();

  useEffect(() => {
    const takeDraft = () => {
      const draft = takeComposerDraft();
      if (!draft) return;
      setText(withFreshIds(draft.text, () => session.nextRawId()));
      setProblem(undefined);
      setOpen(true);
      focusNext.current = true;
    };
    takeDraft();
    return composerDraft.subscribe(takeDraft);
  }, [session]);
  useEffect(() => {
    if (!focusNext.current || !messageRef.current) return;
    focusNext.current = false;
    messageRef.current.focus();
  });

  const chooseMethod = (name: string) => {
    setMethod(name);
    const trimmed = name.trim();
    if (!trimmed) return;
    const envelope = () => lastEnvelope(session.log.entries(), state.connection);
    if (findMethod(trimmed, revision) || !text.trim()) setText(frameFor(trimmed, revision, nextId, envelope()));
    else setText((current) => withMethod(current, trimmed) ?? current);
  };

  const send = async () => {
    let message = text;
    if (requestIds(parsedOrUndefined(message)).some((id) => typeof id === 'string' && sentIds.current.has(id))) {
      message = advanceComposerIds(message, nextId);
      setText(message);
    }
    const read = readMessage(message);
    if ('problem' in read) {
      setProblem(`${read.problem}. Nothing was sent.`);
      return;
    }
    setProblem(undefined);
    for (const id of requestIds(read.value)) if (typeof id === 'string') sentIds.current.add(id);
    const controller = new AbortController();
    setWaiting(controller);
    setOutcome(undefined);
    const result = await session.sendRaw(read.value, controller.signal);
    setWaiting((current) => (current === controller ? undefined : current));
    setOutcome({ sent: read.value, result });
  };

  return {
    open,
    setOpen,
    revision,
    connected: state.status === 'connected',
    /** Legacy HTTP+SSE: the SDK's transport reads one message per event, so a batch of answers cannot come back to the composer. */
    legacySse: state.remote?.transport === 'sse',
    method,
    chooseMethod,
    text,
    setText: (next: string) => {
      setText(next);
      if (problem) setProblem(undefined);
    },
    problem,
    waiting: waiting !== undefined,
    stopWaiting: () => waiting?.abort(),
    send,
    outcome,
    messageRef,
  };
}

function parsedOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
