import { describe, expect, it } from 'vitest';
import { pacedBody, pacedResponse } from './paced-body.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

function streamOf(chunks: readonly Uint8Array[]) {
  let cancelled: unknown;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
    cancel(reason) {
      cancelled = reason ?? 'cancelled';
    },
  });
  return { stream, cancelled: () => cancelled };
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Uint8Array[]> {
  const pieces: Uint8Array[] = [];
  for await (const piece of stream as unknown as AsyncIterable<Uint8Array>) pieces.push(piece);
  return pieces;
}

describe('pacedBody', () => {
  it('hands on every byte in order, a big network chunk in slices of at most sliceBytes', async () => {
    const text = 'data: {"x":1}\n\n'.repeat(1_000);
    const { stream } = streamOf([bytes(text.slice(0, 9_000)), new Uint8Array(0), bytes(text.slice(9_000))]);
    const pieces = await readAll(pacedBody(stream, { sliceBytes: 1_000, budgetMs: 1e9 }));
    expect(Math.max(...pieces.map((piece) => piece.byteLength))).toBeLessThanOrEqual(1_000);
    expect(pieces.length).toBeGreaterThanOrEqual(15);
    expect(new TextDecoder().decode(Buffer.concat(pieces))).toBe(text);
  });

  it('waits for a pause once the budget is spent, and only then', async () => {
    let clock = 0;
    let pauses = 0;
    const { stream } = streamOf([bytes('a'.repeat(10))]);
    const paced = pacedBody(stream, {
      sliceBytes: 1,
      budgetMs: 3,
      now: () => clock++,
      pause: async () => void pauses++,
    });
    const pieces = await readAll(paced);
    expect(pieces).toHaveLength(10);
    // The clock moves one per look, and each slice looks once, so the budget of 3 runs out every few slices.
    expect(pauses).toBeGreaterThan(1);
    expect(pauses).toBeLessThan(10);
  });

  it('passes a cancel on to the network body', async () => {
    const { stream, cancelled } = streamOf([bytes('abc')]);
    await pacedBody(stream).cancel('stopped');
    expect(cancelled()).toBe('stopped');
  });
});

describe('pacedResponse', () => {
  it('paces an event stream, keeping its status and headers', async () => {
    const response = new Response('data: 1\n\n', {
      status: 200,
      headers: { 'content-type': 'text/event-stream', 'x-request-id': 'r1' },
    });
    const paced = pacedResponse(response, { sliceBytes: 2 });
    expect(paced).not.toBe(response);
    expect(paced.status).toBe(200);
    expect(paced.headers.get('x-request-id')).toBe('r1');
    expect(await paced.text()).toBe('data: 1\n\n');
  });

  it('leaves any other answer as it is', () => {
    const json = new Response('{}', { headers: { 'content-type': 'application/json' } });
    expect(pacedResponse(json)).toBe(json);
  });
});
