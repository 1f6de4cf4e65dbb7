import type { PromptItem } from '../../../../shared/protocol-read/prompt-item.ts';
import { ErrorBoundary } from '../../../components/error-boundary.tsx';
import { ProblemMarker } from '../../../components/problem-marker.tsx';

/** Every prompt by name and description; broken entries are kept and marked. */
export function PromptList({
  prompts,
  selected,
  onSelect,
}: {
  prompts: readonly PromptItem[];
  selected: string | undefined;
  onSelect: (key: string) => void;
}) {
  return (
    <ul aria-label="Prompts">
      {prompts.map((prompt, index) => (
        <li key={prompt.key}>
          <ErrorBoundary what={`prompt ${index + 1}`} inline resetKey={prompt}>
            <button
              type="button"
              aria-pressed={prompt.key === selected}
              onClick={() => onSelect(prompt.key)}
              className={`w-full border-l-2 px-3 py-1.5 text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-sky-500 ${
                prompt.key === selected ? 'border-sky-400 bg-zinc-800/80' : 'border-transparent hover:bg-zinc-900'
              }`}
            >
              <span className="flex min-w-0 items-center gap-2">
                <span
                  className={`min-w-0 truncate font-mono text-[13px] ${typeof prompt.rawName === 'string' ? 'text-zinc-100' : 'italic text-amber-200'}`}
                >
                  {prompt.name}
                </span>
                <ProblemMarker findings={prompt.findings} />
              </span>
              <span className="block truncate text-[11px] text-zinc-500">{prompt.description}</span>
            </button>
          </ErrorBoundary>
        </li>
      ))}
    </ul>
  );
}
