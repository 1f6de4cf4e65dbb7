import { isMap, isNode, isPair, isScalar, isSeq, LineCounter, parseDocument, type Document } from 'yaml';
import type { Finding } from '../diagnose/finding.ts';
// Only the case file's own rules: the page loads this reader, and the whole catalogue would come with it.
import { evalRules } from '../diagnose/rules/evals.ts';
import { findJsonSyntaxError } from '../schema-form/json-error-position.ts';
import type { CaseFile } from './case-file.ts';
import { checkCaseFile } from './check-case-file.ts';

/** A finding about the case file, with its place in the text (1-based) when the text shows it. */
export interface CaseFileFinding extends Finding {
  readonly line?: number;
  readonly column?: number;
}

export interface ParsedCaseFile {
  /** The file, when nothing is wrong with it. */
  readonly file?: CaseFile;
  readonly findings: readonly CaseFileFinding[];
}

const SOURCE = "mcp-loupe's eval case file";

/**
 * A case file's text read as JSON or YAML (by its name's extension, else by
 * its first character) and checked against the format. Every problem is a
 * finding of the person's file with its line and column. JSON is read by
 * JSON's own rules (a trailing comma is an error there, not YAML's leniency);
 * the positions of fields come from the YAML reader, which reads JSON too.
 */
export function parseCaseFile(text: string, name: string): ParsedCaseFile {
  const lines = new LineCounter();
  const json = /\.json$/i.test(name) || (!/\.ya?ml$/i.test(name) && /^\s*[{[]/.test(text));
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  let value: unknown;
  if (json) {
    try {
      value = JSON.parse(text);
    } catch {
      const error = findJsonSyntaxError(text) ?? { message: 'Not valid JSON', offset: 0 };
      return { findings: [syntax(`Not valid JSON: ${error.message}`, lines, error.offset, text)] };
    }
    // JSON allows a key twice (the last wins); a case file does not, as YAML does not.
    const duplicate = doc.errors.find((error) => error.code === 'DUPLICATE_KEY');
    if (duplicate) return { findings: [syntax('A key is given twice in one object', lines, duplicate.pos[0], text)] };
  } else {
    if (doc.errors.length)
      return {
        findings: doc.errors.map((error) =>
          syntax(`Not valid YAML: ${firstLine(error.message)}`, lines, error.pos[0], text),
        ),
      };
    try {
      value = doc.toJS({ maxAliasCount: 100 });
    } catch (error) {
      return { findings: [syntax(`Not valid YAML: ${(error as Error).message}`, lines, 0, text)] };
    }
  }
  const checked = checkCaseFile(value);
  const usable = json && doc.errors.length ? undefined : doc;
  const findings = checked.problems.map((problem): CaseFileFinding => {
    const offset = usable ? offsetOf(usable, problem.pointer) : undefined;
    return {
      ...finding(problem.rule, problem.message, problem.pointer),
      ...(problem.didYouMean ? { didYouMean: problem.didYouMean } : {}),
      ...(offset !== undefined ? place(lines, offset) : {}),
    };
  });
  if (!checked.file) return { findings };
  // Each case's line, for reports that point back into the file.
  const cases = checked.file.cases.map((evalCase, i) => {
    const offset = usable ? offsetOf(usable, `/cases/${i}`) : undefined;
    return offset === undefined ? evalCase : { ...evalCase, line: lines.linePos(offset).line };
  });
  return { file: { ...checked.file, cases }, findings };
}

/** `cases.yaml:3:7: message (did you mean notCalled?)`: a finding as one line of the command line's output. */
export function caseFindingLine(fileName: string, finding: CaseFileFinding): string {
  const where = finding.line === undefined ? fileName : `${fileName}:${finding.line}:${finding.column ?? 1}`;
  const meant = finding.didYouMean ? ` (did you mean ${finding.didYouMean}?)` : '';
  const at = finding.line === undefined && finding.pointer !== '' ? ` (at ${finding.pointer})` : '';
  return `${where}: ${finding.message}${meant}${at}`;
}

function finding(rule: keyof typeof evalRules, message: string, pointer: string): Finding {
  return { rule, severity: evalRules[rule].severity, pointer, source: SOURCE, message, cause: 'person' };
}

function syntax(message: string, lines: LineCounter, offset: number, text: string): CaseFileFinding {
  return { ...finding('eval-file-syntax', message, ''), ...place(lines, Math.min(offset, text.length)) };
}

function place(lines: LineCounter, offset: number): { line: number; column: number } {
  const { line, col } = lines.linePos(offset);
  return { line, column: col };
}

function firstLine(message: string): string {
  return message.split('\n')[0]!.trim();
}

/**
 * Where a JSON pointer's place starts in the text: a field named by the
 * pointer at its key (an unknown field is pointed at by name), an item at
 * its value; as deep as the document goes when the place is missing.
 */
export function offsetOf(doc: Document, pointer: string): number | undefined {
  const keys =
    pointer === ''
      ? []
      : pointer
          .slice(1)
          .split('/')
          .map((key) => key.replaceAll('~1', '/').replaceAll('~0', '~'));
  let node: unknown = doc.contents;
  let offset = isNode(node) ? node.range?.[0] : undefined;
  for (const key of keys) {
    if (isMap(node)) {
      const pair = node.items.find((item) => isPair(item) && isScalar(item.key) && String(item.key.value) === key);
      if (!pair) return offset;
      const keyNode = pair.key;
      offset = isNode(keyNode) ? (keyNode.range?.[0] ?? offset) : offset;
      node = pair.value;
    } else if (isSeq(node)) {
      const item: unknown = node.items[Number(key)];
      if (!isNode(item)) return offset;
      offset = item.range?.[0] ?? offset;
      node = item;
    } else return offset;
  }
  return offset;
}
