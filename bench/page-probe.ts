// Times taken inside the page, by the bench alone (an init script), so the product carries no bench hooks:
// the user's event (its own timestamp), the frame handed to the WebSocket, the frame's arrival, and the
// moment a text is in the DOM, all on the page's `performance.now()` clock.
import type { Page } from '@playwright/test';

/** What one armed probe looks for: a text in an outgoing frame, in an incoming frame, in the DOM. */
export interface ProbeTarget {
  sent: string;
  received: string;
  shown: string;
}

/** Times on the page's clock (ms); absent until seen. */
export interface ProbeTimes {
  /** The last click or input event while armed (the event's own timestamp: when the browser made it). */
  event?: number;
  /** When that event reached the page's first listener (a capture listener on the window). */
  eventHandled?: number;
  /** `WebSocket.send` called with a frame holding `sent`. */
  sent?: number;
  /** A `message` event whose data holds `received`, before the page's own listener runs. */
  received?: number;
  /** A mutation adding `shown` to the DOM, seen at the end of the task that made it. */
  shown?: number;
  /** The next animation frame's callbacks after `shown` (`performance.now()` there): when it can be painted. */
  frame?: number;
  /** Binary frames received while armed. */
  framesIn: number;
}

interface Probe {
  target?: ProbeTarget;
  /** Every long task of the page so far: when it started and how long it ran (ms). */
  longTasks: Array<{ start: number; duration: number }>;
  times: ProbeTimes;
  /** Told once the frame after `shown` has begun. */
  done?: () => void;
}

type ProbeWindow = Window & { __probe: Probe; __probeStart?: ProbeTarget };

/** The init script. Everything it does on the page's path is a timestamp and a push; texts are searched only in small pieces. */
function installProbe() {
  const w = window as unknown as ProbeWindow;
  const probe: Probe = { target: w.__probeStart, times: { framesIn: 0 }, longTasks: [] };
  w.__probe = probe;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) probe.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  const decoder = new TextDecoder();
  const holds = (data: unknown, text: string) =>
    typeof data === 'string'
      ? data.includes(text)
      : data instanceof ArrayBuffer || ArrayBuffer.isView(data)
        ? decoder.decode(data as ArrayBuffer).includes(text)
        : false;

  for (const type of ['click', 'input']) {
    addEventListener(
      type,
      (event) => {
        if (!probe.target) return;
        probe.times.event = event.timeStamp;
        probe.times.eventHandled = performance.now();
      },
      true,
    );
  }

  const nativeSend = WebSocket.prototype.send;
  WebSocket.prototype.send = function send(this: WebSocket, data: Parameters<WebSocket['send']>[0]) {
    const t = performance.now();
    if (probe.target && probe.times.sent === undefined && holds(data, probe.target.sent)) probe.times.sent = t;
    return nativeSend.call(this, data);
  };
  const NativeWebSocket = WebSocket;
  // Listening from the constructor puts this listener before the page's own (set later, as `onmessage`).
  window.WebSocket = class extends NativeWebSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols);
      this.addEventListener('message', (event) => {
        const t = performance.now();
        if (!probe.target) return;
        if (typeof event.data !== 'string') probe.times.framesIn++;
        if (probe.times.received === undefined && holds(event.data, probe.target.received)) probe.times.received = t;
      });
    }
  };

  new MutationObserver((records) => {
    const t = performance.now();
    const target = probe.target;
    if (!target || probe.times.shown !== undefined) return;
    for (const record of records) {
      const texts =
        record.type === 'characterData'
          ? [record.target.textContent]
          : [...record.addedNodes].map((node) => node.textContent);
      if (texts.some((text) => text?.includes(target.shown))) {
        probe.times.shown = t;
        requestAnimationFrame(() => {
          probe.times.frame = performance.now();
          probe.done?.();
        });
        return;
      }
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

/** Installs the probe on `page` (before it opens the inspector); `startWith` arms it from the first script on. */
export async function installPageProbe(page: Page, startWith?: ProbeTarget): Promise<void> {
  if (startWith)
    await page.addInitScript((target) => ((window as unknown as ProbeWindow).__probeStart = target), startWith);
  await page.addInitScript(installProbe);
}

export const armProbe = (page: Page, target: ProbeTarget) =>
  page.evaluate((next) => {
    const probe = (window as unknown as ProbeWindow).__probe;
    probe.target = next;
    probe.times = { framesIn: 0 };
  }, target);

/** Resolves once the probe has seen its text shown and the frame after it, with the times, and disarms. Start it before the action: it is told by the page, so the wait adds no task of its own while the action runs. */
export async function probeTimes(page: Page, timeoutMs = 30_000): Promise<ProbeTimes> {
  // Told by the page, not polled: a poll would be a task of its own on the path being timed.
  return page.evaluate(
    (ms) =>
      new Promise<ProbeTimes>((resolve, reject) => {
        const probe = (window as unknown as ProbeWindow).__probe;
        const finish = () => {
          clearTimeout(timer);
          probe.target = undefined;
          probe.done = undefined;
          resolve(probe.times);
        };
        const timer = setTimeout(() => reject(new Error(`not shown in ${ms} ms: ${JSON.stringify(probe.times)}`)), ms);
        if (probe.times.frame !== undefined) finish();
        else probe.done = finish;
      }),
    timeoutMs,
  );
}

/** The longest task (ms) that started at or after `from` on the page's clock; 0 when none was long (over 50 ms). */
export const longestTaskSince = (page: Page, from: number) =>
  page.evaluate(
    (start) =>
      Math.round(
        Math.max(
          0,
          ...(window as unknown as ProbeWindow).__probe.longTasks
            .filter((task) => task.start >= start)
            .map((task) => task.duration),
        ),
      ),
    from,
  );
