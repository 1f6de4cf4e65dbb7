import type { Schedule } from '../../shared/wire/wire-log.ts';

/** Flush log listeners once per animation frame; a hidden tab still flushes, every 250 ms. */
export const frameSchedule: Schedule = (flush) => {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    flush();
  };
  requestAnimationFrame(run);
  setTimeout(run, 250);
};
