import { describe, expect, it } from 'vitest';
import { describeCwdError, describeSpawnError } from './spawn-error.ts';

function errno(code: string, message = `spawn x ${code}`) {
  return Object.assign(new Error(message), { code });
}

describe('describeSpawnError', () => {
  it('names the command and the reason', () => {
    expect(describeSpawnError('foo', errno('ENOENT'))).toEqual({
      code: 'ENOENT',
      message: 'Cannot start "foo": command not found (ENOENT)',
    });
    expect(describeSpawnError('./server.sh', errno('EACCES')).message).toBe(
      'Cannot start "./server.sh": permission denied (is it executable?) (EACCES)',
    );
  });

  it("falls back to the error's own message and code", () => {
    expect(describeSpawnError('x', errno('ERR_INVALID_ARG_VALUE', 'bad argument'))).toEqual({
      code: 'ERR_INVALID_ARG_VALUE',
      message: 'Cannot start "x": bad argument (ERR_INVALID_ARG_VALUE)',
    });
    expect(describeSpawnError('x', 'weird').code).toBe('EUNKNOWN');
  });
});

describe('describeCwdError', () => {
  it('says what is wrong with the directory', () => {
    expect(describeCwdError('node', '/nope', 'ENOENT').message).toBe(
      'Cannot start "node": working directory "/nope" does not exist (ENOENT)',
    );
    expect(describeCwdError('node', '/etc/hosts', 'ENOTDIR').message).toContain('is not a directory');
  });
});

describe('a value is never echoed', () => {
  it("drops the value Node's own refusal ends with", () => {
    const node = errno(
      'ERR_INVALID_ARG_VALUE',
      "The property 'options.env['TOKEN']' must be a string without null bytes. Received 'sk-live-secret\\x00tail'",
    );
    const described = describeSpawnError('srv', node);
    expect(described.message).toBe(
      `Cannot start "srv": The property 'options.env['TOKEN']' must be a string without null bytes (ERR_INVALID_ARG_VALUE)`,
    );
    expect(described.message).not.toContain('sk-live-secret');
  });
});
