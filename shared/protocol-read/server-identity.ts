import type { Finding } from '../diagnose/finding.ts';
import { isRecord } from '../lib/guards.ts';
import { openableUrl } from '../lib/openable-url.ts';
import { displayText, memberMissing, notAnObject, optionalText, within, wrongType } from './read-fields.ts';

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
  /** What is wrong with `serverInfo` (pointers within it). */
  findings: Finding[];
}

const loadableIcon = /^(https?:|data:)/i;

export function readServerIdentity(info: unknown): ServerIdentity {
  if (info === undefined) return { findings: [] };
  if (!isRecord(info)) return { findings: [notAnObject(info, 'serverInfo')] };
  const findings: Finding[] = [];
  for (const key of ['name', 'version']) if (info[key] === undefined) findings.push(memberMissing(key));
  const name = optionalText(info, 'name', findings);
  const title = optionalText(info, 'title', findings);
  const version = optionalText(info, 'version', findings);
  const description = optionalText(info, 'description', findings);
  const websiteText = optionalText(info, 'websiteUrl', findings);
  const iconSrc = firstIcon(info['icons'], findings);
  const website = websiteText === undefined ? undefined : readWebsite(websiteText);
  return {
    ...(name !== undefined ? { name } : {}),
    ...(title !== undefined ? { title } : {}),
    ...(version !== undefined ? { version } : {}),
    ...(description !== undefined ? { description } : {}),
    ...(website ? { website } : {}),
    ...(iconSrc !== undefined ? { iconSrc } : {}),
    findings: within(findings, 'serverInfo', []),
  };
}

function readWebsite(text: string): { text: string; href?: string; refused?: string } {
  const checked = openableUrl(text);
  return checked.ok ? { text, href: checked.href } : { text, refused: checked.reason };
}

function firstIcon(icons: unknown, findings: Finding[]): string | undefined {
  if (icons === undefined) return undefined;
  if (!Array.isArray(icons)) {
    findings.push(wrongType('icons', icons, 'an array'));
    return undefined;
  }
  let found: string | undefined;
  icons.forEach((icon, index) => {
    const src = isRecord(icon) ? icon['src'] : undefined;
    if (typeof src !== 'string') {
      findings.push(
        isRecord(icon)
          ? wrongType(['icons', index, 'src'], src, 'a string', `icons[${index}].src`)
          : wrongType(['icons', index], icon, 'an object', `icons[${index}]`),
      );
      return;
    }
    if (found === undefined && loadableIcon.test(src)) found = src;
  });
  return found;
}

/**
 * The server's instructions as text; anything but a string is shown as its
 * JSON, with a finding (pointer within the initialize result).
 */
export function readInstructions(value: unknown): { text?: string; findings: Finding[] } {
  if (value === undefined || value === '') return { findings: [] };
  if (typeof value === 'string') return { text: value, findings: [] };
  return { text: displayText(value), findings: [unquoted(wrongType('instructions', value, 'a string'))] };
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

/** The server's capabilities as matrix rows, with what is off about their shapes (pointers in the result). */
export function readServerCapabilities(capabilities: unknown): { rows: CapabilityRow[]; findings: Finding[] } {
  const findings: Finding[] = [];
  const record = isRecord(capabilities) ? capabilities : {};
  if (!isRecord(capabilities)) findings.push(notAnObject(capabilities, 'capabilities', ['capabilities']));
  const rows: CapabilityRow[] = [];
  for (const { name, flags, always } of knownCapabilities) {
    const value = record[name];
    if (value === undefined) {
      if (always) rows.push({ name, present: false, detail: [] });
      continue;
    }
    if (!isRecord(value)) {
      findings.push(notAnObject(value, `capabilities.${name}`, ['capabilities', name]));
      rows.push({ name, present: true, detail: ['not an object'] });
      continue;
    }
    for (const flag of flags) {
      if (value[flag] !== undefined && typeof value[flag] !== 'boolean')
        findings.push(unquoted(wrongType(['capabilities', name, flag], value[flag], 'a boolean')));
    }
    rows.push({ name, present: true, detail: flags.filter((flag) => value[flag] === true) });
  }
  for (const name of Object.keys(record)) {
    if (!knownCapabilities.some((known) => known.name === name))
      rows.push({ name, present: true, detail: ['not in the spec'] });
  }
  return { rows, findings };
}

/** Capabilities and instructions are named bare (`capabilities.tools.listChanged is …`), as the page shows them. */
function unquoted(finding: Finding): Finding {
  return { ...finding, message: finding.message.replace(/^"([^"]+)"/, '$1') };
}
