import { isRecord } from '../lib/guards.ts';
import { openableUrl } from '../lib/openable-url.ts';
import { describeType, displayText, jsonText, optionalText } from './read-fields.ts';

/** Who the server says it is, safe to show whatever `serverInfo` held. */
export interface ServerIdentity {
  name?: string;
  title?: string;
  version?: string;
  description?: string;
  /** `href` only for http(s) addresses; anything else is shown as text with `refused`, the reason, not linked. */
  website?: { text: string; href?: string; refused?: string };
  /** The first icon the page may load (http, https or data:). */
  iconSrc?: string;
  problems: string[];
}

const loadableIcon = /^(https?:|data:)/i;

export function readServerIdentity(info: unknown): ServerIdentity {
  if (info === undefined) return { problems: [] };
  if (!isRecord(info)) return { problems: [`serverInfo is ${describeType(info)} (${jsonText(info)}), not an object`] };
  const problems: string[] = [];
  for (const key of ['name', 'version']) if (info[key] === undefined) problems.push(`"${key}" is missing`);
  const name = optionalText(info, 'name', problems);
  const title = optionalText(info, 'title', problems);
  const version = optionalText(info, 'version', problems);
  const description = optionalText(info, 'description', problems);
  const websiteText = optionalText(info, 'websiteUrl', problems);
  const iconSrc = firstIcon(info['icons'], problems);
  const website = websiteText === undefined ? undefined : readWebsite(websiteText);
  return {
    ...(name !== undefined ? { name } : {}),
    ...(title !== undefined ? { title } : {}),
    ...(version !== undefined ? { version } : {}),
    ...(description !== undefined ? { description } : {}),
    ...(website ? { website } : {}),
    ...(iconSrc !== undefined ? { iconSrc } : {}),
    problems: problems.map((problem) => `serverInfo: ${problem}`),
  };
}

function readWebsite(text: string): { text: string; href?: string; refused?: string } {
  const checked = openableUrl(text);
  return checked.ok ? { text, href: checked.href } : { text, refused: checked.reason };
}

function firstIcon(icons: unknown, problems: string[]): string | undefined {
  if (icons === undefined) return undefined;
  if (!Array.isArray(icons)) {
    problems.push(`"icons" is ${describeType(icons)}, not an array`);
    return undefined;
  }
  let found: string | undefined;
  icons.forEach((icon, index) => {
    const src = isRecord(icon) ? icon['src'] : undefined;
    if (typeof src !== 'string') {
      problems.push(
        isRecord(icon)
          ? `"icons[${index}].src" is ${describeType(src)}, not a string`
          : `"icons[${index}]" is ${describeType(icon)}, not an object`,
      );
      return;
    }
    if (found === undefined && loadableIcon.test(src)) found = src;
  });
  return found;
}

/** The server's instructions as text; anything but a string is shown as its JSON, with a problem. */
export function readInstructions(value: unknown): { text?: string; problems: string[] } {
  if (value === undefined || value === '') return { problems: [] };
  if (typeof value === 'string') return { text: value, problems: [] };
  return { text: displayText(value), problems: [`instructions is ${describeType(value)}, not a string`] };
}

/** One row of the capability matrix: whether a capability is there, and which of its flags are on. */
export interface CapabilityRow {
  name: string;
  present: boolean;
  detail: string[];
}

const knownCapabilities: ReadonlyArray<{ name: string; flags: readonly string[]; always: boolean }> = [
  { name: 'tools', flags: ['listChanged'], always: true },
  { name: 'resources', flags: ['subscribe', 'listChanged'], always: true },
  { name: 'prompts', flags: ['listChanged'], always: true },
  { name: 'logging', flags: [], always: true },
  { name: 'completions', flags: [], always: true },
  { name: 'tasks', flags: [], always: true },
  { name: 'experimental', flags: [], always: true },
  { name: 'extensions', flags: [], always: false },
];

/** The server's capabilities as matrix rows, with what is off about their shapes. */
export function readServerCapabilities(capabilities: unknown): { rows: CapabilityRow[]; problems: string[] } {
  const problems: string[] = [];
  const record = isRecord(capabilities) ? capabilities : {};
  if (!isRecord(capabilities))
    problems.push(`capabilities is ${describeType(capabilities)} (${jsonText(capabilities)}), not an object`);
  const rows: CapabilityRow[] = [];
  for (const { name, flags, always } of knownCapabilities) {
    const value = record[name];
    if (value === undefined) {
      if (always) rows.push({ name, present: false, detail: [] });
      continue;
    }
    if (!isRecord(value)) {
      problems.push(`capabilities.${name} is ${describeType(value)} (${jsonText(value)}), not an object`);
      rows.push({ name, present: true, detail: ['not an object'] });
      continue;
    }
    for (const flag of flags) {
      if (value[flag] !== undefined && typeof value[flag] !== 'boolean')
        problems.push(`capabilities.${name}.${flag} is ${describeType(value[flag])}, not a boolean`);
    }
    rows.push({ name, present: true, detail: flags.filter((flag) => value[flag] === true) });
  }
  for (const name of Object.keys(record)) {
    if (!knownCapabilities.some((known) => known.name === name))
      rows.push({ name, present: true, detail: ['not in the spec'] });
  }
  return { rows, problems };
}
