import type { Finding } from '../diagnose/finding.ts';
import { isRecord } from '../lib/guards.ts';
import { skillFinding } from './skill-finding.ts';

/** A file's content from a `resources/read` result: its raw bytes (what a digest covers) and its text, when it is text. */
export interface SkillContent {
  uri: string;
  bytes: Uint8Array;
  /** The text as sent, or a blob's bytes read as UTF-8 when they are. */
  text: string | undefined;
  from: 'text' | 'blob';
  mimeType: string | undefined;
  /** What is off about the answer (`skill-content`), though the file was read. */
  findings: readonly Finding[];
}

export type SkillContentReading = { ok: true; content: SkillContent } | { ok: false; error: string };

/**
 * The content item for `uri` (or the only one): a `text` item's bytes are
 * its UTF-8 encoding, a `blob` item's are its base64 decoded.
 */
export function readSkillContent(uri: string, result: unknown): SkillContentReading {
  const contents = isRecord(result) && Array.isArray(result.contents) ? result.contents : undefined;
  if (!contents || contents.length === 0) return { ok: false, error: `resources/read of ${uri} returned no contents` };
  const item =
    contents.find((content) => isRecord(content) && content.uri === uri) ??
    (contents.length === 1 ? contents[0] : undefined);
  if (!isRecord(item)) return { ok: false, error: `resources/read of ${uri} returned no content item with that uri` };
  const findings: Finding[] = [];
  const at = `/result/contents/${contents.indexOf(item)}`;
  if (item.uri !== uri)
    findings.push(
      skillFinding(
        'skill-content',
        `${at}/uri`,
        `the content item's uri is ${JSON.stringify(item.uri)}, not the ${uri} that was read`,
      ),
    );
  if (contents.length > 1)
    findings.push(
      skillFinding(
        'skill-content',
        '/result/contents',
        `resources/read returned ${contents.length} content items; the one for ${uri} is checked`,
      ),
    );
  const mimeType = typeof item.mimeType === 'string' ? item.mimeType : undefined;
  if (typeof item.text === 'string') {
    if (typeof item.blob === 'string')
      findings.push(skillFinding('skill-content', at, 'the content has both text and blob: the text is checked'));
    return {
      ok: true,
      content: { uri, bytes: new TextEncoder().encode(item.text), text: item.text, from: 'text', mimeType, findings },
    };
  }
  if (typeof item.blob === 'string') {
    const bytes = decodeBase64(item.blob);
    if (!bytes) return { ok: false, error: `the blob of ${uri} is not valid base64` };
    let text: string | undefined;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      text = undefined;
    }
    return { ok: true, content: { uri, bytes, text, from: 'blob', mimeType, findings } };
  }
  return { ok: false, error: `the content of ${uri} has neither text nor blob` };
}

function decodeBase64(blob: string): Uint8Array | undefined {
  const clean = blob.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(clean) || clean.length % 4 === 1) return undefined;
  try {
    const binary = atob(clean);
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return undefined;
  }
}
