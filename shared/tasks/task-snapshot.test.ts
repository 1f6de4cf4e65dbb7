import { describe, expect, it } from 'vitest';
import { createdTask, readTaskSnapshot, relatedTaskId } from './task-snapshot.ts';

describe('readTaskSnapshot', () => {
  it('reads both forms: ttl and pollInterval (2025-11-25), ttlMs and pollIntervalMs with what the task carries (2026-07-28)', () => {
    expect(
      readTaskSnapshot(
        { taskId: 'a', status: 'working', ttl: null, pollInterval: 1000, createdAt: 'c', lastUpdatedAt: 'u' },
        '2025-11-25',
      ),
    ).toEqual({
      taskId: 'a',
      status: 'working',
      ttlMs: null,
      pollIntervalMs: 1000,
      createdAt: 'c',
      lastUpdatedAt: 'u',
      findings: [],
    });
    expect(
      readTaskSnapshot(
        { taskId: 'b', status: 'completed', ttlMs: 5, pollIntervalMs: 100, result: { content: [] } },
        '2026-07-28',
      ),
    ).toEqual({
      taskId: 'b',
      status: 'completed',
      ttlMs: 5,
      pollIntervalMs: 100,
      result: { content: [] },
      findings: [],
    });
  });

  it('notes what is off and keeps going; without a task id there is nothing to follow', () => {
    expect(
      readTaskSnapshot({ taskId: 7, status: 3, pollInterval: '1s', statusMessage: { text: 'x' } }, '2025-11-25'),
    ).toMatchObject({
      taskId: '7',
      status: 'unknown',
      statusMessage: '{"text":"x"}',
      findings: [
        {
          rule: 'task-member-type',
          pointer: '/taskId',
          source: '2025-11-25',
          message: '"taskId" is a number, not a string',
        },
        { pointer: '/status', message: '"status" is a number, not a string' },
        { pointer: '/statusMessage', message: '"statusMessage" is an object, not a string' },
        { pointer: '/pollInterval', message: '"pollInterval" is a string, not a number' },
      ],
    });
    expect(readTaskSnapshot({ taskId: 'a', status: 1 }, '2026-07-28')?.findings[0]?.source).toBe(
      'io.modelcontextprotocol/tasks',
    );
    expect(readTaskSnapshot({ status: 'working' }, '2025-11-25')).toBeUndefined();
    expect(readTaskSnapshot('working', '2025-11-25')).toBeUndefined();
  });
});

describe('createdTask', () => {
  it('finds the task a tools/call answered with, in either form', () => {
    expect(createdTask({ task: { taskId: 'a', status: 'working' } }, '2025-11-25')?.taskId).toBe('a');
    expect(createdTask({ resultType: 'task', taskId: 'b', status: 'working' }, '2026-07-28')?.taskId).toBe('b');
    expect(createdTask({ content: [] }, '2025-11-25')).toBeUndefined();
    expect(createdTask({ resultType: 'complete', taskId: 'b' }, '2026-07-28')).toBeUndefined();
  });
});

describe('relatedTaskId', () => {
  it("reads a server request's related task", () => {
    expect(relatedTaskId({ _meta: { 'io.modelcontextprotocol/related-task': { taskId: 't1' } } })).toBe('t1');
    expect(relatedTaskId({ message: 'hi' })).toBeUndefined();
    expect(relatedTaskId(undefined)).toBeUndefined();
  });
});
