import { describe, expect, it } from 'vitest';
import { readXml } from './xml-tree.ts';

describe('readXml', () => {
  it('reads elements, attributes and text, decoded', () => {
    const root = readXml('<?xml version="1.0"?>\n<a x="1 &amp; 2" y=\'&lt;\'><b/>t &#65;&#x42;<c>d</c></a>\n');
    expect(root).toMatchObject({ name: 'a', attributes: { x: '1 & 2', y: '<' }, text: 't AB' });
    expect(root.children.map((child) => child.name)).toEqual(['b', 'c']);
  });

  it.each([
    ['a raw <', '<a>1 < 2</a>'],
    ['a raw &', '<a>this & that</a>'],
    ['an unknown entity', '<a>&nbsp;</a>'],
    ['a raw < in an attribute', '<a x="<"/>'],
    ['an unquoted attribute', '<a x=1/>'],
    ['a tag closed out of order', '<a><b></a></b>'],
    ['a tag never closed', '<a>'],
    ['two roots', '<a/><b/>'],
    ['a NUL', '<a>\u0000</a>'],
    ['a lone surrogate', '<a>\uD800</a>'],
    ['an attribute twice', '<a x="1" x="2"/>'],
  ])('refuses %s', (_, text) => {
    expect(() => readXml(text)).toThrow();
  });
});
