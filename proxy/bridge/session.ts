import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { StringDecoder } from 'node:string_decoder';
import type { RawData, WebSocket } from 'ws';
import type { SpawnErrorMessage, SpawnRequest, StdinMessage } from '../../shared/bridge/messages.ts';
import { decodeStdinFrame } from '../../shared/bridge/stdin-frame.ts';
import { encodeStdoutFrame } from '../../shared/bridge/stdout-frame.ts';
import { readBrowserMessage } from './browser-message.ts';
import type { SpawnFunction } from './child-process.ts';
import { startChild } from './child-process.ts';
import { createOutbound } from './outbound.ts';
import type { ServerTree, ServerTrees } from './server-tree.ts';
import { describeSpawnError } from './spawn-error.ts';
import type { StdinBacklog } from './stdin-backlog.ts';
import { createStdinBacklog } from './stdin-backlog.ts';
import { createStdinBatch } from './stdin-batch.ts';
import { StderrTail } from './stderr-tail.ts';

export type FlowEvent =
  | 'output-paused'
  | 'output-resumed'
  | 'output-held'
  | 'output-released'
  | 'input-paused'
  | 'input-resumed';

export interface SessionDeps {
  spawn: SpawnFunction;
  now: () => number;
  log: (message: string) => void;
  /** The proxy's environment: servers get HOME, PATH and the like from it, or all of it when a spawn asks to inherit. */
  env: NodeJS.ProcessEnv;
  /** Time between SIGTERM and SIGKILL when the connection ends. */
  killGraceMs: number;
  /** Unsent bytes on the socket above which the child's output pauses. */
  highWaterMark: number;
  /** Most stdout bytes sent in one frame. */
  maxStdoutChunk: number;
  /** Bytes queued for a child's stdin beyond its full pipe at which the connection ends (stdin-backlog.ts). */
  maxStdinBacklog: number;
  /** Told when either direction pauses or resumes for backpressure, with the socket's unsent bytes. */
  onFlow?: (event: FlowEvent, bufferedAmount: number) => void;
  /** Asked before each spawn: why it may not start (the proxy's limit on servers), or undefined. */
  refuseSpawn?: () => Pick<SpawnErrorMessage, 'code' | 'message'> | undefined;
  /** Resolves true once a server whose connection has closed is gone, false at once when none is ending. */
  serverLeaving?: () => Promise<boolean>;
  /** Holds each child and everything it starts (cgroup or tracking, and the watchdog) so all of it can be ended. */
  trees: ServerTrees;
}

export interface BridgeSession {
  /** The child's pid once started and while its tree may be alive. */
  readonly pid: number | undefined;
  /** Ends the child and every descendant (SIGTERM, then SIGKILL after the grace period). Idempotent. */
  stop(): Promise<void>;
}

/**
 * One bridge connection: the first message spawns one child; stdin bytes
 * go to it as given, its stdout chunks (binary frames of its bytes, never
 * decoded nor split into messages: framing is the page's business), stderr
 * chunks and exit come back. The child and everything it started end with
 * the connection.
 */
