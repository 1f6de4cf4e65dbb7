const waiting: (() => void)[] = [];
let channel: MessageChannel | undefined;

/**
 * Resolves in a new task of ordinary priority (a message the page sends itself). A loop that pauses with
 * `scheduler.yield()` goes back in before every other waiting task, so a long stream read that way kept the
 * page's timers and frames waiting until it ended (a streamed answer showed nothing for 20 s); one that pauses
 * here takes its turn with them.
 */
export function nextTask(): Promise<void> {
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = () => waiting.shift()?.();
  }
  const port = channel.port2;
  return new Promise((resolve) => {
    waiting.push(resolve);
    port.postMessage(null);
  });
}
