/** The part of the WebSocket API the bridge uses; the browser's WebSocket and Node's global one both fit. */
export interface BridgeSocket {
  readonly readyState: number;
  /** Set to 'arraybuffer': binary frames (stdout chunks) then arrive as ArrayBuffers, readable at once. */
  binaryType: 'blob' | 'arraybuffer';
  /** A JSON message as text, or a binary frame (stdin bytes). */
  send(data: string | Uint8Array): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number; reason: string }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

export type BridgeSocketFactory = (url: string) => BridgeSocket;

export const defaultSocketFactory: BridgeSocketFactory = (url) => new WebSocket(url) as unknown as BridgeSocket;
