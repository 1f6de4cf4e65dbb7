import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import {
  assignment,
  changeDirectory,
  commandWord,
  shellQuote,
  UnquotableError,
  withVariable,
} from './shell-words-out.ts';

/** What a real shell makes of `script`: each argument of printf on a line of its own, as JSON. */
function argvIn(shell: string, words: string): string[] {
  const script = `for word in ${words}; do printf '%s\\0' "$word"; done`;
  const run = spawnSync(shell, ['-c', script], { encoding: 'utf8' });
  expect(run.status, run.stderr).toBe(0);
  return run.stdout.split('\0').slice(0, -1);
}

const hostile = [
  '$(touch /tmp/mcp-loupe-never)',
  '`touch /tmp/mcp-loupe-never`',
  'x;touch /tmp/mcp-loupe-never;y',
  "it's",
  "'",
  '"',
  '$HOME',
  '${HOME}',
  '!!',
  '!-1',
  'a\nb',
  'a\r\nb',
  '\t',
  'back\\slash',
  '*',
  '~',
  '=ls',
  '-n',
  'ünïcödé ✓ 𝄞',
  'bidi \u202e txet',
  'esc \u001b[31m red',
  'del \u007f\u007f\u007f quote',
  'c1 \u0085 \u009b',
  'ctrl-c \u0003 touch /tmp/mcp-loupe-never',
  '',
  ' ',
  'x'.repeat(5000),
];

describe('shellQuote, read back by real shells', () => {
  for (const shell of ['sh', 'bash']) {
    it(`gives ${shell} every hostile word back exactly`, () => {
      expect(argvIn(shell, hostile.map((word) => shellQuote(word)).join(' '))).toEqual(hostile);
    });
  }

  it('writes control characters as printf escapes, never as themselves (a pasted DEL or Ctrl-C acts as a key)', () => {
    for (const word of hostile.filter((word) => /[\u0001-\u0009\u000b-\u001f\u007f-\u009f]/.test(word))) {
      expect(shellQuote(word)).not.toMatch(/[\u0001-\u0009\u000b-\u001f\u007f-\u009f]/);
    }
  });

  it('refuses a NUL, saying where it is and not what', () => {
    expect(() => shellQuote('sk-secret\0x', 'the value of TOKEN')).toThrow(
      new UnquotableError('the value of TOKEN holds a NUL character, which no shell command can carry'),
    );
  });
});

describe('the words around a command', () => {
  it('quotes a command word a shell would read as an assignment or a reserved word, and runs one bash would take for a job through env', () => {
    expect(commandWord('node')).toBe('node');
    expect(commandWord('X=1')).toBe("'X=1'");
    expect(commandWord('if')).toBe("'if'");
    expect(commandWord('%1')).toBe('env %1');
    const run = spawnSync('sh', ['-c', `${commandWord('X=1')} touch /tmp/mcp-loupe-never`], { encoding: 'utf8' });
    expect(run.stderr).toMatch(/X=1: not found/);
  });

  it('sets only POSIX names in front of a command, and refuses any other with the reason', () => {
    expect(assignment('API_KEY', "'v'")).toBe("API_KEY='v'");
    expect(() => assignment('$(touch /tmp/x)', "'v'")).toThrow(
      'the environment variable name "$(touch /tmp/x)" is not a POSIX name, so no shell can set it in front of a command; rename it in the connection panel',
    );
    expect(() => assignment('X;touch x;Y', "'v'")).toThrow(UnquotableError);
  });

  it('puts a variable after a literal that keeps a ! from history expansion', () => {
    expect(withVariable('X-Bang!: ', 'X_BANG_')).toBe(`'X-Bang!: '"$X_BANG_"`);
    expect(withVariable('--token=', 'TOKEN')).toBe('--token="$TOKEN"');
    expect(() => withVariable('', '$(id)')).toThrow(UnquotableError);
    const run = spawnSync('bash', ['-ic', `X_BANG_=v; printf '%s' ${withVariable('X-Bang!!: ', 'X_BANG_')}`], {
      encoding: 'utf8',
    });
    expect(run.stdout).toBe('X-Bang!!: v');
  });

  it('changes into a directory whose name starts with -', () => {
    expect(changeDirectory('-odd')).toBe('cd ./-odd && ');
    expect(changeDirectory('/srv/a b')).toBe("cd '/srv/a b' && ");
  });
});
