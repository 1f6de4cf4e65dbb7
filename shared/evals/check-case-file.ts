import { isRecord } from '../lib/guards.ts';
import { pointer } from '../lib/json-pointer.ts';
import type {
  CaseExpectation,
  CaseFile,
  CaseMessage,
  CaseModel,
  EvalCase,
  ExpectedCall,
  ModelProvider,
} from './case-file.ts';
import { closestName } from './closest-name.ts';
import { describe } from './describe-value.ts';
import { readMatcher, type CaseProblem, type Keys } from './read-matcher.ts';

export type { CaseProblem } from './read-matcher.ts';

const PROVIDERS: readonly ModelProvider[] = ['openai-compatible', 'anthropic', 'openai', 'google'];
const FILE_FIELDS = ['$schema', 'description', 'cases', 'models', 'judgeModel', 'runs', 'maxTurns', 'system'];
const CASE_FIELDS = ['name', 'description', 'prompt', 'conversation', 'expect', 'maxTurns', 'system', 'judge'];
const EXPECT_FIELDS = ['calls', 'notCalled', 'text'];
const CALL_FIELDS = ['tool', 'arguments', 'match', 'argumentsSchema'];
const MODEL_FIELDS = ['model', 'provider', 'baseUrl'];
const MESSAGE_FIELDS = ['role', 'content'];
const JUDGE_FIELDS = ['rubric'];

/**
 * A case file's value (parsed from JSON or YAML) checked against the format:
 * the file when all is well, else every problem found, each at its JSON
 * pointer. Nothing is dropped quietly: an unknown field is a problem too.
 */
export function checkCaseFile(value: unknown): { file?: CaseFile; problems: CaseProblem[] } {
  const problems: CaseProblem[] = [];
  const at = new Reader(problems);
  const root = at.object(value, [], FILE_FIELDS, 'The case file must be an object with a "cases" list');
  if (!root) return { problems };
  const runs = at.count(root, 'runs', []);
  const maxTurns = at.count(root, 'maxTurns', []);
  const system = at.text(root, 'system', []);
  at.text(root, '$schema', []);
  at.text(root, 'description', []);
  const models = at.list(root, 'models', [], false)?.flatMap((item, i) => at.model(item, ['models', i]) ?? []) ?? [];
  const judgeModel = root.judgeModel === undefined ? undefined : at.model(root.judgeModel, ['judgeModel']);
  const list = at.list(root, 'cases', [], true);
  if (list?.length === 0) at.problem('eval-field-invalid', ['cases'], 'The case file has no cases: "cases" is empty');
  const cases = (list ?? []).flatMap((item, i) => at.evalCase(item, i, { maxTurns, system }) ?? []);
  const seen = new Map<string, number>();
  cases.forEach((evalCase, i) => {
    const first = seen.get(evalCase.name);
    if (first === undefined) seen.set(evalCase.name, i);
    else
      at.problem(
        'eval-case-name-reused',
        ['cases', i, 'name'],
        `Case name ${JSON.stringify(evalCase.name)} is used twice (cases ${first + 1} and ${i + 1})`,
      );
  });
  if (problems.length) return { problems };
  const file: CaseFile = {
    cases,
    models,
    ...(judgeModel ? { judgeModel } : {}),
    ...(runs !== undefined ? { runs } : {}),
  };
  return { file, problems };
}

type Path = ReadonlyArray<string | number>;

/** Reads fields at paths, writing a problem for each that cannot be used. */
class Reader {
  private readonly problems: CaseProblem[];
  constructor(problems: CaseProblem[]) {
    this.problems = problems;
  }

  problem(rule: CaseProblem['rule'], path: Path, message: string, didYouMean?: string): void {
    this.problems.push({ rule, pointer: pointer(...path), message, ...(didYouMean ? { didYouMean } : {}) });
  }

  /** An object with only the fields given; undefined (and a problem) when not an object. */
  object(value: unknown, path: Path, fields: readonly string[], notObject: string): Keys | undefined {
    if (!isRecord(value)) {
      this.problem('eval-field-invalid', path, notObject);
      return undefined;
    }
    for (const key of Object.keys(value)) {
      if (fields.includes(key)) continue;
      const meant = closestName(key, fields);
      this.problem(
        'eval-field-unknown',
        [...path, key],
        `Unknown field ${JSON.stringify(key)} in ${where(path)}: the fields here are ${fields.join(', ')}`,
        meant,
      );
    }
    return value;
  }

