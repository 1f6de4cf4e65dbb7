import type { McpUiDisplayMode, McpUiHostContext } from '@modelcontextprotocol/ext-apps/app-bridge';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { readAppView, type AppView } from '../../../shared/apps/app-resource.ts';
import type { Finding } from '../../../shared/diagnose/finding.ts';
import type { CallOutcome } from '../../../shared/session/call-outcome.ts';
import { proxyToken } from '../../lib/api.ts';
import { useObservable, useSession, useSessionState } from '../../lib/session-context.tsx';
import { type ResolvedAppearance, shownAppearance } from '../../lib/appearance.ts';
import { useQueryClient } from '@tanstack/react-query';
import { resourcesListQuery } from '../../lib/resources-list-query.ts';
import { toolsListQuery } from '../../lib/tools-list-query.ts';
import { offeredDisplayModes } from '../../../shared/apps/display-modes.ts';
import { AppHost, type GrantedSandbox } from './app-host.ts';
import { AppMessages } from './app-messages.tsx';
import { AppMessagesStore } from '../../../shared/apps/app-messages-store.ts';
import { AppTools } from './app-tools.tsx';
import { DownloadDialog } from './download-dialog.tsx';
import type { DownloadItem } from '../../../shared/apps/download-file.ts';
import { openableUrl } from '../../../shared/lib/openable-url.ts';
import { hostStyles } from './host-styles.ts';
import { devices, HostBar, type HostSettings } from './host-bar.tsx';
import { rememberedSettings, rememberSettings } from './remembered-settings.ts';
import {
  containerDimensionsFor,
  frameHeightFor,
  maxHeightFor,
  type FrameBox,
} from '../../../shared/apps/frame-size.ts';
import { partialArguments } from '../../../shared/apps/partial-input.ts';
import { ProfileSelect } from './profile-select.tsx';
import { DEFAULT_PROFILE, isHostProfileId, type HostProfileId } from '../../../shared/apps/host-profiles.ts';

export interface AppViewProps {
  uri: string;
  /** The tool the view belongs to, as listed. */
  tool: unknown;
  /** The connection the view's server is on. */
  connection: number;
  /** The arguments of the call (or the form's, when opened without one). */
  input: Record<string, unknown>;
  /** The call's outcome, once it ended; undefined while it runs or when the view was opened without a call. */
  outcome?: CallOutcome | undefined;
  /** Where in the log the call the view renders was made from: its tools/call is the first sent after it. */
  callFrom?: number | undefined;
  /** The resources/read result, when it was already read (a preview): the view is not read again. */
  read?: unknown;
  onClose: () => void;
  /** Replaced by a newer view: torn down (waiting for its answer), hidden meanwhile, then closed. */
  retiring?: boolean;
  /** A chat host's part: the view's `ui/message` (its params), to become the person's next message. */
  onMessage?: (params: unknown) => void;
  /** A chat host's part: the view's `ui/update-model-context` (its params), for the model's next turn. */
  onModelContext?: (params: unknown) => void;
}

const DISPLAY_MODES: readonly McpUiDisplayMode[] = ['inline', 'fullscreen', 'pip'];
let nextView = 0;
/** The profile last chosen: the next view opens under it too. */
let chosenProfile: HostProfileId = DEFAULT_PROFILE;

type Stage =
  | { kind: 'reading' }
  | { kind: 'failed'; error: string }
  | { kind: 'ready'; view: AppView; granted: GrantedSandbox; refused: string[] };

