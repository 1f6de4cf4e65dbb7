import { xmlAttribute, xmlText } from './xml-text.ts';

/** One test case of a JUnit report: passed (no outcome), or failed, errored or skipped with why. */
export interface JunitCase {
  readonly classname: string;
  readonly name: string;
  /** Written as `time` when known. */
  readonly seconds?: number;
  readonly outcome?: {
    readonly tag: 'failure' | 'error' | 'skipped';
    readonly message: string;
    readonly type?: string;
    /** The element's text: every reason, the evidence. */
    readonly body?: string;
  };
  /** What a passing case has to say (a warning, the check's rule). */
  readonly systemOut?: string;
}

/**
 * A `<testcase>` element, as every JUnit report of mcp-loupe writes it
 * (the checkup's, the evals', a collection's run): escaped for XML 1.0,
 * indented for a case inside its suite.
 */
export function junitTestCase({ classname, name, seconds, outcome, systemOut }: JunitCase): string {
  const open = `    <testcase classname="${xmlAttribute(classname)}" name="${xmlAttribute(name)}"${seconds === undefined ? '' : ` time="${seconds.toFixed(3)}"`}`;
  const inside: string[] = [];
  if (outcome) {
    const attributes = `message="${xmlAttribute(outcome.message)}"${outcome.type === undefined ? '' : ` type="${xmlAttribute(outcome.type)}"`}`;
    inside.push(
      outcome.body === undefined
        ? `      <${outcome.tag} ${attributes}/>`
        : `      <${outcome.tag} ${attributes}>${xmlText(outcome.body)}</${outcome.tag}>`,
    );
  }
  if (systemOut !== undefined) inside.push(`      <system-out>${xmlText(systemOut)}</system-out>`);
  return inside.length ? [`${open}>`, ...inside, '    </testcase>'].join('\n') : `${open}/>`;
}
