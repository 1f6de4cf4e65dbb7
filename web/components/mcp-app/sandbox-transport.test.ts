import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RELAY_KEY } from './relayed-batch.ts';
import { SandboxTransport } from './sandbox-transport.ts';

// The page's side of one view's channel, without a browser: a window that dispatches message events, and frames whose windows record what they were sent.

const firstOrigin = `http://${'a'.repeat(32)}.localhost:6281`;
const secondOrigin = `http://${'b'.repeat(32)}.localhost:6281`;

interface FakeWindow {
  sent: [unknown, string][];
  postMessage(message: unknown, targetOrigin: string): void;
}
const fakeWindow = (): FakeWindow => {
  const sent: [unknown, string][] = [];
  return { sent, postMessage: (message, targetOrigin) => sent.push([message, targetOrigin]) };
};

let page: EventTarget;
beforeEach(() => {
  page = new EventTarget();
  (globalThis as { window?: unknown }).window = page;
});
afterEach(() => {
  delete (globalThis as { window?: unknown }).window;
});

function message(data: unknown, origin: string, source: unknown): Event {
  const event = new Event('message');
  Object.assign(event, { data, origin, source });
  return event;
}

describe('SandboxTransport', () => {
  it("hears only its own view's frame at that view's own origin: another view's frame or origin is not heard, whatever it says", async () => {
    const first = fakeWindow();
    const second = fakeWindow();
    const transport = new SandboxTransport({ contentWindow: first } as unknown as HTMLIFrameElement, firstOrigin, {
      sent: () => {},
      received: () => {},
    });
    const heard: unknown[] = [];
    transport.onmessage = (received) => heard.push(received);
    await transport.start();
    const call = { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'x' } };
    page.dispatchEvent(message(call, secondOrigin, second));
    page.dispatchEvent(message(call, firstOrigin, second));
    page.dispatchEvent(message(call, secondOrigin, first));
    page.dispatchEvent(message(call, firstOrigin, null));
    expect(heard).toEqual([]);
    page.dispatchEvent(message(call, firstOrigin, first));
    expect(heard).toEqual([call]);
    await transport.close();
  });

  it('hands the host its shortcut first: what the host takes is tapped but not given to the bridge, the rest is', async () => {
    const first = fakeWindow();
    const tapped: unknown[] = [];
    const taken: unknown[] = [];
    const transport = new SandboxTransport(
      { contentWindow: first } as unknown as HTMLIFrameElement,
      firstOrigin,
      { sent: () => {}, received: (received) => tapped.push(received) },
      (received) => {
        if (!('method' in received) || received.method !== 'notifications/message') return false;
        taken.push(received);
        return true;
      },
    );
    const heard: unknown[] = [];
    transport.onmessage = (received) => heard.push(received);
    await transport.start();
    const log = { jsonrpc: '2.0', method: 'notifications/message', params: { level: 'info', data: 'x' } };
    const call = { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'x' } };
    page.dispatchEvent(message(log, firstOrigin, first));
    page.dispatchEvent(message(call, firstOrigin, first));
    expect(tapped).toEqual([log, call]);
    expect(taken).toEqual([log]);
    expect(heard).toEqual([call]);
    await transport.close();
  });

  it("hears each message of the sandbox's envelope on its own, in order, tapped as the view sent it; another frame's envelope is not heard", async () => {
    const first = fakeWindow();
    const second = fakeWindow();
    const tapped: unknown[] = [];
    const transport = new SandboxTransport({ contentWindow: first } as unknown as HTMLIFrameElement, firstOrigin, {
      sent: () => {},
      received: (received) => tapped.push(received),
    });
    const heard: unknown[] = [];
    transport.onmessage = (received) => heard.push(received);
    await transport.start();
    const call = { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'x' } };
    const note = { jsonrpc: '2.0', method: 'ui/notifications/size-changed', params: { height: 10 } };
    const garbage = 'not json-rpc';
    // What the view sent that only looks like an envelope is one message inside the sandbox's own.
    const lookalike = { [RELAY_KEY]: [call] };
    page.dispatchEvent(message({ [RELAY_KEY]: [call, garbage, note, lookalike] }, firstOrigin, first));
    page.dispatchEvent(message({ [RELAY_KEY]: [call] }, firstOrigin, second));
    expect(tapped).toEqual([call, garbage, note, lookalike]);
    expect(heard).toEqual([call, note]);
    await transport.close();
  });

  it("sends to its own view's window, at that view's origin only", async () => {
    const first = fakeWindow();
    const transport = new SandboxTransport({ contentWindow: first } as unknown as HTMLIFrameElement, firstOrigin, {
      sent: () => {},
      received: () => {},
    });
    await transport.send({ jsonrpc: '2.0', method: 'ui/notifications/tool-input', params: {} });
    expect(first.sent).toEqual([[{ jsonrpc: '2.0', method: 'ui/notifications/tool-input', params: {} }, firstOrigin]]);
  });
});
