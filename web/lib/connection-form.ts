import type { ConnectTarget } from '../../shared/session/connect-target.ts';
import { Observable } from '../../shared/lib/observable.ts';

/** What the connection form describes now (undefined while its fields make no server): the doctor examines it while nothing is connected. */
export const connectionForm = new Observable<ConnectTarget | undefined>(undefined);

export const setConnectionForm = (target: ConnectTarget | undefined): void => connectionForm.set(target);
