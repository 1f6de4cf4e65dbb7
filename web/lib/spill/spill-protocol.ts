import type { PayloadMatch } from '../../../shared/wire/payload-store.ts';

/** Messages between the page and the worker that keeps payloads in the browser's storage. */
export type ToSpillWorker =
  | { type: 'put'; seqs: number[]; texts: string[] }
  | { type: 'get'; request: number; seq: number }
  | { type: 'search'; request: number; match: PayloadMatch }
  | { type: 'clear' };

export type FromSpillWorker =
  | { type: 'stored'; chars: number }
  | { type: 'got'; request: number; text: string }
  | { type: 'missing'; request: number; reason: string }
  | { type: 'found'; request: number; seqs: number[] }
  | { type: 'failed'; message: string };