export function runBridgeSession(ws: WebSocket, deps: SessionDeps): BridgeSession {
  const out = createOutbound(ws, {
    highWaterMark: deps.highWaterMark,
    onPause: (paused, buffered) => deps.onFlow?.(paused ? 'output-paused' : 'output-resumed', buffered),
  });
  const bridgeError = (message: string) => out.send({ type: 'bridge-error', message, t: deps.now() });
  let child: ChildProcessWithoutNullStreams | undefined;
  let tree: ServerTree | undefined;
  let spawnFailed = false;
  let exited = false;
  let groupGone = false;
  let stdin: StdinBacklog | undefined;
  let stopping: Promise<void> | undefined;
  let admitting = false;

  const onSpawn = async (request: SpawnRequest) => {
    if (child || spawnFailed || admitting)
      return bridgeError('This connection already started a process; open a new connection for another');
    // At the limit, a server whose page has just gone (a Reconnect) may be ending: wait for it rather than refuse.
    admitting = true;
    while (deps.refuseSpawn?.() && (await deps.serverLeaving?.())) if (stopping) return;
    admitting = false;
    if (stopping) return;
    // Checked in the same turn as the spawn, so two waiting connections cannot both take the last place.
    const refusal = deps.refuseSpawn?.();
    if (refusal) {
      spawnFailed = true;
      return out.send({ type: 'spawn-error', ...refusal, t: deps.now() });
    }
    tree = deps.trees.create();
    const started = startChild({ ...request, env: { ...request.env, ...tree.env } }, deps.spawn, deps.env);
    if (!started.ok) {
      spawnFailed = true;
      return out.send({ type: 'spawn-error', code: started.code, message: started.message, t: deps.now() });
    }
    child = started.child;
    if (child.pid !== undefined) tree.plant(child.pid);
    pipeChild(child, request.command);
  };

  const pipeChild = (proc: ChildProcessWithoutNullStreams, command: string) => {
    const sendStdout = (chunk: Buffer) => {
      for (let start = 0; start < chunk.length; start += deps.maxStdoutChunk) {
        out.sendBinary(encodeStdoutFrame(deps.now(), chunk.subarray(start, start + deps.maxStdoutChunk)));
      }
    };
    const stderrDecoder = new StringDecoder('utf8');
    const tail = new StderrTail();
    const sendStderr = (chunk: string) => {
      if (chunk === '') return;
      tail.push(chunk);
      out.send({ type: 'stderr', chunk, t: deps.now() });
    };
    out.throttle(proc.stdout);
    out.throttle(proc.stderr);
    proc.stdout.on('data', sendStdout);
    proc.stderr.on('data', (chunk: Buffer) => sendStderr(stderrDecoder.write(chunk)));
    proc.stdin.on('error', (error) => bridgeError(`Cannot write to the process's stdin: ${error.message}`));
    stdin = createStdinBacklog(proc.stdin, {
      limit: deps.maxStdinBacklog,
      onBacklog: (waiting, queued) => {
        out.send({ type: 'stdin-flow', paused: waiting, queued, t: deps.now() });
        deps.onFlow?.(waiting ? 'input-paused' : 'input-resumed', ws.bufferedAmount);
      },
    });
    proc.once('spawn', () => out.send({ type: 'spawned', pid: proc.pid ?? -1, t: deps.now() }));
    proc.on('error', (error) => {
      if (proc.pid === undefined && !spawnFailed) {
        spawnFailed = true;
        out.send({ type: 'spawn-error', ...describeSpawnError(command, error), t: deps.now() });
      } else if (proc.pid !== undefined) {
        deps.log(`process ${proc.pid}: ${error.message}`);
      }
    });
    proc.once('exit', () => {
      if (proc.pid === undefined || tree?.alive() !== false) return;
      groupGone = true;
      tree.release();
    });
    // 'close' comes after stdout and stderr have ended: everything is forwarded.
    proc.once('close', (code, signal) => {
      exited = true;
      if (spawnFailed) return;
      sendStderr(stderrDecoder.end());
      out.send({ type: 'exit', code, signal, stderrTail: tail.lines(), t: deps.now() });
    });
  };

  /**
   * Bytes for the child's stdin, written as given (a stdin message gets its
   * newline first). The socket is never paused for a slow reader, so the end
   * of the connection is always heard: the backlog queues, and the page is
   * told to hold.
   */
  const writeStdin = (data: string | Uint8Array) => {
    if (stopping) return; // the page is gone or being sent away: nobody is left to hear
    if (spawnFailed) return bridgeError('The process could not start; there is no stdin to write to');
    if (!child || !stdin) return bridgeError('No process yet: the first message must be "spawn"');
    if (exited) return bridgeError('The process has ended; its stdin is closed');
    stdinBatch.push(typeof data === 'string' ? Buffer.from(data) : data);
  };

  // The frames of one read of the socket reach the pipe in one write.
  const stdinBatch = createStdinBatch(
    (bytes) => {
      if (stopping || !stdin) return;
      const outcome = stdin.write(bytes);
      if (outcome === 'closed') return bridgeError('The process has ended; its stdin is closed');
      if (outcome === 'over-limit') endForBacklog(stdin.queued);
    },
    {
      // Run after the message handler, so guarded as it is: a throw would otherwise end the whole proxy.
      defer: (flush) =>
        process.nextTick(() => {
          try {
            flush();
          } catch (error) {
            failed(error);
          }
        }),
    },
  );

  const endForBacklog = (queued: number) => {
    const amount = `${(queued / (1024 * 1024)).toFixed(1)} MiB`;
    bridgeError(
      `The server has not read ${amount} of its stdin, the most the proxy holds for it; this connection closes and the server is stopped`,
    );
    ws.close(1008, 'stdin backlog over limit');
    void stop();
  };

  const onMessage = (data: RawData, isBinary: boolean) => {
    if (isBinary) {
      const bytes = decodeStdinFrame(rawBytes(data));
      return bytes
        ? writeStdin(bytes)
        : bridgeError('Binary frames from the browser carry stdin bytes (kind 4 first); this one does not');
    }
    const reading = readBrowserMessage(rawBytes(data).toString('utf8'));
    if (!reading.ok) return bridgeError(reading.error);
    if (reading.message.type === 'spawn') void onSpawn(reading.message).catch(failed);
    else if (reading.message.type === 'flow') onFlowRequest(reading.message.paused);
    else onStdin(reading.message);
  };

  const onStdin = (message: StdinMessage) => writeStdin(`${message.data}\n`);

  const onFlowRequest = (paused: boolean) => {
    out.hold(paused);
    deps.onFlow?.(paused ? 'output-held' : 'output-released', ws.bufferedAmount);
  };

  const failed = (error: unknown) => {
    const reason = error instanceof Error ? error.message : String(error);
    deps.log(`bridge session: ${reason}`);
    bridgeError(`The proxy failed on that message (${reason}); this connection closes`);
    ws.close(1011, 'internal error');
  };
  ws.on('message', (data: RawData, isBinary: boolean) => {
    // A throw here would reach ws's socket handler and end the whole proxy; it ends this connection instead.
    try {
      onMessage(data, isBinary);
    } catch (error) {
      failed(error);
    }
  });
  ws.on('error', (error) => deps.log(`bridge socket: ${error.message}`));
  ws.on('close', () => void stop());

  const stop = (): Promise<void> => {
    stopping ??= (async () => {
      if (ws.readyState === ws.OPEN || ws.readyState === ws.CONNECTING) ws.close(1001, 'proxy shutting down');
      stdinBatch.drop();
      stdin?.drop();
      const proc = child;
      if (!proc || proc.pid === undefined || !tree || groupGone) return;
      // Nobody reads any more; closed pipes also tell a well-behaved server to stop.
      proc.stdin.destroy();
      proc.stdout.destroy();
      proc.stderr.destroy();
      const outcome = await tree.end(deps.killGraceMs);
      if (outcome === 'killed')
        deps.log(`process ${proc.pid} or a descendant outlived SIGTERM by ${deps.killGraceMs} ms; sent SIGKILL`);
    })();
    return stopping;
  };

  return {
    get pid() {
      return groupGone ? undefined : child?.pid;
    },
    stop,
  };
}

function rawBytes(data: RawData): Buffer {
  if (Array.isArray(data)) return Buffer.concat(data);
  return Buffer.isBuffer(data) ? data : Buffer.from(data);
}
