import { useMemo } from 'react';
import type { Finding } from '../../../../shared/diagnose/finding.ts';
import { mergeResultFindings } from '../../../../shared/result-read/merge-result-findings.ts';
import { readPromptResult } from '../../../../shared/result-read/read-prompt-result.ts';
import { ContentList } from '../../../components/content/content-list.tsx';
import { JsonView } from '../../../components/content/json-view.tsx';
import { ProtocolProblems } from '../../../components/content/protocol-problems.tsx';
import { ErrorBoundary } from '../../../components/error-boundary.tsx';
import { OtherFields } from '../../../components/content/other-fields.tsx';
import { MarkdownText } from '../../../components/content/markdown-text.tsx';

const roleClass: Record<string, string> = {
  user: 'border-sky-800 text-sky-300',
  assistant: 'border-emerald-800 text-emerald-300',
};
const oddRoleClass = 'border-amber-800 text-amber-300';

/** A prompts/get result: its description, then each message's role and content (every content type, through the shared renderers). */
export function PromptMessages({ result, problems }: { result: unknown; problems: readonly Finding[] }) {
  const view = useMemo(() => readPromptResult(result), [result]);
  return (
    <div className="space-y-3">
      <ProtocolProblems findings={mergeResultFindings(problems, view.findings)} />
      {view.description ? (
        <MarkdownText text={view.description} label="Description" className="break-words text-sm text-zinc-300" />
      ) : null}
      {view.notAnObject ? (
        <JsonView value={view.notAnObject.value} />
      ) : view.messages.length === 0 ? (
        <p className="text-xs text-zinc-500">No messages.</p>
      ) : (
        <ol aria-label="Messages" className="space-y-3">
          {view.messages.map((message, index) => (
            <li
              key={index}
              aria-label={`Message ${index + 1}: ${message.role}`}
              className={`space-y-1.5 border-l-2 pl-3 ${roleClass[message.role] ?? oddRoleClass}`}
            >
              <p className="text-[11px] font-semibold uppercase tracking-wide">
                <span className="mr-2 font-mono font-normal text-zinc-600">{index + 1}</span>
                {message.role}
              </p>
              <ErrorBoundary what={`message ${index + 1}`} data={message} resetKey={message}>
                <ContentList blocks={message.blocks} empty="No content." />
              </ErrorBoundary>
            </li>
          ))}
        </ol>
      )}
      <OtherFields fields={view.otherFields} />
    </div>
  );
}
