import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { RunningInspector } from '../start-inspector.ts';
import type { FlowEvent } from './session.ts';
import { TestClient } from '../test-kit/bridge-client.ts';
import { nodeScript, startTestInspector } from '../test-kit/test-inspector.ts';
import { WAIT_MS, waitUntil } from '../test-kit/waits.ts';

const MiB = 1024 * 1024;
const LINES = 500;
const LINE_LENGTH = 100 * 1024;

const scratch = mkdtempSync(join(tmpdir(), 'loupe-backpressure-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** 500 lines of 100 KiB, 50 MiB in one write; a marker file once the write is through. */
function writer(marker: string): string {
  return [
    `const body = 'x'.repeat(${LINE_LENGTH - 8});`,
    "let out = '';",
    `for (let i = 0; i < ${LINES}; i++) out += String(i).padStart(7, '0') + ':' + body + '\\n';`,
    `process.stdout.write(out, () => require('node:fs').writeFileSync(${JSON.stringify(marker)}, 'written'));`,
  ].join('\n');
}

// Live memory only: collect garbage before each reading so the bound measures what is held.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
function liveMemory(): number {
  gc();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}

const inspectors: RunningInspector[] = [];
afterEach(async () => {
  await Promise.all(inspectors.splice(0).map((inspector) => inspector.close()));
});

async function inspectorWithFlow() {
  const flow: FlowEvent[] = [];
  let peakBuffered = 0;
  const inspector = await startTestInspector({
    onFlow: (event, buffered) => {
      flow.push(event);
      peakBuffered = Math.max(peakBuffered, buffered);
    },
  });
  inspectors.push(inspector);
  return { inspector, flow, peakBuffered: () => peakBuffered };
}

describe('backpressure', () => {
  it('holds a bounded amount when the browser stops reading, then delivers all 50 MiB intact', async () => {
    const { inspector, flow, peakBuffered } = await inspectorWithFlow();
    const marker = join(scratch, 'stdout-written');
    const client = await TestClient.open(inspector);
    const baseline = liveMemory();
    client.ws.pause();
    client.send(nodeScript(writer(marker)));

    await waitUntil(() => flow.includes('output-paused'), WAIT_MS, 'the proxy to pause the child');
    // Give a proxy without backpressure every chance to read it all: it would hold ~50 MiB.
    let peakGrowth = 0;
    for (let i = 0; i < 8; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      peakGrowth = Math.max(peakGrowth, liveMemory() - baseline);
    }
    expect(existsSync(marker), 'the child got its 50 MiB out while nobody read').toBe(false);
    expect(peakBuffered()).toBeLessThan(16 * MiB);
    expect(peakGrowth).toBeLessThan(24 * MiB);
    expect(client.messages).toEqual([]);

    client.ws.resume();
    const exit = await client.waitFor('exit', () => true, 60_000);
    expect(exit.code).toBe(0);
    expect(existsSync(marker)).toBe(true);
    const lines = client.stdoutLines();
    expect(lines).toHaveLength(LINES);
    lines.forEach((line, i) => {
      expect(line.length).toBe(LINE_LENGTH);
      expect(line.startsWith(`${String(i).padStart(7, '0')}:x`)).toBe(true);
    });
    expect(flow).toContain('output-resumed');
  }, 60_000);

  it.each(['stdin messages', 'binary stdin frames'])(
    'asks the page to hold while the child does not read its stdin, and loses nothing (%s)',
    async (form) => {
      const { inspector, flow } = await inspectorWithFlow();
      const client = await TestClient.open(inspector);
      // Reads nothing for half a second, then counts whole lines and reports once all have come.
      const reader = [
        'process.stdin.pause();',
        'setTimeout(() => {',
        "  let lines = 0, bytes = 0, rest = '';",
        "  process.stdin.on('data', (d) => {",
        "    const parts = (rest + d).split('\\n');",
        '    rest = parts.pop();',
        '    lines += parts.length;',
        '    bytes += parts.reduce((n, p) => n + p.length, 0);',
        "    if (lines === 40) console.log(lines + ' ' + bytes);",
        '  });',
        '  process.stdin.resume();',
        '}, 500);',
      ].join('\n');
      client.send(nodeScript(reader));
      await client.waitFor('spawned');
      const frame = 'y'.repeat(MiB);
      for (let i = 0; i < 40; i++) {
        await client.stdinReady();
        if (form === 'stdin messages') client.send({ type: 'stdin', data: frame });
        else client.sendStdin(`${frame}\n`);
      }

      const { line } = await client.waitFor('stdout', () => true, 30_000);
      expect(line).toBe(`40 ${40 * MiB}`);
      expect(flow).toContain('input-paused');
      expect(flow).toContain('input-resumed');
      expect(
        client
          .of('stdin-flow')
          .map((message) => message.paused)
          .slice(0, 2),
      ).toEqual([true, false]);
    },
    60_000,
  );

  it('stops reading the child while the browser asks it to hold, then delivers every line once it lets go', async () => {
    const { inspector, flow } = await inspectorWithFlow();
    const marker = join(scratch, 'held-written');
    const client = await TestClient.open(inspector);
    // Held before the child starts, so nothing of its 50 MiB may cross until it is let go.
    client.send({ type: 'flow', paused: true });
    client.send(nodeScript(writer(marker)));
    await client.waitFor('spawned');
    await waitUntil(() => flow.includes('output-held'), WAIT_MS, 'the proxy to hold the output');
    await new Promise((resolve) => setTimeout(resolve, 500));
    const crossedWhileHeld = client.stdoutBytes().length;
    expect(crossedWhileHeld, 'stdout crossed while the browser held it').toBeLessThan(2 * MiB);
    expect(existsSync(marker), 'the child got its 50 MiB out while held').toBe(false);

    client.send({ type: 'flow', paused: false });
    const exit = await client.waitFor('exit', () => true, 60_000);
    expect(exit.code).toBe(0);
    expect(client.stdoutLines()).toHaveLength(LINES);
    expect(flow).toContain('output-released');
  }, 60_000);

  it('refuses a flow message without a boolean', async () => {
    const { inspector } = await inspectorWithFlow();
    const client = await TestClient.open(inspector);
    client.send(JSON.stringify({ type: 'flow', paused: 'yes' }));
    const error = await client.waitFor('bridge-error');
    expect(error.message).toMatch(/"paused" as true or false/);
  });
});
