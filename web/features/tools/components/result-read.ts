/**
 * Reads a tools/call result leniently for display: whatever the server sent
 * is shown, and what does not fit the protocol's shapes is shown raw with a
 * note, never dropped. (Strict schema problems come separately, from the
 * session's validation.)
 */
export type Annotations = Readonly<Record<string, unknown>>;

export type ContentView =
  | { kind: 'text'; text: string; annotations?: Annotations }
  | { kind: 'image' | 'audio'; data: string; mimeType: string; annotations?: Annotations }
  | { kind: 'resource'; uri: string; mimeType?: string; text?: string; blob?: string; annotations?: Annotations }
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
  | { kind: 'unknown'; raw: unknown; problem: string };

export type ToolResultView = {
  content: ContentView[];
  isError: boolean;
  structuredContent?: { value: unknown };
  /** Members other than content, structuredContent and isError (_meta, anything new). */
  otherFields: Record<string, unknown>;
  /** Where the result's shape is off, as read for display. */
  notes: string[];
  /** The result itself when it is not an object at all. */
  notAnObject?: { value: unknown };
};

type Rec = Readonly<Record<string, unknown>>;

function isRec(value: unknown): value is Rec {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function str(record: Rec, key: string): string | undefined {
  const value = record[key];
  return typeof value === 'string' ? value : undefined;
}

function optional<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
}

function unknownBlock(raw: unknown, problem: string): ContentView {
  return { kind: 'unknown', raw, problem };
}

export function readContentBlock(block: unknown): ContentView {
  if (!isRec(block)) return unknownBlock(block, 'Content block is not an object');
  const type = block['type'];
  const annotations = optional('annotations', isRec(block['annotations']) ? block['annotations'] : undefined);
  switch (type) {
    case 'text': {
      const text = str(block, 'text');
      return text === undefined ? unknownBlock(block, 'Text block without a "text" string') : { kind: 'text', text, ...annotations };
    }
    case 'image':
    case 'audio': {
      const data = str(block, 'data');
      const mimeType = str(block, 'mimeType');
      if (data === undefined) return unknownBlock(block, `${type === 'image' ? 'Image' : 'Audio'} block without base64 "data"`);
      return { kind: type, data, mimeType: mimeType ?? (type === 'image' ? 'image/png' : 'audio/wav'), ...annotations };
    }
    case 'resource': {
      const resource = block['resource'];
      if (!isRec(resource) || str(resource, 'uri') === undefined) return unknownBlock(block, 'Embedded resource without a "resource.uri"');
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
      if (uri === undefined) return unknownBlock(block, 'Resource link without a "uri"');
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
      return unknownBlock(block, typeof type === 'string' ? `Unknown content type "${type}"` : 'Content block without a "type"');
  }
}

const KNOWN = new Set(['content', 'structuredContent', 'isError']);

export function readToolResult(result: unknown): ToolResultView {
  if (!isRec(result)) {
    return { content: [], isError: false, otherFields: {}, notes: ['The result is not a JSON object'], notAnObject: { value: result } };
  }
  const notes: string[] = [];
  const rawContent = result['content'];
  let content: ContentView[] = [];
  if (Array.isArray(rawContent)) content = rawContent.map(readContentBlock);
  else if (rawContent === undefined) {
    // Legacy 2024-10-07 results carried `toolResult` instead; other fields show it either way.
    if (!Object.hasOwn(result, 'toolResult')) notes.push('The result has no "content" array');
  } else {
    notes.push('"content" is not an array');
    content = [unknownBlock(rawContent, '"content" is not an array')];
  }
  const isError = result['isError'] === true;
  if (Object.hasOwn(result, 'isError') && typeof result['isError'] !== 'boolean') notes.push('"isError" is not a boolean');
  const otherFields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(result)) if (!KNOWN.has(key)) otherFields[key] = value;
  return {
    content,
    isError,
    ...(Object.hasOwn(result, 'structuredContent') ? { structuredContent: { value: result['structuredContent'] } } : {}),
    otherFields,
    notes,
  };
}
