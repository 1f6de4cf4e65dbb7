// A streamed 20,000-token answer in the Chat tab (issue 26): the real inspector with the embedded
// server-everything, the scripted provider (a real HTTP server speaking OpenAI's chat completions)
// streaming one token per event as fast as the socket takes it, through the proxy's model relay, into
// a real Chromium. The figures, from the click on Send to the frame after the page shows the answer
// complete (its step no longer streaming): the page's longest task, its blocking time and its number
// of long tasks, as the browser reports them (wall time), and the longest task's CPU time with the
// number of tasks over 50 ms of CPU, from a trace (see task-cpu.ts); the time to the first token shown;
// the total; the longest the text shown stood still in between; and whether the text shown at the end is exactly the text the provider sent (1) or not (0).
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { start as startProvider, type ScriptedProvider } from '../e2e/fixtures/model/scripted-provider.mjs';
import { everythingServer } from '../proxy/package-info.ts';
import { startInspector } from '../proxy/start-inspector.ts';
import type { InspectorDriver } from './inspectors/inspector-driver.ts';
import { clickAndLetGo } from './inspectors/inspector-driver.ts';
import { loupe } from './inspectors/loupe.ts';
import type { LongTaskFigures } from './long-tasks.ts';
import { withInspectorPage } from './page-bench.ts';
import { medianFigures, repeat } from './stats.ts';
import { type TaskCpuFigures, traceTaskCpu } from './task-cpu.ts';

export interface ChatStreamFigures extends LongTaskFigures, TaskCpuFigures {
  tokens: number;
  /** Click on Send to the frame after the first streamed text shows. */
  firstTokenShownMs: number;
  /** Click on Send to the frame after the whole answer shows, its step done. */
  totalMs: number;
  /** While it streamed, the longest the text shown went without growing (the answer frozen on screen). */
  longestStillMs: number;
  /** The text shown at the end is exactly what the provider sent (1) or not (0). */
  textComplete: number;
}

/**
 * `tokens` words of prose-like text (a few word lengths, a sentence's full stop, a paragraph every 60
 * words), the same every time: a real answer has lines and paragraphs for the page to lay out.
 */
export function streamedAnswer(tokens: number): string[] {
  const words = ['the', 'server', 'answers', 'with', 'a', 'list', 'of', 'tools', 'and', 'their', 'schemas'];
  const pieces: string[] = [];
  for (let index = 0; index < tokens; index++) {
    const word = words[(index * 7) % words.length]!;
    const end = (index + 1) % 60 === 0 ? '.\n\n' : (index + 1) % 12 === 0 ? '. ' : ' ';
    pieces.push(`${index === 0 ? 'The' : word}${end}`);
  }
  return pieces;
}

/** The text the page is expected to show for `pieces` (as its innerText: what a person reads and copies). */
const shownText = (pieces: readonly string[]) => pieces.join('');

/**
 * Watches, inside the page, the click on Send, the first streamed text shown and the step done, each timed at the
 * next frame, and the longest the shown text went without growing between the two.
 */
function watchAnswer(page: Page) {
  return page.evaluate(() => {
    const state = { clicked: Number.NaN, first: Number.NaN, done: Number.NaN, stillMs: 0 };
    (window as unknown as { __benchChat: typeof state }).__benchChat = state;
    const send = [...document.querySelectorAll('button')].find((button) => button.textContent === 'Send');
    send?.addEventListener('click', (event) => void (state.clicked = event.timeStamp), { capture: true, once: true });
    const region = document.querySelector('section[aria-label="Conversation"]')!;
    let shownLength = 0;
    let grewAt = Number.NaN;
    const observer = new MutationObserver(() => {
      const step = region.querySelector('article[aria-label="Model, step 1"]');
      if (!step) return;
      const [header, text] = step.children;
      const length = text?.textContent?.length ?? 0;
      if (length > shownLength) {
        const now = performance.now();
        if (shownLength === 0) requestAnimationFrame(() => void (state.first = performance.now()));
        else state.stillMs = Math.max(state.stillMs, now - grewAt);
        shownLength = length;
        grewAt = now;
      }
      if (shownLength > 0 && !header?.textContent?.includes('streaming')) {
        observer.disconnect();
        requestAnimationFrame(() => void (state.done = performance.now()));
      }
    });
    observer.observe(region, { childList: true, subtree: true, characterData: true });
  });
}

/** A CPU profile of the page from now to the call of what it returns (to open in Chromium's DevTools). */
async function startProfile(page: Page): Promise<() => Promise<unknown>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  return async () => (await cdp.send('Profiler.stop')).profile;
}

