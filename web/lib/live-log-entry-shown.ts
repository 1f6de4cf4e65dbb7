import { Observable } from '../../shared/lib/observable.ts';

/** The entry the live log's Entry detail shows, and whether it has a command form: the palette offers Copy as command then. */
export const liveLogEntryShown = new Observable<{ readonly seq: number; readonly copyable: boolean } | undefined>(
  undefined,
);
