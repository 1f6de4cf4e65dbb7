import { describe, expect, it } from 'vitest';
import { readTaskSnapshot } from './task-snapshot.ts';
import { applySnapshot, newTrackedTask } from './tracked-task.ts';

describe('a tracked task\u2019s findings', () => {
  it('names the answer each came in, and keeps the same finding from a later answer once', () => {
    const odd = readTaskSnapshot({ taskId: 'a', status: 'working', pollInterval: '1s' }, '2025-11-25')!;
    const created = newTrackedTask(odd, 1, '2025-11-25', { startedHere: true }, 'created', 10);
    const polled = applySnapshot(applySnapshot(created, odd, 'tasks/get', 20), odd, 'tasks/get', 30);
    expect(polled.findings).toMatchObject([
      {
        rule: 'task-member-type',
        pointer: '/pollInterval',
        message: 'created: "pollInterval" is a string, not a number',
      },
      { rule: 'task-member-type', message: 'tasks/get: "pollInterval" is a string, not a number' },
    ]);
  });
});