/** The inspector with the model given at start, as `--llm-provider openai-compatible --llm-base-url … --llm-model …` would. */
function inspectorWithModel(provider: ScriptedProvider, staticRoot: string | undefined): InspectorDriver {
  return {
    ...loupe,
    async start(server) {
      const inspector = await startInspector({
        port: 0,
        defaultServer: { command: server.command, args: server.args, env: {} },
        llm: { provider: 'openai-compatible', baseUrl: provider.baseUrl, models: ['scripted-model'] },
        keyEnvironment: { MCP_LOUPE_LLM_API_KEY: 'bench-key' },
        ...(staticRoot ? { staticRoot } : {}),
      });
      return { url: inspector.url, close: () => inspector.close() };
    },
  };
}

async function oneChatStream(
  provider: ScriptedProvider,
  tokens: number,
  timeoutMs: number,
  staticRoot: string | undefined,
  profile: string | undefined,
): Promise<ChatStreamFigures> {
  const pieces = streamedAnswer(tokens);
  // One event per token, written as fast as the socket drains: the page gets them in bursts, as from a fast local model.
  provider.setScript([{ text: shownText(pieces), chunks: pieces.length, usage: { input: 100, output: tokens } }]);
  return withInspectorPage(inspectorWithModel(provider, staticRoot), everythingServer(), async (page, longTasks) => {
    await page.getByRole('tab', { name: 'Chat', exact: true }).click();
    const message = page.getByRole('textbox', { name: 'Message' });
    await page.getByRole('region', { name: 'Conversation' }).waitFor({ timeout: 30_000 });
    await message.fill('Tell me everything about your tools.');
    await page.waitForTimeout(300);
    await watchAnswer(page);
    const profiler = profile ? await startProfile(page) : undefined;
    const cpu = await traceTaskCpu(page.context().browser()!, page);
    const mark = longTasks.mark();
    await clickAndLetGo(page.getByRole('button', { name: 'Send', exact: true }));
    const handle = await page.waitForFunction(
      () => {
        const state = (
          window as unknown as { __benchChat: { clicked: number; first: number; done: number; stillMs: number } }
        ).__benchChat;
        return Number.isNaN(state.done)
          ? undefined
          : { first: state.first - state.clicked, total: state.done - state.clicked, still: state.stillMs };
      },
      undefined,
      { timeout: timeoutMs, polling: 100 },
    );
    const { first, total, still } = (await handle.jsonValue()) as { first: number; total: number; still: number };
    await page.waitForTimeout(300);
    const tasks = longTasks.since(mark);
    const cpuFigures = await cpu();
    if (profiler && profile) writeFileSync(profile, JSON.stringify(await profiler()));
    const text = await page
      .getByRole('article', { name: 'Model, step 1' })
      .evaluate((step) => (step.children[1] as HTMLElement | undefined)?.innerText ?? '');
    return {
      tokens,
      firstTokenShownMs: Math.round(first),
      totalMs: Math.round(total),
      longestStillMs: Math.round(still),
      ...tasks,
      ...cpuFigures,
      textComplete: text === shownText(pieces) ? 1 : 0,
    };
  });
}

/** A streamed answer of `tokens` tokens, `runs` times in a fresh inspector and page: the median of each figure, the runs, the samples. */
export async function chatStream(
  tokens = 20_000,
  runs = 3,
  options: { timeoutMs?: number; staticRoot?: string; profile?: string } = {},
): Promise<ChatStreamFigures & { runs: number; samples: readonly ChatStreamFigures[] }> {
  const provider = await startProvider();
  try {
    const samples = await repeat(runs, () =>
      oneChatStream(provider, tokens, options.timeoutMs ?? 120_000, options.staticRoot, options.profile),
    );
    return medianFigures(samples);
  } finally {
    await provider.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // node bench/chat-stream-bench.ts [tokens [runs [built page [profile file]]]]: the figure alone (the page must be
  // built: npx vite build); a third argument serves another build of the page (another branch's dist/web, for a
  // before and after; '' for this one), a fourth writes the page's CPU profile (.cpuprofile) of the last run there.
  const [tokens, runs, staticRoot, profile] = process.argv.slice(2);
  const options = {
    ...(staticRoot ? { staticRoot: resolve(staticRoot) } : {}),
    ...(profile ? { profile: resolve(profile) } : {}),
  };
  console.log(JSON.stringify(await chatStream(Number(tokens) || 20_000, Number(runs) || 1, options)));
}
