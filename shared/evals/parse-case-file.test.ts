import { describe, expect, it } from 'vitest';
import { undeclaredFindings } from '../test-kit/undeclared-findings.ts';
import { caseFindingLine, parseCaseFile } from './parse-case-file.ts';

const MINIMAL_JSON =
  '{"cases": [{"name": "echoes", "prompt": "Please echo something.", "expect": {"calls": [{"tool": "echo"}]}}]}';
const MINIMAL_YAML = `cases:
  - name: echoes
    prompt: Please echo something.
    expect:
      calls:
        - tool: echo
`;

describe('parseCaseFile: the minimal form, as written', () => {
  it.each([
    ['cases.json', MINIMAL_JSON],
    ['cases.yaml', MINIMAL_YAML],
    ['cases.yml', MINIMAL_YAML],
    ['cases.txt', MINIMAL_JSON],
    ['cases.txt', MINIMAL_YAML],
    // JSON is YAML: a .yaml file may hold it.
    ['cases.yaml', MINIMAL_JSON],
  ])('%s', (name, text) => {
    const parsed = parseCaseFile(text, name);
    expect(parsed.findings).toEqual([]);
    expect(parsed.file?.cases).toEqual([
      {
        name: 'echoes',
        conversation: [{ role: 'user', content: 'Please echo something.' }],
        expect: { calls: [{ tool: 'echo', match: 'subset' }], notCalled: [] },
        line: expect.any(Number),
      },
    ]);
    expect(parsed.file?.models).toEqual([]);
  });
});

describe('parseCaseFile: problems, at their line and column', () => {
  it('a YAML syntax error', () => {
    const { file, findings } = parseCaseFile('cases:\n  - name: a\n    prompt: [unclosed\n', 'c.yaml');
    expect(file).toBeUndefined();
    expect(findings[0]).toMatchObject({
      rule: 'eval-file-syntax',
      severity: 'error',
      cause: 'person',
      line: expect.any(Number),
    });
    expect(findings[0]!.message).toMatch(/^Not valid YAML: /);
  });

  it('a JSON syntax error, in JSON terms: a trailing comma that YAML would take', () => {
    const text = '{\n  "cases": [\n    {"name": "a", "prompt": "p", "maxTurns": 2},\n  ]\n}';
    const { file, findings } = parseCaseFile(text, 'c.json');
    expect(file).toBeUndefined();
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ rule: 'eval-file-syntax', line: 4, column: 3 });
    expect(caseFindingLine('c.json', findings[0]!)).toBe(
      "c.json:4:3: Not valid JSON: Expected a value (no trailing commas in JSON), found ']'",
    );
  });

  it('a key given twice in JSON, which JSON.parse alone would let pass', () => {
    const { findings } = parseCaseFile('{"cases": [], "cases": []}', 'c.json');
    expect(findings).toMatchObject([
      { rule: 'eval-file-syntax', message: 'A key is given twice in one object', line: 1 },
    ]);
  });

  it('a key given twice in YAML', () => {
    const { findings } = parseCaseFile('cases: []\ncases: []\n', 'c.yaml');
    expect(findings[0]).toMatchObject({ rule: 'eval-file-syntax', line: 2 });
  });

  it('an unknown field, at its key, with what was meant', () => {
    const text = `cases:
  - name: a
    prompt: p
    expect:
      notcalled: [rm]
`;
    const { file, findings } = parseCaseFile(text, 'c.yaml');
    expect(file).toBeUndefined();
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({
      rule: 'eval-field-unknown',
      pointer: '/cases/0/expect/notcalled',
      didYouMean: 'notCalled',
      line: 5,
      column: 7,
    });
    expect(caseFindingLine('c.yaml', findings[0]!)).toBe(
      'c.yaml:5:7: Unknown field "notcalled" in case 1\'s expect: the fields here are calls, notCalled, text (did you mean notCalled?)',
    );
  });

  it('a wrong value in JSON, at the value', () => {
    const text = '{\n  "cases": [\n    {"name": "a", "prompt": "p", "maxTurns": "three"}\n  ]\n}';
    const { findings } = parseCaseFile(text, 'c.json');
    expect(findings).toMatchObject([{ rule: 'eval-field-invalid', pointer: '/cases/0/maxTurns', line: 3, column: 34 }]);
    expect(findings[0]!.message).toBe('"maxTurns" must be a whole number, 1 or more, not "three"');
  });

  it('a regex that does not compile', () => {
    const text = `cases:
  - name: a
    prompt: p
    expect:
      calls:
        - tool: echo
          arguments:
            message: { regex: "(" }
`;
    const { findings } = parseCaseFile(text, 'c.yaml');
    expect(findings).toMatchObject([
      { rule: 'eval-regex-invalid', line: 8, pointer: '/cases/0/expect/calls/0/arguments/message/regex' },
    ]);
    expect(findings[0]!.message).toMatch(/^The regex \/\(\/ does not compile: /);
  });

  it('two cases of one name, every problem listed, not only the first', () => {
    const text = `cases:
  - { name: a, prompt: p, maxTurns: 1 }
  - { name: a, prompt: q, maxTurns: 1 }
  - { name: b, prompt: r }
`;
    const { findings } = parseCaseFile(text, 'c.yaml');
    expect(findings.map((finding) => [finding.rule, finding.line])).toEqual([
      ['eval-case-checks-nothing', 4],
      ['eval-case-name-reused', 3],
    ]);
  });

  it('a file that is not a case file at all', () => {
    expect(parseCaseFile('just some words\n', 'c.yaml').findings).toMatchObject([
      {
        rule: 'eval-field-invalid',
        message: 'The case file must be an object with a "cases" list',
        line: 1,
        column: 1,
      },
    ]);
    expect(parseCaseFile('', 'c.json').findings).toMatchObject([{ rule: 'eval-file-syntax', line: 1 }]);
  });

  it('names only rules the catalogue declares', () => {
    const texts = [
      'x: [',
      '{}',
      '{"cases": [{"name": 1}]}',
      'cases: [{name: a, prompt: p, expect: {calls: [{tool: t, arguments: {m: {regex: "("}}}]}}]',
    ];
    const findings = texts.flatMap((text) => parseCaseFile(text, 'c.yaml').findings);
    expect(undeclaredFindings(findings)).toEqual([]);
  });
});

describe('parseCaseFile: what a case becomes', () => {
  it('takes the file defaults, and gives its own way', () => {
    const text = `maxTurns: 4
system: Be brief.
runs: 2
models: [m1, { model: m2, provider: anthropic }]
judgeModel: j
cases:
  - name: a
    prompt: p
    expect: { calls: [echo], notCalled: [rm] }
  - name: b
    conversation:
      - { role: user, content: one }
      - { role: assistant, content: two }
      - { role: user, content: three }
    maxTurns: 1
    system: Be long.
    judge: { rubric: It says three. }
`;
    const { file, findings } = parseCaseFile(text, 'c.yaml');
    expect(findings).toEqual([]);
    expect(file).toMatchObject({
      runs: 2,
      models: [{ model: 'm1' }, { model: 'm2', provider: 'anthropic' }],
      judgeModel: { model: 'j' },
      cases: [
        {
          name: 'a',
          maxTurns: 4,
          system: 'Be brief.',
          line: 7,
          expect: { calls: [{ tool: 'echo' }], notCalled: ['rm'] },
        },
        { name: 'b', maxTurns: 1, system: 'Be long.', judge: 'It says three.', line: 10 },
      ],
    });
    expect(file?.cases[1]?.conversation).toHaveLength(3);
  });
});
