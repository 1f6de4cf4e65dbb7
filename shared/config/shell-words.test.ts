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
});
