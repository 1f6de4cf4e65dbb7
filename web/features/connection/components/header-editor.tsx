import { useId } from 'react';
import type { HeaderEntry } from '../../../../shared/http/http-target.ts';
import { isSecretHeader } from '../../../../shared/http/http-target.ts';
import { isForbiddenInBrowser, relayCanSend } from '../../../../shared/http/forbidden-headers.ts';
import { inputClass } from '../../../components/field.tsx';
import { SecretInput } from './secret-input.tsx';

export interface HeaderEditorProps {
  headers: HeaderEntry[];
  onChange: (headers: HeaderEntry[]) => void;
}

/** Custom headers sent with every request to the server; secret-looking values stay hidden until revealed. */
export function HeaderEditor({ headers, onChange }: HeaderEditorProps) {
  const id = useId();
  const set = (index: number, patch: Partial<HeaderEntry>) =>
    onChange(headers.map((header, i) => (i === index ? { ...header, ...patch } : header)));
  const forbidden = headers.map((header) => header.name.trim()).filter((name) => name && isForbiddenInBrowser(name));
  const relayOnly = forbidden.filter(relayCanSend);
  const unsendable = forbidden.filter((name) => !relayCanSend(name));
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-1.5">
      <div className="flex items-center justify-between">
        <h3 id={`${id}-title`} className="text-xs font-medium text-zinc-400">
          Headers
        </h3>
        <button
          type="button"
          onClick={() => onChange([...headers, { name: '', value: '' }])}
          className="text-xs text-sky-300 hover:text-sky-200"
        >
          Add header
        </button>
      </div>
      {headers.length === 0 ? <p className="text-xs text-zinc-500">None. Cookies and API keys go here.</p> : null}
      {headers.map((header, index) => (
        <div key={index} className="flex gap-1">
          <input
            aria-label={`Header ${index + 1} name`}
            className={`${inputClass.replace('w-full', '')} w-28 shrink-0`}
            placeholder="Name"
            value={header.name}
            onChange={(event) => set(index, { name: event.target.value })}
            spellCheck={false}
            autoComplete="off"
          />
          <SecretInput
            aria-label={`Header ${index + 1} value`}
            secret={isSecretHeader(header.name)}
            revealLabel={`Reveal header ${index + 1} value`}
            placeholder="Value"
            value={header.value}
            onChange={(event) => set(index, { value: event.target.value })}
          />
          <button
            type="button"
            aria-label={`Remove header ${index + 1}`}
            onClick={() => onChange(headers.filter((_, i) => i !== index))}
            className="shrink-0 rounded-md px-1.5 text-zinc-500 hover:bg-zinc-800 hover:text-zinc-100"
          >
            ×
          </button>
        </div>
      ))}
      {relayOnly.length ? (
        <p className="text-xs text-amber-300">
          A browser may not send {relayOnly.join(', ')}: this connection goes through the proxy.
        </p>
      ) : null}
      {unsendable.length ? (
        <p className="text-xs text-rose-300">
          {unsendable.join(', ')} cannot be set: the connection itself decides it, so it is not sent.
        </p>
      ) : null}
    </section>
  );
}
