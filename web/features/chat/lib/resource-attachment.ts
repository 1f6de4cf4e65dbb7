import type { Attachment } from '../../../../shared/model/conversation-entry.ts';
import { isRecord } from '../../../../shared/lib/guards.ts';

/** A resource read for the next message: what goes to the model, and what the chip says of it. */
export interface ReadAttachment {
  attachment: Attachment;
  /** Set when some contents are binary: they are named to the model, not sent (a chat message carries text). */
  binary?: string;
}

/**
 * A `resources/read` result as one attachment: its text contents joined; binary (blob) contents named with
 * their type and size in a note, since their bytes do not go to the model. Undefined when the result holds
 * no contents at all, which the caller says.
 */
export function resourceAttachment(uri: string, result: unknown): ReadAttachment | undefined {
  const contents = isRecord(result) && Array.isArray(result.contents) ? result.contents.filter(isRecord) : [];
  if (contents.length === 0) return undefined;
  const parts: string[] = [];
  const blobs: string[] = [];
  let mimeType: string | undefined;
  for (const content of contents) {
    const type = typeof content.mimeType === 'string' ? content.mimeType : undefined;
    mimeType ??= type;
    if (typeof content.text === 'string') parts.push(content.text);
    else if (typeof content.blob === 'string') {
      const bytes = blobBytes(content.blob);
      const described = `${type ?? 'binary'}, ${bytes} byte${bytes === 1 ? '' : 's'}`;
      blobs.push(described);
      parts.push(`[binary contents of ${String(content.uri ?? uri)} (${described}): not sent to the model]`);
    }
  }
  const attachment: Attachment = { uri, text: parts.join('\n'), ...(mimeType ? { mimeType } : {}) };
  return blobs.length
    ? { attachment, binary: `binary (${blobs.join('; ')}): named to the model, its bytes not sent` }
    : { attachment };
}

/** The decoded size of base64 text. */
function blobBytes(blob: string): number {
  const padding = blob.endsWith('==') ? 2 : blob.endsWith('=') ? 1 : 0;
  return Math.max(0, Math.floor((blob.length * 3) / 4) - padding);
}
