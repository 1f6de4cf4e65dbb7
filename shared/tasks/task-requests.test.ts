import { describe, expect, it } from 'vitest';
import type { ServerRequest } from '../inbox/server-request.ts';
import { requestsOfTask } from './task-requests.ts';

const item = (
  key: number,
  params: Record<string, unknown> | undefined,
  during: string[] = [],
  connection = 1,
): ServerRequest => ({
  key,
  connection,
  id: key,
  method: 'elicitation/create',
  params,
  via: 'request',
  receivedAt: 0,
  during,
  status: 'pending',
});

describe('requestsOfTask', () => {
  it('finds requests that name the task or came while the inspector waited on it, on its connection', () => {
    const items = [
      item(1, { _meta: { 'io.modelcontextprotocol/related-task': { taskId: 't1' } } }),
      item(2, {}, ['task t1']),
      item(3, { _meta: { 'io.modelcontextprotocol/related-task': { taskId: 't2' } } }),
      item(4, {}, ['tools/call echo #1']),
      item(5, {}, ['task t1'], 2),
    ];
    expect(requestsOfTask(items, 1, 't1').map((request) => request.key)).toEqual([1, 2]);
  });
});
