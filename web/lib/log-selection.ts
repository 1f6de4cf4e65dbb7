import { Observable } from '../../shared/lib/observable.ts';

/** A request from anywhere in the page to show one entry of the live log. `asked` tells two requests for the same entry apart. */
export interface LogSelectionRequest {
  readonly seq: number;
  readonly asked: number;
}

/** The latest request to open an entry in the Log: the shell shows the Log tab, the live log selects it. */
export const logSelection = new Observable<LogSelectionRequest | undefined>(undefined);

let asked = 0;

/** Opens entry `seq` of the live log in the Log tab's Entry detail. */
export function showInLog(seq: number): void {
  logSelection.set({ seq, asked: ++asked });
}

/** The entry the live log's Entry detail shows, and whether it has a command form: the palette offers Copy as command then. */
export const liveLogEntryShown = new Observable<{ readonly seq: number; readonly copyable: boolean } | undefined>(
  undefined,
);
