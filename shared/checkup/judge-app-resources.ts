import { CSP_KEYS } from '../apps/app-csp.ts';
import { appFinding } from '../apps/app-finding.ts';
import { readAppView } from '../apps/app-resource.ts';
import { isAppResource, sameMimeType, toolApp } from '../apps/tool-app.ts';
import { cspFindings, resourceUiFindings } from '../apps/ui-meta-findings.ts';
import { type Finding, findingMessages } from '../diagnose/finding.ts';
import { isRecord } from '../lib/guards.ts';
import { APP_MIME_TYPE } from '../protocol/extensions.ts';
import { within } from '../protocol-read/read-fields.ts';
import { findingsVerdict, listed } from './findings-verdict.ts';
import { toolLabel } from './judge-app-tools.ts';
import { verdict, type Verdict } from './verdict.ts';

/** What `resources/read` of one app resource gave: its result, or why there was none. */
export interface AppResourceRead {
  readonly uri: string;
  readonly result?: unknown;
  readonly error?: string;
}

/** The app resources the checkup knows of: the tools' resourceUri, then the listed app resources, each once. */
export interface AppResources {
  /** Every URI, in that order. */
  readonly uris: readonly string[];
  /** The tools whose app each URI is (`tool "a"`). */
  readonly tools: ReadonlyMap<string, readonly string[]>;
  /** The resources/list entry of each URI that is listed. */
  readonly listed: ReadonlyMap<string, Readonly<Record<string, unknown>>>;
}

export function appResources(tools: readonly unknown[], resources: readonly unknown[]): AppResources {
  const uris: string[] = [];
  const byTool = new Map<string, string[]>();
  const listed = new Map<string, Readonly<Record<string, unknown>>>();
  for (const resource of resources)
    if (isRecord(resource) && typeof resource.uri === 'string' && !listed.has(resource.uri))
      listed.set(resource.uri, resource);
  tools.forEach((tool, index) => {
    const app = toolApp(tool);
    if (!app) return;
    if (!byTool.has(app.resourceUri)) {
      byTool.set(app.resourceUri, []);
      uris.push(app.resourceUri);
    }
    byTool.get(app.resourceUri)!.push(toolLabel(tool, index));
  });
  for (const [uri, resource] of listed) if (isAppResource(resource) && !uris.includes(uri)) uris.push(uri);
  return { uris, tools: byTool, listed };
}

const show = JSON.stringify;

/** `ui://a (the app of tool "x")`, or the URI alone for a listed resource no tool names. */
function named(resources: AppResources, uri: string): string {
  const tools = resources.tools.get(uri);
  if (!tools?.length) return uri;
  return `${uri} (the app of ${tools.length === 1 ? tools[0] : `tools ${tools.map((label) => label.replace(/^tool /, '')).join(', ')}`})`;
}

/** How many sentences a summary of these checks says before it counts the rest. */
const LIMIT = 4;

const readOf = (reads: readonly AppResourceRead[], uri: string) => reads.find((read) => read.uri === uri);

/**
 * Every tool's resourceUri is a resource the server lists ("Resource MUST
 * exist on the server"); one left out of resources/list that resources/read
 * still serves is allowed (servers MAY omit UI-only resources) but hidden
 * from a host that reviews what is listed. A listed app resource's mimeType
 * SHOULD be the app type.
 */
export function judgeAppResourcesListed(
  resources: AppResources,
  reads: readonly AppResourceRead[],
  listFailure?: string,
): Verdict {
  // The findings are of the app resources, which have no place in one frame: their pointers are empty.
  const found: Finding[] = [];
  const toolUris = [...resources.tools.keys()];
  for (const uri of toolUris) {
    if (resources.listed.has(uri)) continue;
    const read = readOf(reads, uri);
    const where = listFailure
      ? `resources/list failed (${listFailure}), so ${named(resources, uri)} is not listed`
      : `${named(resources, uri)} is not in resources/list`;
    if (!read)
      found.push(
        appFinding(
          'app-resource-unlisted',
          '',
          `${where}, and was not read (the checkup reads a few app resources only)`,
        ),
      );
    else if (read.error !== undefined)
      found.push(
        appFinding(
          'app-resource-unread',
          '',
          `${where}, and resources/read of it failed (${read.error}): an app's resource MUST exist on the server, and the host fetches it with resources/read`,
        ),
      );
    else
      found.push(
        appFinding(
          'app-resource-unlisted',
          '',
          `${where}, though resources/read serves it: the specification lets a server leave UI-only resources out of resources/list, but a host that reviews or preloads the UI templates it lists never sees this one`,
        ),
      );
  }
  for (const [uri, resource] of resources.listed) {
    if (!resources.uris.includes(uri)) continue;
    const mimeType = resource.mimeType;
    // The listing's mimeType is advice (SHOULD); the read's is the rule's MUST, judged by the reads.
    if (typeof mimeType !== 'string' || !sameMimeType(mimeType, APP_MIME_TYPE))
      found.push({
        ...appFinding(
          'app-view-resource',
          '/mimeType',
          `${named(resources, uri)} is listed ${mimeType === undefined ? 'without a mimeType' : `with mimeType ${show(mimeType)}`}: a UI resource's mimeType SHOULD be ${APP_MIME_TYPE} (UI Resource Format)`,
        ),
        severity: 'warning',
      });
  }
  const listedApps = resources.uris.filter((uri) => resources.listed.has(uri)).length;
  if (!toolUris.length && !listedApps)
    return verdict('not-applicable', 'No tool names an app resource, and resources/list has none');
  return findingsVerdict(
    found,
    `${toolUris.length ? `Every tool's app resource (${toolUris.length}) is in resources/list` : 'No tool names an app resource'}; ${listedApps} listed app resource${listedApps === 1 ? '' : 's'}, each as ${APP_MIME_TYPE}`,
    LIMIT,
  );
}