  text(record: Keys, key: string, path: Path, required = false): string | undefined {
    const value = record[key];
    if (value === undefined) {
      if (required) this.problem('eval-field-invalid', path, `${where(path)} needs "${key}"`);
      return undefined;
    }
    if (typeof value === 'string' && value.trim() !== '') return value;
    this.problem('eval-field-invalid', [...path, key], `"${key}" must be non-empty text, not ${describe(value)}`);
    return undefined;
  }

  count(record: Keys, key: string, path: Path): number | undefined {
    const value = record[key];
    if (value === undefined) return undefined;
    if (typeof value === 'number' && Number.isInteger(value) && value >= 1) return value;
    this.problem(
      'eval-field-invalid',
      [...path, key],
      `"${key}" must be a whole number, 1 or more, not ${describe(value)}`,
    );
    return undefined;
  }

  list(record: Keys, key: string, path: Path, required: boolean): unknown[] | undefined {
    const value = record[key];
    if (value === undefined) {
      if (required) this.problem('eval-field-invalid', path, `${where(path)} needs "${key}"`);
      return undefined;
    }
    if (Array.isArray(value)) return value;
    this.problem('eval-field-invalid', [...path, key], `"${key}" must be a list, not ${describe(value)}`);
    return undefined;
  }

  model(value: unknown, path: Path): CaseModel | undefined {
    if (typeof value === 'string' && value.trim() !== '') return { model: value };
    const record = this.object(value, path, MODEL_FIELDS, `A model is its id as text, or {model, provider, baseUrl}`);
    if (!record) return undefined;
    const model = this.text(record, 'model', path, true);
    const provider = record.provider;
    if (provider !== undefined && !PROVIDERS.includes(provider as ModelProvider))
      this.problem(
        'eval-field-invalid',
        [...path, 'provider'],
        `"provider" is one of ${PROVIDERS.join(', ')}, not ${describe(provider)}`,
      );
    const baseUrl = this.text(record, 'baseUrl', path);
    if (baseUrl !== undefined && !/^https?:\/\/[^\s]+$/.test(baseUrl))
      this.problem('eval-field-invalid', [...path, 'baseUrl'], `"baseUrl" must be an http or https URL`);
    if (model === undefined) return undefined;
    return {
      model,
      ...(PROVIDERS.includes(provider as ModelProvider) ? { provider: provider as ModelProvider } : {}),
      ...(baseUrl !== undefined ? { baseUrl } : {}),
    };
  }

  evalCase(value: unknown, index: number, defaults: { maxTurns?: number; system?: string }): EvalCase | undefined {
    const path = ['cases', index];
    const record = this.object(value, path, CASE_FIELDS, `Case ${index + 1} must be an object with a name`);
    if (!record) return undefined;
    const before = this.problems.length;
    const name = this.text(record, 'name', path, true);
    this.text(record, 'description', path);
    const conversation = this.conversation(record, path);
    const expect =
      record.expect === undefined ? emptyExpectation() : this.expectation(record.expect, [...path, 'expect']);
    const maxTurns = this.count(record, 'maxTurns', path) ?? defaults.maxTurns;
    const system = this.text(record, 'system', path) ?? defaults.system;
    const judge = this.judge(record.judge, [...path, 'judge']);
    if (this.problems.length > before || name === undefined || !conversation || !expect) return undefined;
    const checks = expect.calls.length + expect.notCalled.length + (expect.text ? 1 : 0) + (judge ? 1 : 0);
    if (checks === 0 && record.maxTurns === undefined) {
      this.problem(
        'eval-case-checks-nothing',
        path,
        `Case ${JSON.stringify(name)} checks nothing: give expect.calls, expect.notCalled, expect.text, maxTurns or judge`,
      );
      return undefined;
    }
    return {
      name,
      conversation,
      expect,
      ...(maxTurns !== undefined ? { maxTurns } : {}),
      ...(system !== undefined ? { system } : {}),
      ...(judge !== undefined ? { judge } : {}),
    };
  }

  conversation(record: Keys, path: Path): CaseMessage[] | undefined {
    const hasPrompt = record.prompt !== undefined;
    const hasConversation = record.conversation !== undefined;
    if (hasPrompt && hasConversation) {
      this.problem(
        'eval-field-invalid',
        [...path, 'conversation'],
        'A case has a "prompt" or a "conversation", not both',
      );
      return undefined;
    }
    if (!hasConversation) {
      if (!hasPrompt) {
        this.problem('eval-field-invalid', path, `${where(path)} needs "prompt" (or "conversation")`);
        return undefined;
      }
      const prompt = this.text(record, 'prompt', path);
      return prompt === undefined ? undefined : [{ role: 'user', content: prompt }];
    }
    const items = this.list(record, 'conversation', path, true);
    if (!items) return undefined;
    const at = [...path, 'conversation'];
    if (items.length === 0) {
      this.problem('eval-field-invalid', at, '"conversation" is empty: it needs at least the person\'s message');
      return undefined;
    }
    const messages = items.flatMap((item, i) => this.message(item, [...at, i]) ?? []);
    if (messages.length !== items.length) return undefined;
    if (messages.at(-1)?.role !== 'user')
      this.problem(
        'eval-field-invalid',
        [...at, items.length - 1],
        'A conversation ends with the person\'s message (role "user")',
      );
    return messages;
  }

