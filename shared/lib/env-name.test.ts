import { describe, expect, it } from 'vitest';
import { envNameProblem, envValueProblem, isEnvName } from './env-name.ts';

describe('envNameProblem', () => {
  it('takes POSIX names', () => {
    for (const name of ['A', 'api_key', '_', '_1', 'GITHUB_TOKEN', 'x9']) expect(envNameProblem(name)).toBeUndefined();
  });

  it('refuses anything a shell would not take as a name, showing it as JSON', () => {
    for (const name of [
      '$(touch /tmp/x)',
      'X;touch x;Y',
      '`id`',
      'A=B',
      '1A',
      'A-B',
      'A B',
      'É',
      'A\nB',
      "A'B",
      '$HOME',
      'A\0B',
    ]) {
      expect(isEnvName(name)).toBe(false);
      expect(envNameProblem(name)).toBe(
        `The environment variable name ${JSON.stringify(name)} is not a POSIX name (a letter or _, then letters, digits or _)`,
      );
    }
    expect(envNameProblem('')).toBe('An environment variable needs a name');
    expect(envNameProblem(`-${'x'.repeat(100)}`)).toContain(`"-${'x'.repeat(59)}…"`);
  });
});

describe('envValueProblem', () => {
  it('names the variable of a value holding a NUL, never the value', () => {
    const problem = envValueProblem('TOKEN', 'sk-secret\0tail')!;
    expect(problem).toBe(
      'The value of TOKEN holds a NUL character, which no process can be given (the value is not shown, as it may be a secret)',
    );
    expect(problem).not.toContain('secret\0');
    expect(envValueProblem('TOKEN', 'fine')).toBeUndefined();
  });
});
