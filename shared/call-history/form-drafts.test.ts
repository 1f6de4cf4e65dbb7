import { describe, expect, it } from 'vitest';
import { createFormDrafts } from './form-drafts.ts';

describe('createFormDrafts', () => {
  it('keeps values per server and tool', () => {
    const drafts = createFormDrafts();
    drafts.set('everything', 'echo', { message: 'hi' });
    drafts.set('other', 'echo', { message: 'there' });
    expect(drafts.get('everything', 'echo')).toEqual({ message: 'hi' });
    expect(drafts.get('other', 'echo')).toEqual({ message: 'there' });
    expect(drafts.get('everything', 'add')).toBeUndefined();
  });

  it('keeps the newest drafts only', () => {
    const drafts = createFormDrafts(2);
    drafts.set('s', 'a', { n: 1 });
    drafts.set('s', 'b', { n: 2 });
    drafts.set('s', 'a', { n: 3 });
    drafts.set('s', 'c', { n: 4 });
    expect(drafts.get('s', 'b')).toBeUndefined();
    expect(drafts.get('s', 'a')).toEqual({ n: 3 });
  });
});
