import { describe, expect, it } from 'vitest';
import { formatEnvLines, joinShellWords, parseEnvLines, splitShellWords } from './shell-words.ts';

describe('splitShellWords', () => {
  it('splits on whitespace and respects quotes and escapes', () => {
    expect(splitShellWords(`  -e "console.log('hi there')"  stdio 'a b' c\\ d "x\\"y" '' `).words).toEqual([
      '-e',
      "console.log('hi there')",
      'stdio',
      'a b',
      'c d',
      'x"y',
      '',
    ]);
  });

  it('reports an unclosed quote', () => {
    expect(splitShellWords('"abc').error).toBe('Unclosed double quote');
  });

  it('round-trips through joinShellWords', () => {
    const words = ['/usr/bin/node', "it's", 'a b', '', '--flag=1', '$HOME'];
    expect(splitShellWords(joinShellWords(words)).words).toEqual(words);
  });
});

describe('parseEnvLines', () => {
  it('reads KEY=VALUE lines, keeps = in values and skips comments', () => {
    expect(parseEnvLines('A=1\n\n# note\nB=x=y\n')).toEqual({ env: { A: '1', B: 'x=y' } });
    expect(formatEnvLines({ A: '1', B: 'x=y' })).toBe('A=1\nB=x=y');
  });

  it('names the bad line', () => {
    expect(parseEnvLines('A=1\nnope').error).toBe('Line 2: expected KEY=VALUE');
  });

  it('refuses a name a shell would read as code, naming it, and a NUL in a value without showing it', () => {
    expect(parseEnvLines('$(touch /tmp/x)=1').error).toBe(
      'Line 1: The environment variable name "$(touch /tmp/x)" is not a POSIX name (a letter or _, then letters, digits or _)',
    );
    expect(parseEnvLines('A=1\nX;touch x;Y=2').error).toMatch(
      /^Line 2: The environment variable name "X;touch x;Y" is not a POSIX name/,
    );
    for (const name of ['1A', 'A-B', 'É', 'A B', '`id`'])
      expect(parseEnvLines(`${name}=v`).error).toMatch(/not a POSIX name/);
    const nul = parseEnvLines('TOKEN=se\0cret').error!;
    expect(nul).toBe(
      'Line 1: The value of TOKEN holds a NUL character, which no process can be given (the value is not shown, as it may be a secret)',
    );
  });
});
