import { describe, expect, it } from 'vitest';
import { PROTOCOL_REVISIONS } from './revisions.ts';
import {
  capabilityNeeded,
  editDistance,
  findMethod,
  methodCatalogue,
  methodsFor,
  paramsTemplateFor,
  revisionsWith,
  suggestMethod,
} from './catalogue.ts';

describe('methodCatalogue', () => {
  it('holds no method twice within one revision', () => {
    for (const revision of PROTOCOL_REVISIONS) {
      const names = methodsFor(revision).map((spec) => spec.method);
      expect(new Set(names).size, revision).toBe(names.length);
    }
  });

  it('names each revision by its first revision, never after the last', () => {
    for (const spec of methodCatalogue) {
      expect(PROTOCOL_REVISIONS).toContain(spec.since);
      if (spec.until) expect(spec.until > spec.since).toBe(true);
    }
  });

  it('has the handshake before 2026-07-28 and server/discover from it', () => {
    expect(findMethod('initialize', '2024-11-05')?.kind).toBe('request');
    expect(findMethod('initialize', '2026-07-28')).toBeUndefined();
    expect(findMethod('server/discover', '2025-11-25')).toBeUndefined();
    expect(findMethod('server/discover', '2026-07-28')?.from).toBe('client');
  });

  it('adds elicitation in 2025-06-18 and tasks in 2025-11-25', () => {
    expect(findMethod('elicitation/create', '2025-03-26')).toBeUndefined();
    expect(findMethod('elicitation/create', '2025-06-18')?.from).toBe('server');
    expect(findMethod('tasks/result', '2025-06-18')).toBeUndefined();
    expect(findMethod('tasks/result', '2025-11-25')?.from).toBe('both');
    expect(findMethod('tasks/result', '2026-07-28')).toBeUndefined();
    expect(findMethod('tasks/update', '2026-07-28')?.extension).toBe('io.modelcontextprotocol/tasks');
  });

  it("has the skills extension's methods wherever servers declare extensions, needing the extension", () => {
    expect(findMethod('skills/list', '2025-06-18')).toBeUndefined();
    expect(findMethod('skills/list', '2025-11-25')?.extension).toBe('io.modelcontextprotocol/skills');
    expect(capabilityNeeded(findMethod('skills/get', '2026-07-28')!, 'client')).toEqual({
      side: 'server',
      path: 'extensions.io.modelcontextprotocol/skills',
    });
  });

  it('keeps sampling, roots and elicitation off the 2026-07-28 wire (they ride in input_required results)', () => {
    for (const method of [
      'sampling/createMessage',
      'roots/list',
      'elicitation/create',
      'ping',
      'logging/setLevel',
      'notifications/initialized',
    ]) {
      expect(findMethod(method, '2026-07-28'), method).toBeUndefined();
    }
    expect(revisionsWith('sampling/createMessage')).toEqual(['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25']);
  });

  it('names the capability per sender for methods both sides send', () => {
    const tasksList = findMethod('tasks/list', '2025-11-25')!;
    expect(capabilityNeeded(tasksList, 'client')).toEqual({ side: 'server', path: 'tasks.list' });
    expect(capabilityNeeded(tasksList, 'server')).toEqual({ side: 'client', path: 'tasks.list' });
    expect(capabilityNeeded(findMethod('notifications/tools/list_changed', '2025-06-18')!, 'server')).toEqual({
      side: 'server',
      path: 'tools.listChanged',
    });
    expect(capabilityNeeded(findMethod('ping', '2025-06-18')!, 'server')).toBeUndefined();
  });

  it('asks for the completions capability only from 2025-03-26', () => {
    expect(findMethod('completion/complete', '2024-11-05')?.capability).toBeUndefined();
    expect(findMethod('completion/complete', '2025-03-26')?.capability).toEqual({
      side: 'server',
      path: 'completions',
    });
  });

  it('reads a revision it does not know as the newest before it', () => {
    expect(findMethod('initialize', '2025-12-01')?.method).toBe('initialize');
    expect(findMethod('server/discover', '2027-01-01')?.method).toBe('server/discover');
    expect(findMethod('initialize', '2000-01-01')?.method).toBe('initialize');
  });

  it('gives a fresh params template, with the revision in initialize', () => {
    const template = paramsTemplateFor('initialize', '2025-03-26')!;
    expect(template.protocolVersion).toBe('2025-03-26');
    template.protocolVersion = 'changed';
    expect(paramsTemplateFor('initialize', '2025-03-26')!.protocolVersion).toBe('2025-03-26');
    expect(paramsTemplateFor('tools/call', '2025-11-25')).toEqual({ name: 'echo', arguments: { message: 'hello' } });
    expect(paramsTemplateFor('roots/add', '2025-11-25')).toBeUndefined();
  });
});

describe('suggestMethod', () => {
  it('adds the missing notifications/ prefix', () => {
    expect(suggestMethod('resources/updated', '2025-11-25')).toBe('notifications/resources/updated');
    expect(suggestMethod('tools/list_changed', '2025-11-25')).toBe('notifications/tools/list_changed');
    expect(suggestMethod('initialized', '2025-06-18')).toBe('notifications/initialized');
  });

  it('finds a notification by its last word', () => {
    expect(suggestMethod('notifications/logging/message', '2025-11-25')).toBe('notifications/message');
  });

  it('corrects typos', () => {
    expect(suggestMethod('tool/call', '2025-11-25')).toBe('tools/call');
    expect(suggestMethod('resources/reed', '2025-11-25')).toBe('resources/read');
  });

  it('suggests nothing for a name far from every method, or one the revision has', () => {
    expect(suggestMethod('roots/add', '2025-11-25')).toBeUndefined();
    expect(suggestMethod('tasks/create', '2025-11-25')).toBeUndefined();
    expect(suggestMethod('tools/call', '2025-11-25')).toBeUndefined();
    expect(suggestMethod('', '2025-11-25')).toBeUndefined();
  });
});

describe('editDistance', () => {
  it('counts edits and stops past the limit', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('abcdef', 'uvwxyz', 2)).toBe(3);
  });
});
