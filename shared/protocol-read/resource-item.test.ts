import { describe, expect, it } from 'vitest';
import {
  readResource as readResourceFound,
  readResources as readResourcesFound,
  readResourceTemplate as readResourceTemplateFound,
  readResourceTemplates as readResourceTemplatesFound,
} from './resource-item.ts';
import type { Finding } from '../diagnose/finding.ts';

// The readers say what is wrong as findings; these tests read their sentences, as the page shows them.
const worded = <T extends { findings: Finding[] }>({ findings, ...rest }: T) => ({
  ...rest,
  problems: findings.map((finding) => finding.message),
});
const readResource = (...args: Parameters<typeof readResourceFound>) => worded(readResourceFound(...args));
const readResources = (...args: Parameters<typeof readResourcesFound>) => readResourcesFound(...args).map(worded);
const readResourceTemplate = (...args: Parameters<typeof readResourceTemplateFound>) =>
  worded(readResourceTemplateFound(...args));
const readResourceTemplates = (...args: Parameters<typeof readResourceTemplatesFound>) =>
  readResourceTemplatesFound(...args).map(worded);

describe('readResource', () => {
  it('reads a well-formed resource', () => {
    const raw = { uri: 'file:///a.txt', name: 'a', title: 'A', description: 'd', mimeType: 'text/plain', size: 3 };
    expect(readResource(raw)).toEqual({
      uri: 'file:///a.txt',
      rawUri: 'file:///a.txt',
      name: 'a',
      title: 'A',
      description: 'd',
      mimeType: 'text/plain',
      size: 3,
      problems: [],
      raw,
    });
  });

  it('shows wrong types as JSON, keeps the raw uri for reading, and lists the problems', () => {
    const resource = readResource({ uri: { href: 'x' }, name: 3, mimeType: false, size: 'big' });
    expect(resource).toMatchObject({ uri: '{"href":"x"}', rawUri: { href: 'x' }, name: '3', mimeType: 'false' });
    expect(resource.problems).toEqual([
      '"uri" is an object, not a string',
      '"size" is a string, not a number',
      '"name" is a number, not a string',
      '"mimeType" is a boolean, not a string',
    ]);
  });

  it('keeps resources without uri or name', () => {
    expect(readResource({})).toMatchObject({
      uri: '(no uri)',
      name: '(no name)',
      problems: ['"uri" is missing', '"name" is missing'],
    });
    expect(readResource(null)).toMatchObject({
      uri: '(no uri)',
      name: '(not an object)',
      problems: ['the entry is null (null), not an object'],
    });
  });
});

describe('readResourceTemplate', () => {
  it('reads a template and says whether it can be filled in', () => {
    expect(readResourceTemplate({ uriTemplate: 'demo://{id}', name: 't' })).toMatchObject({
      uriTemplate: 'demo://{id}',
      usable: true,
      problems: [],
    });
    expect(readResourceTemplate({ name: 't' })).toMatchObject({
      uriTemplate: '(no uriTemplate)',
      usable: false,
      problems: ['"uriTemplate" is missing'],
    });
    expect(readResourceTemplate({ uriTemplate: 5, name: 't' })).toMatchObject({ uriTemplate: '5', usable: false });
    expect(readResourceTemplate([])).toMatchObject({
      usable: false,
      problems: ['the entry is an array ([]), not an object'],
    });
  });
});

describe('list readers', () => {
  it('key resources by uri and templates by uriTemplate', () => {
    expect(
      readResources([{ uri: 'a', name: 'x' }, { uri: 'a', name: 'y' }, { name: 'z' }]).map((item) => item.key),
    ).toEqual(['id:a', '#1', '#2']);
    expect(readResourceTemplates([{ uriTemplate: 't/{x}', name: 'x' }, 'junk']).map((item) => item.key)).toEqual([
      'id:t/{x}',
      '#1',
    ]);
  });
});
