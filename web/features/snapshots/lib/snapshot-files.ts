import { readSnapshotText, snapshotFileText } from '../../../../shared/snapshot/snapshot-file.ts';
import { serverName, type ServerSnapshot } from '../../../../shared/snapshot/snapshot.ts';

/** The most the page reads from a snapshot or log file, as `mcp-loupe --cli diff` does. */
const FILE_LIMIT = 256 * 1024 * 1024;

/** Offers the snapshot as the file `mcp-loupe --cli snapshot` writes, for `--cli diff` or another page. */
export function saveSnapshot(snapshot: ServerSnapshot): void {
  const name = serverName(snapshot.server).replace(/[^\w.-]+/g, '-');
  const url = URL.createObjectURL(new Blob([snapshotFileText(snapshot)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${name}.snapshot.json`;
  link.click();
  // Revoked after the click's task, once the browser has taken the file.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A snapshot from a file the person chose (a snapshot, or a log exported by mcp-loupe), or why it is not one. */
export async function openSnapshotFile(file: File): Promise<ServerSnapshot> {
  if (file.size > FILE_LIMIT)
    throw new Error(
      `${file.name}: ${Math.round(file.size / 1024 / 1024)} MiB, over the 256 MiB a snapshot or log may be`,
    );
  const read = await readSnapshotText(await file.text(), file.name);
  if (!read.ok) throw new Error(`${file.name}: ${read.reason}`);
  return read.snapshot;
}
