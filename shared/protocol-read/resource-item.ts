import type { Finding } from '../diagnose/finding.ts';
import { isRecord, type Rec } from '../lib/guards.ts';
import { notAnObject, optionalNumber, optionalText, requiredText, uniqueKeys } from './read-fields.ts';
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
  findings: Finding[];
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
  findings: Finding[];
  raw: unknown;
}

export const NO_URI = '(no uri)';
export const NO_URI_TEMPLATE = '(no uriTemplate)';

function common(raw: Rec, findings: Finding[]) {
  const name = requiredText(raw, 'name', NO_NAME, findings);
  const title = optionalText(raw, 'title', findings);
  const description = optionalText(raw, 'description', findings);
  const mimeType = optionalText(raw, 'mimeType', findings);
  return {
    name,
    ...(title !== undefined ? { title } : {}),
    ...(description !== undefined ? { description } : {}),
    ...(mimeType !== undefined ? { mimeType } : {}),
  };
}

export function readResource(raw: unknown): Omit<ResourceItem, 'key'> {
  if (!isRecord(raw)) return { uri: NO_URI, rawUri: undefined, name: NOT_AN_OBJECT, findings: [notAnObject(raw)], raw };
  const findings: Finding[] = [];
  const uri = requiredText(raw, 'uri', NO_URI, findings);
  const size = optionalNumber(raw, 'size', findings);
  return { uri, rawUri: raw['uri'], ...common(raw, findings), ...(size !== undefined ? { size } : {}), findings, raw };
}

export function readResourceTemplate(raw: unknown): Omit<ResourceTemplateItem, 'key'> {
  if (!isRecord(raw))
    return { uriTemplate: NO_URI_TEMPLATE, usable: false, name: NOT_AN_OBJECT, findings: [notAnObject(raw)], raw };
  const findings: Finding[] = [];
  const uriTemplate = requiredText(raw, 'uriTemplate', NO_URI_TEMPLATE, findings);
  const usable = typeof raw['uriTemplate'] === 'string' && raw['uriTemplate'] !== '';
  return { uriTemplate, usable, ...common(raw, findings), findings, raw };
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
