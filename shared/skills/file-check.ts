import type { SkillEntry, SkillFile } from './skill-entry.ts';

/** SHA-256 of bytes as the extension writes digests: `sha256:` and 64 lowercase hex digits. Web Crypto, in the page and in Node alike. */
export async function sha256Digest(bytes: Uint8Array): Promise<string> {
  const hash = new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>));
  return `sha256:${Array.from(hash, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/** What was read, measured. */
export interface Measured {
  digest: string;
  size: number;
}

/**
 * A file's bytes against its skill's entry:
 * - `match`: the listed digest and size are the bytes';
 * - `mismatch`: the digest, the size or both differ (the content must not be used);
 * - `not-listed`: the entry does not list this uri (while acting on a skill, as bad as a mismatch);
 * - `unverifiable`: listed with no usable digest or size;
 * - `dynamic`: the skill publishes no digests, so nothing can be checked.
 */
export type FileCheck =
  | { status: 'match'; actual: Measured }
  | {
      status: 'mismatch';
      actual: Measured;
      expected: { digest: string | undefined; size: number | undefined };
      differs: ReadonlyArray<'digest' | 'size'>;
    }
  | { status: 'not-listed'; actual: Measured }
  | { status: 'unverifiable'; actual: Measured; why: string }
  | { status: 'dynamic'; actual: Measured };

export async function checkFile(entry: Pick<SkillEntry, 'files'>, uri: string, bytes: Uint8Array): Promise<FileCheck> {
  const actual = { digest: await sha256Digest(bytes), size: bytes.byteLength };
  return judgeFile(entry.files, uri, actual);
}

/** The verdict once the bytes are measured (kept apart so it can be tested without hashing). */
export function judgeFile(files: SkillEntry['files'], uri: string, actual: Measured): FileCheck {
  if (files === 'dynamic') return { status: 'dynamic', actual };
  if (files === 'invalid') return { status: 'unverifiable', actual, why: 'the entry has no usable resources list' };
  const listed: SkillFile | undefined = files.find((file) => file.uri === uri);
  if (!listed) return { status: 'not-listed', actual };
  const differs: Array<'digest' | 'size'> = [];
  // A size that differs is a failure whatever the digest says; a usable digest that differs is one too.
  if (listed.size !== undefined && listed.size !== actual.size) differs.push('size');
  if (listed.digest !== undefined && /^sha256:[0-9a-f]{64}$/.test(listed.digest) && listed.digest !== actual.digest)
    differs.push('digest');
  if (differs.length)
    return { status: 'mismatch', actual, expected: { digest: listed.digest, size: listed.size }, differs };
  if (listed.size === undefined || listed.digest === undefined || !/^sha256:[0-9a-f]{64}$/.test(listed.digest)) {
    return {
      status: 'unverifiable',
      actual,
      why:
        listed.digest === undefined
          ? 'listed without a digest'
          : listed.size === undefined
            ? 'listed without a size'
            : `its listed digest ${listed.digest} is malformed`,
    };
  }
  return { status: 'match', actual };
}

/** One sentence for a check, as the page and the command line say it. */
export function describeCheck(check: FileCheck): string {
  switch (check.status) {
    case 'match':
      return `digest and size match (${check.actual.size} bytes)`;
    case 'mismatch': {
      const parts: string[] = [];
      if (check.differs.includes('size')) parts.push(`${check.actual.size} bytes read, ${check.expected.size} listed`);
      if (check.differs.includes('digest'))
        parts.push(`digest ${check.actual.digest}, listed ${check.expected.digest}`);
      return `mismatch: ${parts.join('; ')}`;
    }
    case 'not-listed':
      return `not listed in the skill's resources (read ${check.actual.size} bytes, ${check.actual.digest})`;
    case 'unverifiable':
      return `cannot be checked: ${check.why}`;
    case 'dynamic':
      return `the skill is dynamic: no digest to check (${check.actual.size} bytes, ${check.actual.digest})`;
  }
}
