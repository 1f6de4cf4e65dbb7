import { payloadMatcher, type PayloadMatch, type PayloadStore } from '../wire/payload-store.ts';

/**
 * A PayloadStore for tests: keeps texts in a map, counts what it was given
 * as backlog until the test calls `written()`, and fails when told to.
 */
export class TestPayloadStore implements PayloadStore {
  readonly texts = new Map<number, string>();
  backlog = 0;
  failure: string | undefined;
  onProgress?: () => void;

  put(seq: number, text: string): void {
    this.texts.set(seq, text);
    this.backlog += text.length;
  }

  async get(seq: number): Promise<string> {
    const text = this.texts.get(seq);
    if (text === undefined) throw new Error(`entry ${seq + 1} is not in storage`);
    return text;
  }

  async search(match: PayloadMatch): Promise<number[]> {
    const matches = payloadMatcher(match);
    return [...this.texts].filter(([, text]) => matches(text)).map(([seq]) => seq);
  }

  clear(): void {
    this.texts.clear();
    this.backlog = 0;
  }

  /** Everything handed over so far is now stored. */
  written(): void {
    this.backlog = 0;
    this.onProgress?.();
  }
}