async function register(
  view: AppView,
  profile: HostProfileId,
): Promise<{ granted: GrantedSandbox; refused: string[] }> {
  const response = await fetch('/api/app-views', {
    method: 'POST',
    headers: { Authorization: `Bearer ${proxyToken()}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      csp: view.ui.csp,
      permissions: view.ui.permissions,
      hostOrigin: window.location.origin,
      profile,
    }),
  });
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok)
    throw new Error(
      `The proxy refused the app's sandbox: ${typeof body.error === 'string' ? body.error : response.status}`,
    );
  const refused = Array.isArray(body.refused)
    ? body.refused.map((entry) =>
        typeof entry === 'object' && entry !== null
          ? `${(entry as { key?: string }).key}: ${JSON.stringify((entry as { value?: unknown }).value)} (${(entry as { why?: string }).why})`
          : String(entry),
      )
    : [];
  return {
    granted: {
      url: String(body.url),
      csp: (body.csp ?? {}) as GrantedSandbox['csp'],
      permissions: (body.permissions ?? {}) as GrantedSandbox['permissions'],
      allow: typeof body.allow === 'string' ? body.allow : '',
      profile: isHostProfileId(body.profile) ? body.profile : profile,
    },
    refused,
  };
}

/** The frame's content box as laid out now (undefined before it is). */
function measure(frame: HTMLIFrameElement | null): FrameBox | undefined {
  return frame && frame.clientWidth > 0 ? { width: frame.clientWidth, height: frame.clientHeight } : undefined;
}

/** The theme the view is told: the one set on the Host bar, or the page's own. */
function hostTheme(settings: HostSettings, pageTheme: ResolvedAppearance): ResolvedAppearance {
  return settings.theme === 'page' ? pageTheme : settings.theme;
}

function hostContextFor(
  settings: HostSettings,
  theme: ResolvedAppearance,
  tool: unknown,
  mode: McpUiDisplayMode,
  box: FrameBox | undefined,
): McpUiHostContext {
  const device = devices[settings.device];
  const width = settings.device === 'custom' ? settings.width : device.width;
  return {
    ...(tool !== undefined ? { toolInfo: { tool: tool as never } } : {}),
    theme,
    displayMode: mode,
    availableDisplayModes: [...DISPLAY_MODES],
    // What the frame really has (pip narrows it, fullscreen fills the window, a narrow panel cuts the device's width).
    containerDimensions: box ? containerDimensionsFor(mode, box) : { width, maxHeight: maxHeightFor(mode) },
    locale: settings.locale,
    styles: hostStyles(),
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    userAgent: 'mcp-loupe',
    platform: device.platform,
    deviceCapabilities: { hover: settings.input === 'hover', touch: settings.input === 'touch' },
    safeAreaInsets: { top: 0, right: 0, bottom: 0, left: 0 },
  } as unknown as McpUiHostContext;
}

/** The tools/call of `tool` the inspector sent on `connection` first after `from` in the log: the call a view renders. */
function findCall(
  session: ReturnType<typeof useSession>,
  connection: number,
  from: number,
  tool: unknown,
): number | undefined {
  const name = typeof tool === 'object' && tool !== null ? (tool as { name?: unknown }).name : undefined;
  for (let seq = from; seq < session.log.size; seq++) {
    const entry = session.log.at(seq);
    if (
      !entry ||
      entry.connection !== connection ||
      entry.direction !== 'out' ||
      entry.kind !== 'request' ||
      entry.method !== 'tools/call' ||
      entry.app
    )
      continue;
    try {
      if ((JSON.parse(entry.raw) as { params?: { name?: unknown } }).params?.name === name) return seq;
    } catch {
      return seq;
    }
  }
  return undefined;
}

/**
 * An MCP App's view, hosted as a chat host would: its resource read, its
 * sandbox registered with the proxy (a site of its own, `<id>.localhost`,
 * with the CSP its `_meta.ui.csp` grants), then the view in a frame on that origin, told the
 * call's input and result. Every message between them is in the log.
 */
export default function AppViewPanel(props: AppViewProps) {
  const session = useSession();
  const queryClient = useQueryClient();
  const capabilities = useSessionState().server?.capabilities;
  const offersResources = capabilities?.resources !== undefined;
  const offersTools = capabilities?.tools !== undefined;
  /** Why the server's tools are not known, when tools/list failed: the host then calls none for the view (it cannot check their visibility). */
  const toolsProblemRef = useRef<string | undefined>(undefined);
  const [stage, setStage] = useState<Stage>({ kind: 'reading' });
  // Numbered when the view is first committed (a render React throws away takes no number): app 1, app 2, … in the log.
  const viewNumberRef = useRef(0);
  const [viewNumber, setViewNumber] = useState(0);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const hostRef = useRef<AppHost | undefined>(undefined);
  const [height, setHeight] = useState(320);
  const [mode, setMode] = useState<McpUiDisplayMode>('inline');
  // Read by the host's handlers, made once per view.
  const modeRef = useRef(mode);
  modeRef.current = mode;
  const [initialized, setInitialized] = useState(false);
  /** The view's appCapabilities.availableDisplayModes, once it said ui/initialize: the bar offers only those (and inline). */
  const [declaredModes, setDeclaredModes] = useState<unknown>();
  // Outside React state: a view may send any number, and the panel is told about once a frame (its own timer: the page's
  // frame schedule would be a module shared with the first screen, split into a chunk of its own there).
  const [messages] = useState(() => new AppMessagesStore());
  const [settings, setSettings] = useState<HostSettings>(rememberedSettings);
  const pageTheme = useObservable(shownAppearance);
  const theme = hostTheme(settings, pageTheme);
  useEffect(() => rememberSettings(settings), [settings]);
  const [link, setLink] = useState<{ url: string; answer: (opened: boolean) => void }>();
  const [download, setDownload] = useState<{
    items: DownloadItem[];
    findings: Finding[];
    answer: (saved: boolean) => void;
  }>();
  const [closing, setClosing] = useState(false);
  const [profile, setProfile] = useState<HostProfileId>(chosenProfile);
  const [stalled, setStalled] = useState<string>();
  /** Draft: the view's own tools, once listed (undefined: it declared none). */
  const [appTools, setAppTools] = useState<unknown[]>();
  const listAppTools = () =>
    void hostRef.current
      ?.appTools()
      .then(setAppTools, (error: unknown) =>
        setStalled(`tools/list to the view failed: ${error instanceof Error ? error.message : String(error)}`),
      );
  const { uri, tool, connection, input, outcome, callFrom, onClose } = props;
  // The host is made once per view: what the chat does with the view's words is read when they come.
  const chatRef = useRef(props);
  chatRef.current = props;
  // The server's tools as listed now, wherever the view was opened (the Tools tab, a Resources preview): one guard for both.
  const toolNamed = (name: string) =>
    queryClient
      .getQueryData(toolsListQuery(session, connection).queryKey)
      ?.tools.find((listed) => listed.rawName === name)?.raw;
  /** 2026-01-26: the host asks the view to tear down and waits for its answer before it removes the view. */
  const close = async (reason = 'The person closed the app in the inspector') => {
    if (closing) return;
    setClosing(true);
    await hostRef.current?.teardown(reason);
    onClose();
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: read once per view (and profile: its policy is fixed when the sandbox page loads); a preview's read result is the one it was opened with
  useEffect(() => {
    if (viewNumberRef.current === 0) {
      viewNumberRef.current = ++nextView;
      setViewNumber(viewNumberRef.current);
    }
    const number = viewNumberRef.current;
    let live = true;
    void (async () => {
      let result = props.read;
      if (result === undefined) {
        const read = await session.request('resources/read', { uri }, { tag: `app ${number}: resources/read` });
        if (!live) return;
        if (read.kind !== 'result')
          return setStage({
            kind: 'failed',
            error:
              read.kind === 'error' ? `resources/read of ${uri} failed: ${read.message}` : 'The read was cancelled',
          });
        result = read.result;
      }
      // Known before the view can call any: its tools/call is checked against them (visibility, unknown tools).
      if (offersTools) {
        toolsProblemRef.current = await queryClient.ensureQueryData(toolsListQuery(session, connection)).then(
          () => undefined,
          (error: unknown) => `tools/list failed: ${error instanceof Error ? error.message : String(error)}`,
        );
        if (!live) return;
      }
      // `_meta.ui` may sit on the listing too (the content item wins): the listing is the Resources tab's, or read once here.
      const listing = offersResources
        ? await queryClient.fetchQuery(resourcesListQuery(session, connection)).then(
            (list) => list.resources.find((item) => item.rawUri === uri)?.raw,
            () => undefined,
          )
        : undefined;
      if (!live) return;
      const reading = readAppView(uri, result, listing);
      if (!reading.ok) return setStage({ kind: 'failed', error: reading.error });
      try {
        const { granted, refused } = await register(reading.view, profile);
        if (live) setStage({ kind: 'ready', view: reading.view, granted, refused });
      } catch (error) {
        if (live) setStage({ kind: 'failed', error: error instanceof Error ? error.message : String(error) });
      }
    })();
    return () => {
      live = false;
    };
  }, [session, uri, profile]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the host is made once per ready view; later changes reach it through its methods
  useEffect(() => {
    if (stage.kind !== 'ready' || !frameRef.current) return;
    const frame = frameRef.current;
    const callSeq = callFrom === undefined ? undefined : findCall(session, connection, callFrom, tool);
    const host = new AppHost({
      session,
      connection,
      view: stage.view,
      viewNumber: viewNumberRef.current,
      tool,
      ...(callSeq !== undefined ? { callSeq } : {}),
      frame,
      granted: stage.granted,
      hostContext: hostContextFor(settings, theme, tool, mode, measure(frame)),
      availableDisplayModes: DISPLAY_MODES,
      toolNamed,
      toolsUnavailable: () => toolsProblemRef.current,
      events: {
        // Exactly the height asked, within the limit told (fullscreen the frame fills the window and keeps its inline height for the way back).
        size: (size) => {
          // A hidden frame (another tab shown) gives its view no room: what it measures then is not a size it wants.
          const next = measure(frame) ? frameHeightFor(modeRef.current, size.height) : undefined;
          if (next !== undefined) setHeight(next);
        },
        displayMode: setMode,
        message: (params) => {
          messages.add('message', params);
          chatRef.current.onMessage?.(params);
        },
        log: (params) => messages.add('log', params),
        download: (items, findings) => new Promise((resolve) => setDownload({ items, findings, answer: resolve })),
        modelContext: (params) => {
          messages.setModelContext(params);
          chatRef.current.onModelContext?.(params);
        },
        // app-host already refused any other scheme; checked again where the link is made.
        openLink: (url) =>
          openableUrl(url).ok ? new Promise((resolve) => setLink({ url, answer: resolve })) : Promise.resolve(false),
        teardownRequested: () => void close(),
        initialized: () => {
          setInitialized(true);
          setDeclaredModes(host.declaredDisplayModes);
          listAppTools();
        },
        appToolsChanged: listAppTools,
        stalled: setStalled,
      },
    });
    hostRef.current = host;
    let closed = false;
    void host.connect().then(() => {
      // The frame loads only once the host listens: the sandbox's first word is not lost.
      if (!closed) frame.src = stage.granted.url;
    });
    host.toolInput(input, settings.streamInput ? partialArguments(input) : []);
    return () => {
      closed = true;
      hostRef.current = undefined;
      void host.teardown('The inspector closed the view');
    };
  }, [stage]);

  // The panel says where the messages it no longer keeps are: not in a log cleared since. The generation also moves when
  // entries are marked as probes (kept, same time and text); a clear leaves another first entry, or none.
  useEffect(() => {
    const { log } = session;
    let generation = log.generation;
    let first = log.at(0);
    return log.subscribe(() => {
      if (log.generation !== generation) {
        const now = log.at(0);
        if (first !== undefined && (now === undefined || now.t !== first.t || now.raw !== first.raw))
          messages.logCleared();
        generation = log.generation;
      }
      first = log.at(0);
    });
  }, [session, messages]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: stage too: an outcome that came before the view was ready is handed over once it is
  useEffect(() => {
    if (outcome) hostRef.current?.outcome(outcome);
  }, [outcome, stage]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: close() is the view's own and safe to call twice; it runs when the view is retired, not when close changes
  useEffect(() => {
    if (props.retiring) void close('The app was replaced by a new run of its tool in the inspector');
  }, [props.retiring]);

  // After the frame is laid out for the new mode or device (before paint): the view hears the dimensions it now has, with the mode, at once.
  useLayoutEffect(() => {
    hostRef.current?.hostContextChanged(hostContextFor(settings, theme, tool, mode, measure(frameRef.current)));
  }, [settings, theme, mode, tool]);

  // A window or panel resized: the frame's new dimensions, when they changed (the host sends nothing otherwise).
  useEffect(() => {
    const frame = frameRef.current;
    if (stage.kind !== 'ready' || !frame) return;
    const observer = new ResizeObserver(() => {
      const box = measure(frame);
      if (box)
        hostRef.current?.hostContextChanged({
          containerDimensions: containerDimensionsFor(modeRef.current, box),
        } as Partial<McpUiHostContext>);
    });
    observer.observe(frame);
    return () => observer.disconnect();
  }, [stage]);

  const device = devices[settings.device];
  const width = settings.device === 'custom' ? settings.width : device.width;
  const bordered = stage.kind === 'ready' && stage.view.ui.prefersBorder !== false;
  const inset = bordered ? 2 : 0;
  const placement =
    mode === 'fullscreen'
      ? 'fixed inset-0 z-40 flex flex-col bg-zinc-950 p-3'
      : mode === 'pip'
        ? 'fixed bottom-4 right-4 z-40 w-[420px] rounded-md border border-zinc-700 bg-zinc-950 p-2 shadow-2xl'
        : 'rounded-md border border-zinc-800 bg-zinc-900 p-3';
  return (
    <section aria-label="App" hidden={props.retiring} className={`space-y-2 text-sm ${placement}`}>
      <header className="flex flex-wrap items-center gap-2">
        <h3 className="text-xs font-semibold uppercase tracking-wide text-zinc-400">App</h3>
        <code className="min-w-0 break-all font-mono text-xs text-fuchsia-200">{uri}</code>
        <span className="text-xs text-zinc-500">
          {closing
            ? 'tearing down…'
            : stage.kind === 'reading'
              ? 'reading…'
              : stage.kind === 'failed'
                ? 'failed'
                : initialized
                  ? 'initialized'
                  : 'loading…'}
        </span>
        <button
          type="button"
          disabled={closing}
          className="ml-auto rounded border border-zinc-700 px-2 py-0.5 text-xs text-zinc-300 hover:bg-zinc-800 disabled:opacity-50"
          onClick={() => void close()}
        >
          Close app
        </button>
      </header>
      <HostBar
        settings={settings}
        onSettings={setSettings}
        mode={mode}
        onMode={setMode}
        modes={offeredDisplayModes(DISPLAY_MODES, declaredModes)}
        pageTheme={pageTheme}
      >
        <ProfileSelect
          profile={profile}
          onProfile={(next) => {
            chosenProfile = next;
            setInitialized(false);
            setStalled(undefined);
            setStage({ kind: 'reading' });
            setProfile(next);
          }}
        />
      </HostBar>
      {stage.kind === 'failed' ? (
        <p role="alert" className="text-rose-300">
          {stage.error}
        </p>
      ) : null}
      {stalled ? (
        <p role="alert" className="text-xs text-amber-300">
          {stalled}
        </p>
      ) : null}
      {stage.kind === 'ready' && (stage.view.findings.length > 0 || stage.refused.length > 0) ? (
        <ul className="list-disc space-y-0.5 pl-5 text-xs text-amber-300">
          {stage.view.findings.map((finding) => (
            <li key={finding.message}>{finding.message}</li>
          ))}
          {stage.refused.map((refused) => (
            <li key={refused}>CSP entry refused: {refused}</li>
          ))}
        </ul>
      ) : null}
      {link ? (
        <div
          role="dialog"
          aria-label="Open link"
          className="flex flex-wrap items-center gap-2 rounded border border-sky-800 bg-sky-950/40 p-2 text-xs"
        >
          <span className="text-zinc-200">The app asks to open</span>
          <code className="break-all text-sky-200">{link.url}</code>
          <a
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            className="rounded bg-sky-600 px-2 py-0.5 text-white"
            onClick={() => {
              link.answer(true);
              setLink(undefined);
            }}
          >
            Open link
          </a>
          <button
            type="button"
            className="rounded border border-zinc-700 px-2 py-0.5 text-zinc-300"
            onClick={() => {
              link.answer(false);
              setLink(undefined);
            }}
          >
            Refuse
          </button>
        </div>
      ) : null}
      {download ? (
        <DownloadDialog
          items={download.items}
          findings={download.findings}
          read={async (fileUri) => {
            const read = await session.request(
              'resources/read',
              { uri: fileUri },
              { tag: `app ${viewNumber}: download` },
            );
            if (read.kind !== 'result')
              throw new Error(`resources/read of ${fileUri} failed${read.kind === 'error' ? `: ${read.message}` : ''}`);
            return read.result;
          }}
          onDone={(saved) => {
            download.answer(saved);
            setDownload(undefined);
          }}
        />
      ) : null}
      {stage.kind === 'ready' ? (
        <div className={`overflow-auto ${mode === 'fullscreen' ? 'min-h-0 flex-1' : ''}`}>
          <iframe
            ref={frameRef}
            title={uri}
            sandbox="allow-scripts allow-same-origin allow-forms"
            allow={stage.granted.allow || undefined}
            referrerPolicy="no-referrer"
            // Inline the device's width; pip and fullscreen the room the host gives (the window's, fullscreen). The content box is the view's: its border is drawn outside the size it asked for (content-box), and the room it takes is left out of 100%.
            style={{
              width: mode === 'inline' ? width : `calc(100% - ${inset}px)`,
              height: mode === 'fullscreen' ? `calc(100% - ${inset}px)` : height,
              maxWidth: `calc(100% - ${inset}px)`,
              boxSizing: 'content-box',
            }}
            className={`block rounded ${bordered ? 'border border-zinc-700' : ''} ${theme === 'light' ? 'bg-white' : 'bg-[#09090b]'}`}
          />
        </div>
      ) : null}
      {appTools ? (
        <AppTools tools={appTools} onCall={(name, args) => hostRef.current!.callAppTool(name, args)} />
      ) : null}
      <AppMessages store={messages} viewNumber={viewNumber} />
    </section>
  );
}
