import type { JSONRPCMessage, Transport } from '@modelcontextprotocol/client';
import { relayedBatch } from './relayed-batch.ts';

/** What crosses the channel, exactly as it crossed (the view's side may send anything). */
export interface ChannelTap {
  sent(message: unknown): void;
  received(message: unknown): void;
}

/** A message from the view the host acts on itself, past the bridge: true when it has. */
export type HostShortcut = (message: JSONRPCMessage) => boolean;

/**
 * The channel between the inspector (the host) and one sandbox proxy frame:
 * postMessage to that frame's window at that view's own origin only
 * (`http://<view id>.localhost:<port>`, none other's), and only messages
 * from that window and origin: another view, even of the same run, can
 * neither read this one's messages nor speak as it. The sandbox sends what
 * the view said a batch at a time (relayed-batch.ts); each message in it is
 * heard on its own, in order. Every message is tapped before
 * anything reads it, so the log holds what the view sent, malformed or
 * not; only JSON-RPC objects go on, to the host's shortcut and, when it does
 * not take them, to the bridge.
 */
export class SandboxTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;
  readonly #frame: HTMLIFrameElement;
  readonly #origin: string;
  readonly #tap: ChannelTap;
  readonly #shortcut: HostShortcut;
  #listening = false;

  constructor(frame: HTMLIFrameElement, viewOrigin: string, tap: ChannelTap, shortcut: HostShortcut = () => false) {
    this.#frame = frame;
    this.#origin = viewOrigin;
    this.#tap = tap;
    this.#shortcut = shortcut;
  }

  readonly #listener = (event: MessageEvent) => {
    if (event.source === null || event.source !== this.#frame.contentWindow || event.origin !== this.#origin) return;
    const data: unknown = event.data;
    const relayed = relayedBatch(data);
    if (relayed === undefined) this.#received(data);
    else for (const message of relayed) this.#received(message);
  };

  #received(data: unknown): void {
    this.#tap.received(data);
    if (
      typeof data === 'object' &&
      data !== null &&
      !Array.isArray(data) &&
      (data as { jsonrpc?: unknown }).jsonrpc === '2.0'
    ) {
      if (!this.#shortcut(data as JSONRPCMessage)) this.onmessage?.(data as JSONRPCMessage);
    }
  }

  async start(): Promise<void> {
    if (this.#listening) return;
    this.#listening = true;
    window.addEventListener('message', this.#listener);
  }

  async send(message: JSONRPCMessage): Promise<void> {
    const target = this.#frame.contentWindow;
    if (!target) throw new Error("The app's frame is gone");
    this.#tap.sent(message);
    target.postMessage(message, this.#origin);
  }

  async close(): Promise<void> {
    if (!this.#listening) return;
    this.#listening = false;
    window.removeEventListener('message', this.#listener);
    this.onclose?.();
  }
}
