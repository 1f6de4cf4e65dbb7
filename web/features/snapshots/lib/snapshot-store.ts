import type { ServerSnapshot } from '../../../../shared/snapshot/snapshot.ts';
import { Observable } from '../../../../shared/lib/observable.ts';

/** A snapshot kept for comparison, with a number to tell it apart. */
export interface KeptSnapshot {
  readonly id: number;
  readonly snapshot: ServerSnapshot;
}

/** The snapshots taken in this page, oldest first: kept for as long as the page lives. */
export class SnapshotStore extends Observable<readonly KeptSnapshot[]> {
  #next = 1;

  constructor() {
    super([]);
  }

  add(snapshot: ServerSnapshot): KeptSnapshot {
    const kept = { id: this.#next++, snapshot };
    this.set([...this.getSnapshot(), kept]);
    return kept;
  }

  remove(id: number): void {
    this.set(this.getSnapshot().filter((kept) => kept.id !== id));
  }
}

export const keptSnapshots = new SnapshotStore();
