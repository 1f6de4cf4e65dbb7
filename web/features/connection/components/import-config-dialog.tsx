import { useDeferredValue, useEffect, useId, useMemo, useRef, useState, type DragEvent } from 'react';
import { CONFIG_FORMAT_NAMES, type ImportedServer } from '../../../../shared/config/config-types.ts';
import { importConfig } from '../../../../shared/config/import-config.ts';
import type { ConnectTarget } from '../../../../shared/session/connect-target.ts';
import { targetFacts } from '../../../../shared/session/target-kinds.ts';
import { Button } from '../../../components/button.tsx';
import { inputClass } from '../../../components/field.tsx';

export interface ImportConfigDialogProps {
  open: boolean;
  onClose: () => void;
  /** The server picked; the dialog closes. */
  onUse: (server: ImportedServer & { target: ConnectTarget }, source: string) => void;
}

/**
 * Paste a config, or drop or choose its file; see the servers it holds, what
 * each would run and what could not be imported; pick one to fill the
 * connection fields. Nothing connects from here.
 */
export function ImportConfigDialog({ open, onClose, onUse }: ImportConfigDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const id = useId();
  const [text, setText] = useState('');
  const [fileName, setFileName] = useState<string>();
  const [fileProblem, setFileProblem] = useState<string>();
  const [dragging, setDragging] = useState(false);
  const deferred = useDeferredValue(text);
  const read = useMemo(() => (deferred.trim() ? importConfig(deferred) : undefined), [deferred]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  const readFile = async (file: File | undefined) => {
    if (!file) return;
    setFileProblem(undefined);
    try {
      setText(await file.text());
      setFileName(file.name);
    } catch (error) {
      setFileProblem(`Could not read ${file.name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void readFile(event.dataTransfer.files[0]);
  };
  const source =
    fileName ??
    (read?.format ? `a pasted ${CONFIG_FORMAT_NAMES[read.format].replace(/ \(.*\)$/, '')} config` : 'a pasted config');

  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      onClose={onClose}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
      className={`m-auto w-[44rem] max-w-[calc(100vw-2rem)] rounded-lg border bg-zinc-900 p-0 text-zinc-100 shadow-2xl backdrop:bg-black/60 ${dragging ? 'border-sky-500' : 'border-zinc-700'}`}
    >
      <div className="flex max-h-[calc(100vh-4rem)] flex-col gap-3 p-4">
        <div className="flex items-center gap-2">
          <h2 id={`${id}-title`} className="text-sm font-semibold">
            Import config
          </h2>
          <button
            type="button"
            aria-label="Close"
            onClick={onClose}
            className="ml-auto rounded px-1.5 text-zinc-400 hover:bg-zinc-800 hover:text-zinc-100"
          >
            ×
          </button>
        </div>
        <p className="text-xs text-zinc-400">
          Paste a config, or drop or choose its file: Claude Desktop, Cursor, VS Code, the MCP Inspector’s --config, or
          a registry server.json. Picking a server fills the connection fields; nothing starts until you press Connect.
        </p>
        <textarea
          aria-label="Config text"
          className={`${inputClass} min-h-32 resize-y`}
          rows={8}
          value={text}
          placeholder={'{\n  "mcpServers": {\n    "name": { "command": "npx", "args": ["-y", "…"] }\n  }\n}'}
          onChange={(event) => {
            setText(event.target.value);
            setFileName(undefined);
          }}
          spellCheck={false}
        />
        <div className="flex items-center gap-2 text-xs text-zinc-500">
          <Button className="px-2 py-1 text-xs" onClick={() => fileInput.current?.click()}>
            Choose file…
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept=".json,.jsonc,application/json,text/plain"
            className="hidden"
            tabIndex={-1}
            aria-hidden="true"
            onChange={(event) => void readFile(event.target.files?.[0]).finally(() => (event.target.value = ''))}
          />
          <span className="min-w-0 truncate">
            {fileName ? <span className="font-mono text-zinc-300">{fileName}</span> : 'or drop a file on this dialog'}
          </span>
        </div>
        {fileProblem ? (
          <p role="alert" className="text-xs text-rose-300">
            {fileProblem}
          </p>
        ) : null}
        {read ? <ImportResult read={read} onUse={(server) => onUse(server, source)} /> : null}
      </div>
    </dialog>
  );
}

function ImportResult({
  read,
  onUse,
}: {
  read: ReturnType<typeof importConfig>;
  onUse: (server: ImportedServer & { target: ConnectTarget }) => void;
}) {
  if (read.problem) {
    return (
      <p role="alert" className="text-xs text-rose-300">
        {read.problem}
      </p>
    );
  }
  const usable = read.servers.filter((server) => server.target).length;
  return (
    <div className="flex min-h-0 flex-col gap-1.5">
      <p role="status" className="text-xs text-zinc-400">
        {read.format ? `Read as ${CONFIG_FORMAT_NAMES[read.format]}` : 'Read'}: {read.servers.length}{' '}
        {read.servers.length === 1 ? 'server' : 'servers'}
        {usable < read.servers.length ? `, ${read.servers.length - usable} of them cannot be imported` : ''}
      </p>
      <ul aria-label="Servers in the config" className="min-h-0 space-y-1.5 overflow-auto">
        {read.servers.map((server, index) => (
          <ServerRow key={`${index}-${server.name}`} server={server} onUse={onUse} />
        ))}
      </ul>
    </div>
  );
}

function ServerRow({
  server,
  onUse,
}: {
  server: ImportedServer;
  onUse: (server: ImportedServer & { target: ConnectTarget }) => void;
}) {
  const { target } = server;
  return (
    <li
      aria-label={server.name}
      className="flex items-start gap-3 rounded-md border border-zinc-800 bg-zinc-950/60 px-2.5 py-2"
    >
      <div className="min-w-0 flex-1 space-y-0.5 text-xs">
        <p className="flex items-baseline gap-2">
          <span className="font-semibold text-zinc-100">{server.name}</span>
          {target ? <span className="text-zinc-500">{targetFacts(target).label}</span> : null}
        </p>
        {target ? (
          <p className="break-all font-mono text-zinc-300">{server.summary}</p>
        ) : (
          <p className="text-rose-300">Cannot be imported: {server.problem}</p>
        )}
        {target ? <SentWith target={target} /> : null}
        {server.placeholders.map((placeholder, index) => (
          <p key={`p${index}`} className="text-amber-200">
            Needs <code className="font-mono">{placeholder.text}</code> in {placeholder.where}
            {placeholder.description ? ` — ${placeholder.description}` : ''}
            {placeholder.secret ? ' (secret)' : ''}
          </p>
        ))}
        {server.findings.map((finding, index) => (
          <p key={`n${index}`} className="text-zinc-500">
            {finding.message}
          </p>
        ))}
      </div>
      {target ? (
        <Button
          variant="primary"
          className="shrink-0 px-2.5 py-1 text-xs"
          aria-label={`Use ${server.name}`}
          onClick={() => onUse({ ...server, target })}
        >
          Use
        </Button>
      ) : null}
    </li>
  );
}

/** The variables a command gets, or the headers a URL is sent, by name (their values show once the fields are filled). */
function SentWith({ target }: { target: ConnectTarget }) {
  const { settings } = targetFacts(target);
  if (settings.names.length === 0) return null;
  return (
    <p className="break-words text-zinc-500">
      {settings.label}: <span className="font-mono text-zinc-400">{settings.names.join(', ')}</span>
    </p>
  );
}
