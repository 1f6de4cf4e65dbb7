import { isRecord, type Rec } from '../lib/guards.ts';
import { describeType, jsonText, optionalNumber, optionalText, requiredText, uniqueKeys } from './read-fields.ts';
import { NO_NAME, NOT_AN_OBJECT } from './tool-item.ts';

/** A `resources/list` entry as the page shows it, whatever the server sent. */
export interface ResourceItem {
  key: string;
  /** The uri to show: the uri itself, the JSON of one that is not a string, or "(no uri)". */
  uri: string;
  /** The uri exactly as sent; `resources/read` sends it back unchanged. */
  rawUri: unknown;
  name: string;
  title?: string;
  description?: string;
  mimeType?: string;
  size?: number;
  problems: string[];
  raw: unknown;
}

/** A `resources/templates/list` entry as the page shows it. */
export interface ResourceTemplateItem {
  key: string;
  /** The template to show and to fill in (the JSON of one that is not a string, or "(no uriTemplate)"). */
  uriTemplate: string;
  /** False when the server sent no usable template string, so there is nothing to fill in. */
  usable: boolean;
  name: string;
  title?: string;
  description?: string;
  mimeType?: string;
  problems: string[];
  raw: unknown;
}

export const NO_URI = '(no uri)';
export const NO_URI_TEMPLATE = '(no uriTemplate)';

function common(raw: Rec, problems: string[]) {
  const name = requiredText(raw, 'name', NO_NAME, problems);
  const title = optionalText(raw, 'title', problems);
  const description = optionalText(raw, 'description', problems);
  const mimeType = optionalText(raw, 'mimeType', problems);
  return {
    name,
    ...(title !== undefined ? { title } : {}),
    ...(description !== undefined ? { description } : {}),
    ...(mimeType !== undefined ? { mimeType } : {}),
  };
}

function notAnObject(raw: unknown): string {
  return `the entry is ${describeType(raw)} (${jsonText(raw)}), not an object`;
}

export function readResource(raw: unknown): Omit<ResourceItem, 'key'> {
  if (!isRecord(raw)) return { uri: NO_URI, rawUri: undefined, name: NOT_AN_OBJECT, problems: [notAnObject(raw)], raw };
  const problems: string[] = [];
  const uri = requiredText(raw, 'uri', NO_URI, problems);
  const size = optionalNumber(raw, 'size', problems);
  return { uri, rawUri: raw['uri'], ...common(raw, problems), ...(size !== undefined ? { size } : {}), problems, raw };
}

export function readResourceTemplate(raw: unknown): Omit<ResourceTemplateItem, 'key'> {
  if (!isRecord(raw))
    return { uriTemplate: NO_URI_TEMPLATE, usable: false, name: NOT_AN_OBJECT, problems: [notAnObject(raw)], raw };
  const problems: string[] = [];
  const uriTemplate = requiredText(raw, 'uriTemplate', NO_URI_TEMPLATE, problems);
  const usable = typeof raw['uriTemplate'] === 'string' && raw['uriTemplate'] !== '';
  return { uriTemplate, usable, ...common(raw, problems), problems, raw };
}

export function readResources(raws: readonly unknown[]): ResourceItem[] {
  return uniqueKeys(raws.map(readResource), (resource) => resource.rawUri, 'uri');
}

export function readResourceTemplates(raws: readonly unknown[]): ResourceTemplateItem[] {
  return uniqueKeys(
    raws.map(readResourceTemplate),
    (template) => (isRecord(template.raw) ? template.raw['uriTemplate'] : undefined),
    'uriTemplate',
  );
}
