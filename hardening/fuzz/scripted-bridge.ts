import type { BridgeSocket } from '../../shared/bridge/socket.ts';
import { encodeStdoutFrame } from '../../shared/bridge/stdout-frame.ts';

/**
 * A bridge socket whose far end a test plays as the proxy would: it
 * answers the spawn with a pid at once (so a whole case runs synchronously), and hands over stdout bytes as
 * binary frames, exactly as the page's BridgeTransport receives them.
 */
export class ScriptedBridge implements BridgeSocket {
  readyState = 0;
  binaryType: BridgeSocket['binaryType'] = 'blob';
  readonly sent: Array<string | Uint8Array> = [];
  onopen: BridgeSocket['onopen'] = null;
  onmessage: BridgeSocket['onmessage'] = null;
  onclose: BridgeSocket['onclose'] = null;
  onerror: BridgeSocket['onerror'] = null;

  send(data: string | Uint8Array): void {
    this.sent.push(data);
    if (typeof data === 'string' && data.includes('"type":"spawn"')) this.proxy({ type: 'spawned', pid: 4242, t: 1 });
  }

  close(code = 1000, reason = ''): void {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.onclose?.({ code, reason });
  }

  open(): void {
    this.readyState = 1;
    this.onopen?.({});
  }

  proxy(message: object): void {
    this.onmessage?.({ data: JSON.stringify(message) });
  }

  stdout(bytes: Uint8Array): void {
    this.onmessage?.({ data: encodeStdoutFrame(2, bytes).buffer });
  }

  exit(): void {
    this.proxy({ type: 'exit', code: 0, signal: null, stderrTail: [], t: 3 });
  }
}
