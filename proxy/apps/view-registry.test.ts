import { describe, expect, it } from 'vitest';
import { type AppView, ViewRegistry } from './view-registry.ts';

const view: AppView = {
  csp: { connectDomains: ['https://api.example'] },
  allow: 'camera',
  hostOrigin: 'http://127.0.0.1:6280',
};

function registry() {
  let now = 1_000_000;
  const views = new ViewRegistry({ now: () => now });
  return { views, advance: (ms: number) => (now += ms) };
}

describe('ViewRegistry', () => {
  it('hands a view out once; after that its id is gone', () => {
    const { views } = registry();
    const id = views.register(view);
    expect(views.take(id)).toEqual({ kind: 'view', view });
    expect(views.take(id)).toEqual({ kind: 'gone' });
  });

  it('makes ids of 128 random bits as 32 lowercase hex digits: a host name label, whatever case a browser sends', () => {
    const { views } = registry();
    const ids = new Set(Array.from({ length: 50 }, () => views.register(view)));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
  });

  it('says an id it never made is unknown', () => {
    expect(registry().views.take('nope')).toEqual({ kind: 'unknown' });
  });

  it('lets an unused view expire after 60 s', () => {
    const { views, advance } = registry();
    const fresh = views.register(view);
    const stale = views.register(view);
    advance(59_999);
    expect(views.take(fresh).kind).toBe('view');
    advance(1);
    expect(views.take(stale)).toEqual({ kind: 'gone' });
  });

  it('forgets spent ids after a while, so it does not grow for ever', () => {
    const { views, advance } = registry();
    const id = views.register(view);
    views.take(id);
    advance(60_000 + 10 * 60_000);
    expect(views.take(id)).toEqual({ kind: 'unknown' });
  });
});
