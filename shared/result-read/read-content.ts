import { pointer, type Finding } from '../diagnose/finding.ts';
import { shapeFinding } from './shape-finding.ts';

/**
 * Reads content leniently for display (tool results, prompt messages,
 * resource contents): whatever the server sent is shown, and what does not
 * fit the protocol's shapes is shown raw with a finding, never dropped.
 * (Strict schema findings come separately, from the session's validation.)
 * `at` is the block's place in the frame (`/result/content/0`), the
 * findings' pointer.
 */
export type Annotations = Readonly<Record<string, unknown>>;

export type ContentView =
  | { kind: 'text'; text: string; annotations?: Annotations }
  | {
      kind: 'image' | 'audio';
      data: string;
      /** As sent; absent when it is missing or not a string (then `findings` say so). */
      mimeType?: string;
      annotations?: Annotations;
      findings?: Finding[];
    }
  | {
      kind: 'resource';
      uri: string;
      mimeType?: string;
      text?: string;
      blob?: string;
      annotations?: Annotations;
      /** What is off about a resource that can still be shown (a missing uri, say). */
      findings?: Finding[];
    }
  | {
      kind: 'resource_link';
      uri: string;
      name?: string;
      title?: string;
      description?: string;
      mimeType?: string;
      size?: number;
      annotations?: Annotations;
    }
  | { kind: 'unknown'; raw: unknown; finding: Finding };

type Rec = Readonly<Record<string, unknown>>;

export function isRec(value: unknown): value is Rec {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function str(record: Rec, key: string): string | undefined {
  const value = record[key];
  return typeof value === 'string' ? value : undefined;
}

function optional<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
}

/** A block shown raw, with why: `finding` says what is wrong with it. */
export function unknownBlock(raw: unknown, finding: Finding): ContentView {
  return { kind: 'unknown', raw, finding };
}

/** A block that cannot be shown as its type, at `at`. */
function unreadable(raw: unknown, at: string, message: string): ContentView {
  return unknownBlock(raw, shapeFinding('content-block-unreadable', at, message));
}

export function readContentBlock(block: unknown, at = ''): ContentView {
  if (!isRec(block))
    return unreadable(block, at, block === undefined ? 'No content' : 'Content block is not an object');
  const type = block['type'];
  const annotations = optional('annotations', isRec(block['annotations']) ? block['annotations'] : undefined);
  switch (type) {
    case 'text': {
      const text = str(block, 'text');
      return text === undefined
        ? unreadable(block, `${at}/text`, 'Text block without a "text" string')
        : { kind: 'text', text, ...annotations };
    }
    case 'image':
    case 'audio': {
      const data = str(block, 'data');
      const mimeType = str(block, 'mimeType');
      if (data === undefined)
        return unreadable(block, `${at}/data`, `${type === 'image' ? 'Image' : 'Audio'} block without base64 "data"`);
      // Never a guessed type in its place: the label says what the server sent.
      const findings =
        mimeType !== undefined
          ? []
          : [
              shapeFinding(
                'content-mime-type',
                `${at}/mimeType`,
                block['mimeType'] === undefined
                  ? '"mimeType" is missing'
                  : `"mimeType" is ${JSON.stringify(block['mimeType']) ?? 'not a string'}, not a string`,
              ),
            ];
      return {
        kind: type,
        data,
        ...optional('mimeType', mimeType),
        ...annotations,
        ...(findings.length ? { findings } : {}),
      };
    }
    case 'resource': {
      const resource = block['resource'];
      if (!isRec(resource) || str(resource, 'uri') === undefined)
        return unreadable(block, `${at}/resource`, 'Embedded resource without a "resource.uri"');
      return {
        kind: 'resource',
        uri: str(resource, 'uri') ?? '',
        ...optional('mimeType', str(resource, 'mimeType')),
        ...optional('text', str(resource, 'text')),
        ...optional('blob', str(resource, 'blob')),
        ...annotations,
      };
    }
    case 'resource_link': {
      const uri = str(block, 'uri');
      if (uri === undefined) return unreadable(block, `${at}/uri`, 'Resource link without a "uri"');
      const size = block['size'];
      return {
        kind: 'resource_link',
        uri,
        ...optional('name', str(block, 'name')),
        ...optional('title', str(block, 'title')),
        ...optional('description', str(block, 'description')),
        ...optional('mimeType', str(block, 'mimeType')),
        ...optional('size', typeof size === 'number' ? size : undefined),
        ...annotations,
      };
    }
    default:
      return unreadable(
        block,
        `${at}/type`,
        typeof type === 'string'
          ? `Unknown content type "${type}"`
          : type === undefined
            ? 'Content block without a "type"'
            : '"type" is not a string',
      );
  }
}

/**
 * One entry of a `resources/read` result's `contents`: shown as a resource
 * when it has a text or blob string, even if its uri is missing (noted).
 */
export function readResourceContents(entry: unknown, at = ''): ContentView {
  if (!isRec(entry)) return unreadable(entry, at, 'Contents entry is not an object');
  const text = str(entry, 'text');
  const blob = str(entry, 'blob');
  if (text === undefined && blob === undefined) {
    const hasMember = Object.hasOwn(entry, 'text') || Object.hasOwn(entry, 'blob');
    return unreadable(
      entry,
      at,
      hasMember ? '"text" or "blob" is not a string' : 'Contents entry without a "text" or "blob"',
    );
  }
  const findings: Finding[] = [];
  const uri = str(entry, 'uri');
  if (uri === undefined)
    findings.push(
      shapeFinding(
        'resource-contents-member',
        `${at}/uri`,
        entry['uri'] === undefined ? '"uri" is missing' : '"uri" is not a string',
      ),
    );
  if (text !== undefined && blob !== undefined)
    findings.push(shapeFinding('resource-contents-text-and-blob', at, 'has both "text" and "blob"'));
  if (entry['mimeType'] !== undefined && str(entry, 'mimeType') === undefined)
    findings.push(shapeFinding('resource-contents-member', `${at}/mimeType`, '"mimeType" is not a string'));
  return {
    kind: 'resource',
    uri: uri ?? '',
    ...optional('mimeType', str(entry, 'mimeType')),
    ...optional('text', text),
    ...optional('blob', blob),
    ...optional('annotations', isRec(entry['annotations']) ? entry['annotations'] : undefined),
    ...(findings.length ? { findings } : {}),
  };
}

/** Each block of a list at `at`, with its own place in the frame. */
export function readBlocks(blocks: readonly unknown[], at: string, read = readContentBlock): ContentView[] {
  return blocks.map((block, index) => read(block, pointerTo(at, index)));
}

/** `at` one step further in. */
export function pointerTo(at: string, key: string | number): string {
  return `${at}${pointer(key)}`;
}
