import { Observable } from '../../shared/lib/observable.ts';
import type { ImportedLog } from '../features/log-import/lib/read-import.ts';

/** The imported log shown in the Log tab instead of the live one, when there is one; the Compare tab reads snapshots from it too. */
export const importedLog = new Observable<(ImportedLog & { entries: number }) | undefined>(undefined);
