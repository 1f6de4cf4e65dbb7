import { RELATED_TASK_META_KEY as sdkRelatedTaskKey } from '@modelcontextprotocol/client';
import { describe, expect, it } from 'vitest';
import { ServerRequestInbox, type IncomingServerRequest } from './server-request-inbox.ts';
import { RELATED_TASK_META_KEY, TaskReceiver } from './task-receiver.ts';

const incoming: IncomingServerRequest = {
  connection: 1,
  id: 3,
  method: 'sampling/createMessage',
  params: { task: { ttl: 5000 }, messages: [], maxTokens: 5 },
  via: 'request',
  during: [],
};

function setup() {
  const inbox = new ServerRequestInbox(() => 0);
  let next = 0;
  const receiver = new TaskReceiver(
    inbox,
    () => 0,
    () => `task-${++next}`,
  );
  return { inbox, receiver };
}

describe('TaskReceiver', () => {
  it('answers a task-augmented request with a task that waits for the person, then gives the reply through tasks/result', async () => {
    const { inbox, receiver } = setup();
    expect(receiver.accept(incoming)).toEqual({
      task: {
        taskId: 'task-1',
        status: 'input_required',
        statusMessage: 'Waiting for the person in the inspector',
        createdAt: '1970-01-01T00:00:00.000Z',
        lastUpdatedAt: '1970-01-01T00:00:00.000Z',
        ttl: 5000,
        pollInterval: 1000,
      },
    });
    const [item] = inbox.items.getSnapshot();
    expect(item).toMatchObject({ status: 'pending', taskId: 'task-1' });
    const result = receiver.handle('tasks/result', { taskId: 'task-1' });
    inbox.answer(item!.key, { role: 'assistant', content: { type: 'text', text: 'hi' }, model: 'm' });
    await expect(result).resolves.toEqual({
      role: 'assistant',
      content: { type: 'text', text: 'hi' },
      model: 'm',
      _meta: { 'io.modelcontextprotocol/related-task': { taskId: 'task-1' } },
    });
    await expect(receiver.handle('tasks/get', { taskId: 'task-1' })).resolves.toMatchObject({ status: 'completed' });
    await expect(receiver.handle('tasks/list', undefined)).resolves.toMatchObject({
      tasks: [{ taskId: 'task-1', status: 'completed' }],
    });
  });

  it("fails the task with the person's rejection, and tasks/result sends that error", async () => {
    const { inbox, receiver } = setup();
    receiver.accept(incoming);
    inbox.reject(inbox.items.getSnapshot()[0]!.key, { code: -1, message: 'User rejected sampling request' });
    await expect(receiver.handle('tasks/result', { taskId: 'task-1' })).rejects.toMatchObject({ code: -1 });
    await expect(receiver.handle('tasks/get', { taskId: 'task-1' })).resolves.toMatchObject({
      status: 'failed',
      statusMessage: 'User rejected sampling request',
    });
  });

  it('lets the server cancel a waiting task, which withdraws the request from the person', async () => {
    const { inbox, receiver } = setup();
    receiver.accept(incoming);
    await expect(receiver.handle('tasks/cancel', { taskId: 'task-1' })).resolves.toMatchObject({ status: 'cancelled' });
    expect(inbox.items.getSnapshot()[0]).toMatchObject({
      status: 'cancelled',
      outcome: 'The server cancelled the task',
    });
    await expect(receiver.handle('tasks/cancel', { taskId: 'task-1' })).rejects.toMatchObject({ code: -32602 });
    await expect(receiver.handle('tasks/result', { taskId: 'task-1' })).rejects.toMatchObject({ code: -32603 });
  });

  it('refuses an unknown task id and leaves other methods alone', async () => {
    const { receiver } = setup();
    await expect(receiver.handle('tasks/get', { taskId: 'nope' })).rejects.toMatchObject({ code: -32602 });
    expect(receiver.handle('tools/call', {})).toBeUndefined();
  });
});

describe('the related-task key', () => {
  it('is the SDK’s, spelt out so the inbox does not load the SDK', () => {
    expect(RELATED_TASK_META_KEY).toBe(sdkRelatedTaskKey);
  });
});