  message(value: unknown, path: Path): CaseMessage | undefined {
    const record = this.object(value, path, MESSAGE_FIELDS, 'A message is {role: user|assistant, content: text}');
    if (!record) return undefined;
    const role = record.role;
    if (role !== 'user' && role !== 'assistant') {
      this.problem('eval-field-invalid', [...path, 'role'], `"role" is user or assistant, not ${describe(role)}`);
      return undefined;
    }
    const content = this.text(record, 'content', path, true);
    return content === undefined ? undefined : { role, content };
  }

  expectation(value: unknown, path: Path): CaseExpectation | undefined {
    const record = this.object(value, path, EXPECT_FIELDS, '"expect" must be an object: {calls, notCalled, text}');
    if (!record) return undefined;
    const calls = (this.list(record, 'calls', path, false) ?? []).flatMap(
      (item, i) => this.expectedCall(item, [...path, 'calls', i]) ?? [],
    );
    const notCalled = (this.list(record, 'notCalled', path, false) ?? []).flatMap((item, i) => {
      if (typeof item === 'string' && item !== '') return [item];
      this.problem('eval-field-invalid', [...path, 'notCalled', i], `A tool's name, not ${describe(item)}`);
      return [];
    });
    const text = record.text === undefined ? undefined : readMatcher(record.text, [...path, 'text'], this.problems);
    if (
      text &&
      (text.kind === 'object' || text.kind === 'array' || (text.kind === 'literal' && typeof text.value !== 'string'))
    )
      this.problem(
        'eval-field-invalid',
        [...path, 'text'],
        '"text" is text to find in the answer, {regex}, {equals} or {schema}',
      );
    return { calls, notCalled, ...(text ? { text } : {}) };
  }

  expectedCall(value: unknown, path: Path): ExpectedCall | undefined {
    if (typeof value === 'string' && value !== '') return { tool: value, match: 'subset' };
    const record = this.object(
      value,
      path,
      CALL_FIELDS,
      "An expected call is a tool's name, or {tool, arguments, ...}",
    );
    if (!record) return undefined;
    const tool = this.text(record, 'tool', path, true);
    const match = record.match ?? 'subset';
    if (match !== 'subset' && match !== 'exact')
      this.problem('eval-field-invalid', [...path, 'match'], `"match" is subset or exact, not ${describe(match)}`);
    let args: ExpectedCall['arguments'];
    if (record.arguments !== undefined) {
      if (!isRecord(record.arguments))
        this.problem(
          'eval-field-invalid',
          [...path, 'arguments'],
          `"arguments" must be an object, not ${describe(record.arguments)}`,
        );
      else {
        const matcher = readMatcher(record.arguments, [...path, 'arguments'], this.problems, true);
        if (matcher?.kind === 'object') args = matcher;
      }
    }
    const schema = record.argumentsSchema;
    if (schema !== undefined && !isRecord(schema))
      this.problem(
        'eval-field-invalid',
        [...path, 'argumentsSchema'],
        `"argumentsSchema" must be a JSON Schema object`,
      );
    if (tool === undefined) return undefined;
    return {
      tool,
      match: match === 'exact' ? 'exact' : 'subset',
      ...(args ? { arguments: args } : {}),
      ...(isRecord(schema) ? { argumentsSchema: schema } : {}),
    };
  }

  judge(value: unknown, path: Path): string | undefined {
    if (value === undefined) return undefined;
    if (typeof value === 'string' && value.trim() !== '') return value;
    const record = this.object(value, path, JUDGE_FIELDS, '"judge" is a rubric as text, or {rubric}');
    if (!record) return undefined;
    const parent = path.slice(0, -1);
    return this.text(record, 'rubric', [...parent, 'judge'], true);
  }
}

function emptyExpectation(): CaseExpectation {
  return { calls: [], notCalled: [] };
}

function where(path: Path): string {
  if (path.length === 0) return 'the file';
  const [first, index, ...rest] = path;
  if (first === 'cases' && typeof index === 'number')
    return rest.length ? `case ${index + 1}'s ${rest.join('.')}` : `case ${index + 1}`;
  return path.join('.');
}
