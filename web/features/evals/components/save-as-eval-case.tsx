import { useId, useState } from 'react';
import type { ConversationEntry } from '../../../../shared/model/conversation-entry.ts';
import { Button } from '../../../components/button.tsx';
import { inputClass } from '../../../components/field.tsx';
import { downloadText } from '../lib/download-text.ts';

/**
 * "Save as eval case": the conversation so far as a case file of one case
 * (shared/evals/case-from-conversation.ts), shown to copy or download as
 * YAML. The case file code loads on the first click.
 */
export function SaveAsEvalCase({ entries }: { entries: () => readonly ConversationEntry[] }) {
  const [made, setMade] = useState<{ yaml?: string; problem?: string }>();
  const [copied, setCopied] = useState(false);
  const id = useId();
  const make = () =>
    import('../../../../shared/evals/case-from-conversation.ts').then(
      ({ caseFromConversation, caseFileYaml }) => {
        const current = entries();
        const firstMessage = current.find((entry) => entry.kind === 'user')?.text ?? '';
        const evalCase = caseFromConversation(current, caseName(firstMessage));
        setCopied(false);
        if (!evalCase) return setMade({ problem: 'Nothing to save yet: send a message first.' });
        const checksNothing = evalCase.expect.calls.length === 0;
        setMade({
          yaml: caseFileYaml(evalCase),
          ...(checksNothing
            ? { problem: 'The model made no tool call in its last turn: add what the case checks before running it.' }
            : {}),
        });
      },
      (error: unknown) => setMade({ problem: `The case could not be made: ${(error as Error).message}` }),
    );
  return (
    <div className="relative">
      <Button aria-expanded={made !== undefined} onClick={() => (made ? setMade(undefined) : void make())}>
        Save as eval case
      </Button>
      {made ? (
        <div className="absolute right-0 z-20 mt-1 w-[28rem] space-y-2 rounded-lg border border-zinc-700 bg-zinc-900 p-3 shadow-lg">
          {made.problem ? <p className="text-xs text-amber-300">{made.problem}</p> : null}
          {made.yaml !== undefined ? (
            <>
              <label htmlFor={id} className="block text-xs font-medium text-zinc-400">
                Eval case (YAML)
              </label>
              <textarea
                id={id}
                readOnly
                className={inputClass}
                rows={Math.min(18, made.yaml.split('\n').length)}
                value={made.yaml}
                spellCheck={false}
              />
              <div className="flex items-center gap-2">
                <Button
                  onClick={() =>
                    void navigator.clipboard.writeText(made.yaml!).then(
                      () => setCopied(true),
                      () =>
                        setMade({ ...made, problem: 'The browser did not allow copying: select the text instead.' }),
                    )
                  }
                >
                  Copy
                </Button>
                <Button onClick={() => downloadText(made.yaml!, 'eval-case.yaml', 'application/yaml')}>Download</Button>
                {copied ? <span className="text-xs text-emerald-300">Copied.</span> : null}
              </div>
            </>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** The case's name: the first words of the person's first message. */
function caseName(message: string): string {
  const words = message.trim().split(/\s+/).slice(0, 6).join(' ');
  return words === '' ? 'saved conversation' : words.replace(/[.?!:,;]+$/, '');
}
