import { describe, expect, it } from 'vitest';
import { toolTaskSupport } from './tool-task-support.ts';

describe('toolTaskSupport', () => {
  it('reads execution.taskSupport, and takes anything else for a plain call', () => {
    expect(toolTaskSupport({ name: 'a', execution: { taskSupport: 'required' } })).toBe('required');
    expect(toolTaskSupport({ name: 'a', execution: { taskSupport: 'optional' } })).toBe('optional');
    expect(toolTaskSupport({ name: 'a', execution: { taskSupport: 'forbidden' } })).toBe('forbidden');
    expect(toolTaskSupport({ name: 'a', execution: { taskSupport: true } })).toBe('forbidden');
    expect(toolTaskSupport({ name: 'a', execution: 'tasks' })).toBe('forbidden');
    expect(toolTaskSupport('not a tool')).toBe('forbidden');
  });
});
