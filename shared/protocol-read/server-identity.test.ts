import { describe, expect, it } from 'vitest';
import {
  readInstructions as readInstructionsFound,
  readServerCapabilities as readServerCapabilitiesFound,
  readServerIdentity as readServerIdentityFound,
} from './server-identity.ts';
import type { Finding } from '../diagnose/finding.ts';

// The readers say what is wrong as findings; these tests read their sentences, as the page shows them.
const worded = <T extends { findings: Finding[] }>({ findings, ...rest }: T) => ({
  ...rest,
  problems: findings.map((finding) => finding.message),
});
const readInstructions = (...args: Parameters<typeof readInstructionsFound>) => worded(readInstructionsFound(...args));
const readServerCapabilities = (...args: Parameters<typeof readServerCapabilitiesFound>) =>
  worded(readServerCapabilitiesFound(...args));
const readServerIdentity = (...args: Parameters<typeof readServerIdentityFound>) =>
  worded(readServerIdentityFound(...args));

describe('readServerIdentity', () => {
  it('reads a well-formed serverInfo', () => {
    expect(
      readServerIdentity({
        name: 'srv',
        title: 'Server',
        version: '1.0',
        description: 'd',
        websiteUrl: 'https://x.test',
        icons: [{ src: 'file:///i.png' }, { src: 'https://x.test/i.png' }],
      }),
    ).toEqual({
      name: 'srv',
      title: 'Server',
      version: '1.0',
      description: 'd',
      website: { text: 'https://x.test', href: 'https://x.test/' },
      iconSrc: 'https://x.test/i.png',
      problems: [],
    });
  });

  it('shows each wrong-typed field as JSON and names it', () => {
    const identity = readServerIdentity({
      name: { en: 'srv' },
      version: 2,
      title: null,
      description: [1],
      websiteUrl: 5,
      icons: 'icon.png',
    });
    expect(identity).toMatchObject({
      name: '{"en":"srv"}',
      version: '2',
      title: 'null',
      description: '[1]',
      website: { text: '5' },
    });
    expect(identity.website?.href).toBeUndefined();
    expect(identity.problems).toEqual([
      'serverInfo: "name" is an object, not a string',
      'serverInfo: "title" is null, not a string',
      'serverInfo: "version" is a number, not a string',
      'serverInfo: "description" is an array, not a string',
      'serverInfo: "websiteUrl" is a number, not a string',
      'serverInfo: "icons" is a string, not an array',
    ]);
  });

  it('never links a website that is not http(s)', () => {
    expect(readServerIdentity({ name: 'a', version: '1', websiteUrl: 'javascript:alert(1)' }).website).toEqual({
      text: 'javascript:alert(1)',
      refused: 'not opened: only http and https links are opened; this one is javascript:',
    });
    // The old test was a pattern on the text: a scheme in another case, or spaces first, slipped past it.
    expect(
      readServerIdentity({ name: 'a', version: '1', websiteUrl: ' JAVASCRIPT://x.test/%0aalert(1)' }).website?.href,
    ).toBeUndefined();
  });

  it('notes broken icons and missing members', () => {
    expect(readServerIdentity({ icons: [null, { src: 3 }] }).problems).toEqual([
      'serverInfo: "name" is missing',
      'serverInfo: "version" is missing',
      'serverInfo: "icons[0]" is null, not an object',
      'serverInfo: "icons[1].src" is a number, not a string',
    ]);
  });

  it('copes with no serverInfo and with one that is not an object', () => {
    expect(readServerIdentity(undefined)).toEqual({ problems: [] });
    expect(readServerIdentity('srv')).toEqual({ problems: ['serverInfo is a string ("srv"), not an object'] });
  });
});

describe('readInstructions', () => {
  it('keeps text and shows anything else as JSON', () => {
    expect(readInstructions('Use tools')).toEqual({ text: 'Use tools', problems: [] });
    expect(readInstructions(undefined)).toEqual({ problems: [] });
    expect(readInstructions({ steps: [1] })).toEqual({
      text: '{"steps":[1]}',
      problems: ['instructions is an object, not a string'],
    });
  });
});

describe('readServerCapabilities', () => {
  const row = (rows: ReturnType<typeof readServerCapabilities>['rows'], name: string) =>
    rows.find((candidate) => candidate.name === name);

  it('lists known capabilities with their flags, and unknown ones', () => {
    const { rows, problems } = readServerCapabilities({
      tools: { listChanged: true },
      resources: { subscribe: true },
      custom: {},
    });
    expect(row(rows, 'tools')).toEqual({ name: 'tools', present: true, detail: ['listChanged'] });
    expect(row(rows, 'resources')).toEqual({ name: 'resources', present: true, detail: ['subscribe'] });
    expect(row(rows, 'prompts')).toEqual({ name: 'prompts', present: false, detail: [] });
    expect(row(rows, 'custom')).toEqual({ name: 'custom', present: true, detail: ['not in the spec'] });
    expect(row(rows, 'extensions')).toBeUndefined();
    expect(problems).toEqual([]);
  });

  it('notes capabilities that are not objects and flags that are not booleans', () => {
    const { rows, problems } = readServerCapabilities({ tools: true, prompts: { listChanged: 'yes' }, logging: null });
    expect(row(rows, 'tools')).toEqual({ name: 'tools', present: true, detail: ['not an object'] });
    expect(row(rows, 'prompts')).toEqual({ name: 'prompts', present: true, detail: [] });
    expect(problems).toEqual([
      'capabilities.tools is a boolean (true), not an object',
      'capabilities.prompts.listChanged is a string, not a boolean',
      'capabilities.logging is null (null), not an object',
    ]);
  });

  it('copes with capabilities that are not an object', () => {
    const { rows, problems } = readServerCapabilities('all');
    expect(rows.every((candidate) => !candidate.present)).toBe(true);
    expect(problems).toEqual(['capabilities is a string ("all"), not an object']);
  });
});