/** What one read gave as a view: its HTML's size and form, or what is wrong (each sentence said of the resource). */
function readFindings(resources: AppResources, read: AppResourceRead): { findings: Finding[]; size?: string } {
  const who = named(resources, read.uri);
  if (read.error !== undefined)
    return {
      findings: [
        appFinding(
          'app-resource-unread',
          '',
          `resources/read of ${who} failed (${read.error}): the host MUST fetch an app's view with resources/read`,
        ),
      ],
    };
  const reading = readAppView(read.uri, read.result);
  if (!reading.ok)
    return {
      findings: [
        appFinding(
          'app-resource-unread',
          '/result',
          `${who}: ${reading.error}; the content MUST be ${APP_MIME_TYPE} with the HTML as text or a base64 blob`,
        ),
      ],
    };
  const { view } = reading;
  return { findings: within(view.findings, who, []), size: `${view.html.length} characters of HTML as ${view.from}` };
}

/**
 * Every app resource reads as text/html;profile=mcp-app, its HTML as text or
 * a base64 blob, under the URI that was read. Any finding of a read fails the
 * check, an ambiguous read (`app-view-content`, a warning elsewhere) too: a
 * host may render another item than the view the tool names.
 */
export function judgeAppResourceReads(resources: AppResources, reads: readonly AppResourceRead[]): Verdict {
  if (!reads.length) return verdict('not-applicable', 'No app resource to read');
  const found: Finding[] = [];
  const sizes: string[] = [];
  for (const read of reads) {
    const { findings, size } = readFindings(resources, read);
    found.push(...findings);
    if (size) sizes.push(`${read.uri}: ${size}`);
  }
  const unread = resources.uris.length - reads.length;
  const note = unread > 0 ? `; ${unread} more not read (the checkup reads ${reads.length})` : '';
  const messages = findingMessages(found);
  if (messages.length) return verdict('fail', listed(messages, LIMIT), [...messages, ...sizes].join('\n'));
  return verdict(
    'pass',
    `${reads.length} app resource${reads.length === 1 ? '' : 's'} read, each ${APP_MIME_TYPE} with its HTML${note}`,
    sizes.join('\n'),
  );
}

/** The content item a read gave for `uri` (or the only one). */
function contentItem(read: AppResourceRead | undefined): Record<string, unknown> | undefined {
  if (!read || !isRecord(read.result) || !Array.isArray(read.result.contents)) return undefined;
  const contents = read.result.contents;
  const item =
    contents.find((content) => isRecord(content) && content.uri === read.uri) ??
    (contents.length === 1 ? contents[0] : undefined);
  return isRecord(item) ? item : undefined;
}

const uiOf = (value: unknown): unknown => (isRecord(value) && isRecord(value._meta) ? value._meta.ui : undefined);

/** Each app resource's `_meta.ui` where the server gives one: in resources/list, and on the content resources/read returned. */
function uiSources(resources: AppResources, reads: readonly AppResourceRead[]): Array<{ where: string; ui: unknown }> {
  return resources.uris
    .flatMap((uri) => [
      { where: `${named(resources, uri)} as listed`, ui: uiOf(resources.listed.get(uri)) },
      { where: `${named(resources, uri)} as read`, ui: uiOf(contentItem(readOf(reads, uri))) },
    ])
    .filter((source) => source.ui !== undefined);
}

/** What `judge` finds of each source's `_meta.ui`, each said of where it is (pointers within that resource). */
function findingsOf(
  sources: ReadonlyArray<{ where: string; ui: unknown }>,
  judge: (ui: unknown) => Finding[],
): Finding[] {
  return sources.flatMap(({ where, ui }) => within(judge(ui), where, []));
}

/** An app resource's `_meta.ui` apart from its CSP: permissions an object of the four known keys, each {}; prefersBorder a boolean; domain a string. */
export function judgeAppResourceMeta(resources: AppResources, reads: readonly AppResourceRead[]): Verdict {
  const sources = uiSources(resources, reads);
  if (!sources.length)
    return verdict(
      'not-applicable',
      'No app resource has _meta.ui: the host decides the border, grants no permissions and uses its own sandbox origin',
    );
  return findingsVerdict(
    findingsOf(sources, resourceUiFindings),
    `${sources.length} _meta.ui of app resources, each well-formed`,
    LIMIT,
  );
}

/** An app resource's `_meta.ui.csp`: an object of the four known keys, each an array of origins. */
export function judgeAppCsp(resources: AppResources, reads: readonly AppResourceRead[]): Verdict {
  const sources = uiSources(resources, reads).flatMap(({ where, ui }) =>
    isRecord(ui) && ui.csp !== undefined ? [{ where, ui: ui.csp }] : [],
  );
  if (!sources.length)
    return verdict(
      'not-applicable',
      "No app resource declares _meta.ui.csp: the host applies the specification's restrictive default (no outside connections, scripts, styles or frames)",
    );
  const found = findingsOf(sources, cspFindings);
  const declared = sources.flatMap(({ where, ui }) =>
    isRecord(ui)
      ? CSP_KEYS.filter((key) => Array.isArray(ui[key]) && (ui[key] as unknown[]).length).map(
          (key) => `${where}: ${key} ${(ui[key] as unknown[]).join(' ')}`,
        )
      : [],
  );
  return findingsVerdict(
    found,
    `${sources.length} declared CSP${sources.length === 1 ? '' : 's'}, every domain an origin${declared.length ? `: ${listed(declared, 3)}` : ' (none declares any)'}`,
    LIMIT,
  );
}
