/**
 * RFC 6570 URI templates for string values, levels 1 to 3 (`{var}`,
 * `{+path}`, `{#frag}`, `{.ext}`, `{/seg}`, `{;param}`, `{?query}`,
 * `{&more}`, several variables per expression). Level 4 modifiers are read:
 * a prefix (`{var:3}`) is applied, an explode (`{list*}`) changes nothing for
 * a single string.
 */
import type { Finding } from '../diagnose/finding.ts';

interface Operator {
  first: string;
  separator: string;
  named: boolean;
  ifEmpty: string;
  allowReserved: boolean;
}

const operators: Record<string, Operator> = {
  '': { first: '', separator: ',', named: false, ifEmpty: '', allowReserved: false },
  '+': { first: '', separator: ',', named: false, ifEmpty: '', allowReserved: true },
  '#': { first: '#', separator: ',', named: false, ifEmpty: '', allowReserved: true },
  '.': { first: '.', separator: '.', named: false, ifEmpty: '', allowReserved: false },
  '/': { first: '/', separator: '/', named: false, ifEmpty: '', allowReserved: false },
  ';': { first: ';', separator: ';', named: true, ifEmpty: '', allowReserved: false },
  '?': { first: '?', separator: '&', named: true, ifEmpty: '=', allowReserved: false },
  '&': { first: '&', separator: '&', named: true, ifEmpty: '=', allowReserved: false },
};

interface VarSpec {
  name: string;
  prefix?: number;
}

type Part = { kind: 'literal'; text: string } | { kind: 'expression'; operator: Operator; vars: VarSpec[] };

export interface UriTemplate {
  parts: Part[];
  /** Variable names in order of first appearance. */
  variables: string[];
  /** What is wrong with the template (`uri-template-syntax`); the rest of it still expands. */
  findings: Finding[];
}

/** What is wrong with a template, at `at` (the template's place in its frame). */
function syntaxFinding(at: string, message: string): Finding {
  return { rule: 'uri-template-syntax', severity: 'error', pointer: at, source: 'RFC 6570', message };
}

const varName = /^(?:[A-Za-z0-9_.]|%[0-9A-Fa-f]{2})+$/;

/** `place`: where the template sits in its frame (`/result/resourceTemplates/0/uriTemplate`), the findings' pointer. */
export function parseUriTemplate(template: string, place = ''): UriTemplate {
  const parts: Part[] = [];
  const variables: string[] = [];
  const findings: Finding[] = [];
  let at = 0;
  while (at < template.length) {
    const open = template.indexOf('{', at);
    if (open === -1) {
      parts.push({ kind: 'literal', text: template.slice(at) });
      break;
    }
    if (open > at) parts.push({ kind: 'literal', text: template.slice(at, open) });
    const close = template.indexOf('}', open);
    if (close === -1) {
      findings.push(syntaxFinding(place, `"{" at ${open} is never closed`));
      parts.push({ kind: 'literal', text: template.slice(open) });
      break;
    }
    const body = template.slice(open + 1, close);
    const operatorChar = body[0] !== undefined && Object.hasOwn(operators, body[0]) ? body[0] : '';
    const operator = operators[operatorChar]!;
    const vars: VarSpec[] = [];
    for (const spec of body.slice(operatorChar.length).split(',')) {
      const match = /^([^:*]*)(?::(\d{1,4})|\*)?$/.exec(spec);
      const name = match?.[1] ?? '';
      if (!match || !varName.test(name)) {
        findings.push(syntaxFinding(place, `"{${body}}" has an invalid variable "${spec}"`));
        continue;
      }
      vars.push(match[2] !== undefined ? { name, prefix: Number(match[2]) } : { name });
      if (!variables.includes(name)) variables.push(name);
    }
    parts.push({ kind: 'expression', operator, vars });
    at = close + 1;
  }
  return { parts, variables, findings };
}

const unreserved = /[A-Za-z0-9\-._~]/;
const reserved = /[:/?#[\]@!$&'()*+,;=]/;

function encode(value: string, allowReserved: boolean): string {
  let out = '';
  const chars = Array.from(value);
  for (let i = 0; i < chars.length; i++) {
    const char = chars[i]!;
    if (unreserved.test(char) || (allowReserved && reserved.test(char))) out += char;
    else if (allowReserved && char === '%' && /^[0-9A-Fa-f]{2}$/.test(chars.slice(i + 1, i + 3).join(''))) out += char;
    else out += encodeURIComponent(char).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  }
  return out;
}

/** Fills in the template; a variable without a value (absent or empty) is left out, as the RFC says for undefined ones. */
export function expandUriTemplate(
  template: UriTemplate | string,
  values: Readonly<Record<string, string | undefined>>,
): string {
  const parsed = typeof template === 'string' ? parseUriTemplate(template) : template;
  let out = '';
  for (const part of parsed.parts) {
    if (part.kind === 'literal') {
      out += part.text;
      continue;
    }
    const { operator } = part;
    const pieces: string[] = [];
    for (const spec of part.vars) {
      const raw = values[spec.name];
      if (raw === undefined || raw === '') continue;
      const value = encode(
        spec.prefix !== undefined ? Array.from(raw).slice(0, spec.prefix).join('') : raw,
        operator.allowReserved,
      );
      pieces.push(operator.named ? `${spec.name}${value === '' ? operator.ifEmpty : `=${value}`}` : value);
    }
    if (pieces.length) out += operator.first + pieces.join(operator.separator);
  }
  return out;
}
