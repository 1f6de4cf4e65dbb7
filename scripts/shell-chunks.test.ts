import { describe, expect, it } from 'vitest';
import { firstScreenParts, staticClosure } from './shell-chunks.ts';

// entry -> react; session -> lib -> react; app -> lib, ui -> react; tab (loaded later) -> ui, own
const graph: Record<string, string[]> = {
  entry: ['react'],
  react: [],
  session: ['lib'],
  lib: ['react'],
  app: ['lib', 'ui'],
  ui: ['react'],
  tab: ['ui', 'own'],
  own: [],
};
const importsOf = (id: string) => graph[id] ?? [];

describe('staticClosure', () => {
  it('follows static imports, once each, and stops where told', () => {
    expect([...staticClosure('app', importsOf)].sort()).toEqual(['app', 'lib', 'react', 'ui']);
    expect([...staticClosure('app', importsOf, new Set(['lib', 'react']))].sort()).toEqual(['app', 'ui']);
  });

  it('ends on a cycle', () => {
    expect([...staticClosure('a', (id) => (id === 'a' ? ['b'] : ['a']))].sort()).toEqual(['a', 'b']);
  });
});

describe('firstScreenParts', () => {
  it('puts each module in the first part that reaches it, and leaves out what only later chunks reach', () => {
    const parts = firstScreenParts(['entry', 'session', 'app'], importsOf);
    expect(Object.fromEntries(parts)).toEqual({
      entry: 'entry',
      react: 'entry',
      session: 'session',
      lib: 'session',
      app: 'app',
      ui: 'app',
    });
    expect(parts.has('own')).toBe(false);
  });
});
