import { describe, expect, it } from 'vitest';
import { expandUriTemplate, parseUriTemplate } from './uri-template.ts';

// Examples from RFC 6570 section 3.2.
const values = { var: 'value', hello: 'Hello World!', path: '/foo/bar', x: '1024', y: '768', empty: '' };

describe('parseUriTemplate', () => {
  it('lists the variables in order, once each', () => {
    expect(parseUriTemplate('demo://resource/{id}/{+path}{?q,id}').variables).toEqual(['id', 'path', 'q']);
    expect(parseUriTemplate('file:///plain').variables).toEqual([]);
  });

  it('notes what it cannot read and keeps going', () => {
    expect(parseUriTemplate('a/{b', '/result/resourceTemplates/0/uriTemplate').findings).toEqual([
      {
        rule: 'uri-template-syntax',
        severity: 'error',
        pointer: '/result/resourceTemplates/0/uriTemplate',
        source: 'RFC 6570',
        message: '"{" at 2 is never closed',
      },
    ]);
    const bad = parseUriTemplate('x/{a b}/{ok}');
    expect(bad.findings.map((finding) => finding.message)).toEqual(['"{a b}" has an invalid variable "a b"']);
    expect(bad.variables).toEqual(['ok']);
    expect(expandUriTemplate(bad, { ok: '1' })).toBe('x//1');
  });
});

describe('expandUriTemplate', () => {
  const cases: Array<[string, string]> = [
    ['{var}', 'value'],
    ['{hello}', 'Hello%20World%21'],
    ['{+hello}', 'Hello%20World!'],
    ['{+path}/here', '/foo/bar/here'],
    ['{#path,x}/here', '#/foo/bar,1024/here'],
    ['map?{x,y}', 'map?1024,768'],
    ['X{.var}', 'X.value'],
    ['{/var,x}/here', '/value/1024/here'],
    ['{;x,y}', ';x=1024;y=768'],
    ['{?x,y}', '?x=1024&y=768'],
    ['?fixed=yes{&x}', '?fixed=yes&x=1024'],
    ['{var:3}', 'val'],
    ['{/var*}', '/value'],
    ['{?undef}', ''],
    ['{?empty,x}', '?x=1024'],
  ];
  it.each(cases)('%s → %s', (template, expected) => {
    expect(expandUriTemplate(template, values)).toBe(expected);
  });

  it('encodes reserved characters in simple expansion and keeps percent triplets in reserved expansion', () => {
    expect(expandUriTemplate('demo://r/{id}', { id: 'a/b?c' })).toBe('demo://r/a%2Fb%3Fc');
    expect(expandUriTemplate('{+p}', { p: '50%25 off' })).toBe('50%25%20off');
    expect(expandUriTemplate('{v}', { v: 'é' })).toBe('%C3%A9');
  });

  it('leaves out variables without a value', () => {
    expect(expandUriTemplate('demo://resource/{id}', {})).toBe('demo://resource/');
  });
});
