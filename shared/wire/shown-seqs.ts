/**
 * The seqs of the entries a view of the log shows, ascending: how many, and
 * which one is at each place. The whole log is only its size, and a filter's
 * list grows in place, so neither costs a copy of 100,000 seqs per update.
 */
export interface ShownSeqs extends Iterable<number> {
  readonly length: number;
  /** The seq at `index`, for 0 ≤ index < length. */
  seqAt(index: number): number;
  /** Whether `seq` is among them. */
  has(seq: number): boolean;
}

/** Every entry of a log of `length` entries. */
class EverySeq implements ShownSeqs {
  readonly length: number;
  constructor(length: number) {
    this.length = length;
  }
  seqAt(index: number): number {
    return index;
  }
  has(seq: number): boolean {
    return Number.isInteger(seq) && seq >= 0 && seq < this.length;
  }
  *[Symbol.iterator](): Iterator<number> {
    for (let seq = 0; seq < this.length; seq++) yield seq;
  }
}

/** The first `length` items of `seqs`; whoever hands it out never changes those items again (it may add after them). */
class ListedSeqs implements ShownSeqs {
  readonly #seqs: readonly number[];
  readonly length: number;
  constructor(seqs: readonly number[], length: number) {
    this.#seqs = seqs;
    this.length = length;
  }
  seqAt(index: number): number {
    return this.#seqs[index]!;
  }
  has(seq: number): boolean {
    const at = lowerBound(this.#seqs, this.length, seq);
    return at < this.length && this.#seqs[at] === seq;
  }
  *[Symbol.iterator](): Iterator<number> {
    for (let index = 0; index < this.length; index++) yield this.#seqs[index]!;
  }
}

export const everySeq = (length: number): ShownSeqs => new EverySeq(length);

/** `seqs` (ascending) as they are now: later items pushed onto the array are not among them. */
export const listedSeqs = (seqs: readonly number[], length = seqs.length): ShownSeqs => new ListedSeqs(seqs, length);

/** Whether ascending `seqs` hold `seq`. */
export function includesSeq(seqs: readonly number[], seq: number): boolean {
  const at = lowerBound(seqs, seqs.length, seq);
  return seqs[at] === seq;
}

/** Puts `seq` in its place in ascending `seqs`, unless it is there already. */
export function insertSeq(seqs: number[], seq: number): void {
  const at = lowerBound(seqs, seqs.length, seq);
  if (seqs[at] !== seq) seqs.splice(at, 0, seq);
}

/** The first place in `seqs[0, length)` whose seq is not below `seq`. */
function lowerBound(seqs: readonly number[], length: number, seq: number): number {
  let low = 0;
  let high = length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (seqs[middle]! < seq) low = middle + 1;
    else high = middle;
  }
  return low;
}
