import { describe, expect, it } from 'vitest';
import { formArgsOf, rememberFormArgs, takeRequestArgs } from './form-args.ts';
import { goTo, placeRequest } from './page-place.ts';

describe('form arguments for links', () => {
  it("gives a request's arguments to its own item once: a form drawn again later keeps what was typed since", () => {
    goTo({ item: { kind: 'tool', name: 'echo' }, args: { message: 'hi' } }, 'address');
    const request = placeRequest.getSnapshot();
    expect(takeRequestArgs(request, { kind: 'prompt', name: 'echo' })).toBeUndefined();
    expect(takeRequestArgs(request, { kind: 'tool', name: 'echo' })).toEqual({ message: 'hi' });
    expect(takeRequestArgs(request, { kind: 'tool', name: 'echo' })).toBeUndefined();
  });

  it('remembers what each form holds, and forgets an emptied one', () => {
    const item = { kind: 'tool', name: 'get-sum' } as const;
    rememberFormArgs(item, { a: 1 });
    expect(formArgsOf(item)).toEqual({ a: 1 });
    expect(formArgsOf({ kind: 'prompt', name: 'get-sum' })).toBeUndefined();
    rememberFormArgs(item, {});
    expect(formArgsOf(item)).toBeUndefined();
  });
});
