/**
 * Opening and saving a collection file: the File System Access API where
 * the browser has it (the file chosen once is written in place on the
 * next save), a file input and a download elsewhere.
 */

interface FileHandle {
  readonly name: string;
  getFile(): Promise<File>;
  createWritable(): Promise<{ write(data: string): Promise<void>; close(): Promise<void> }>;
}

interface FileAccessWindow {
  showOpenFilePicker?: (options: unknown) => Promise<FileHandle[]>;
  showSaveFilePicker?: (options: unknown) => Promise<FileHandle>;
}

const types = [{ description: 'mcp-loupe collection', accept: { 'application/json': ['.json'] } }];

/** The handle of the file last opened or saved through the picker: the next save writes it again. */
let handle: FileHandle | undefined;

export function forgetFile(): void {
  handle = undefined;
}

/** Whether the browser opens files by the File System Access API (else: the page's file input). */
export function hasOpenPicker(target: FileAccessWindow = window as FileAccessWindow): boolean {
  return typeof target.showOpenFilePicker === 'function';
}

/** Opens a file through the picker; undefined when the person closed it. */
export async function openWithPicker(
  target: FileAccessWindow = window as FileAccessWindow,
): Promise<{ name: string; text: string } | undefined> {
  try {
    const [chosen] = await target.showOpenFilePicker!({ types, multiple: false });
    if (!chosen) return undefined;
    handle = chosen;
    const file = await chosen.getFile();
    return { name: chosen.name, text: await file.text() };
  } catch (error) {
    if ((error as DOMException).name === 'AbortError') return undefined;
    throw error;
  }
}

/**
 * Saves the text: to the file opened or saved before through the picker,
 * else to one the picker asks for, else as a download named `fileName`.
 * Returns the name it went to, undefined when the person closed the picker.
 */
export async function saveText(
  text: string,
  fileName: string,
  target: FileAccessWindow = window as FileAccessWindow,
): Promise<{ name: string; how: 'written' | 'downloaded' } | undefined> {
  if (typeof target.showSaveFilePicker === 'function') {
    try {
      handle ??= await target.showSaveFilePicker({ suggestedName: fileName, types });
    } catch (error) {
      if ((error as DOMException).name === 'AbortError') return undefined;
      throw error;
    }
    const writable = await handle.createWritable();
    await writable.write(text);
    await writable.close();
    return { name: handle.name, how: 'written' };
  }
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return { name: fileName, how: 'downloaded' };
}

/** A file name for the collection: its name, in lower case, words joined by dashes. */
export function fileNameFor(collectionName: string): string {
  const stem = collectionName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${stem || 'collection'}.collection.json`;
}
