import { describe, expect, it } from 'vitest';
import { maxArgsLength, readPageAddress, writePageAddress } from './page-address.ts';

const tabs = ['tools', 'resources', 'prompts', 'skills', 'log'];

describe('the page address', () => {
  it('reads back what it writes: tab, item, arguments and server', () => {
    const address = {
      place: {
        tab: 'tools',
        item: { kind: 'tool', name: 'echo' },
        args: { message: 'héllo & bye', n: [1, { x: null }] },
      },
      server: '0123456789ab',
    } as const;
    const hash = writePageAddress(address);
    expect(hash.startsWith('#tab=tools&tool=echo&args=')).toBe(true);
    expect(readPageAddress(hash, tabs)).toEqual({ ...address, problems: [] });
  });

  it('keeps a resource URI, a template and a prompt whole', () => {
    for (const item of [
      { kind: 'resource', name: 'demo://resource/static/document/a b?c=d&e#f' },
      { kind: 'template', name: 'demo://resource/dynamic/text/{id}' },
      { kind: 'prompt', name: 'args-prompt' },
      { kind: 'skill', name: 'skill://pdf/SKILL.md' },
    ] as const) {
      expect(readPageAddress(writePageAddress({ place: { item } }), tabs).place).toEqual({ item });
    }
  });

  it('has nothing to say about an empty address', () => {
    expect(readPageAddress('', tabs)).toEqual({ problems: [] });
    expect(readPageAddress('#', tabs)).toEqual({ problems: [] });
    expect(writePageAddress({})).toBe('');
  });

  it('leaves out an unknown tab, with a message, never an exception', () => {
    const read = readPageAddress('#tab=javascript:alert(1)&tool=echo', tabs);
    expect(read.place).toEqual({ item: { kind: 'tool', name: 'echo' } });
    expect(read.problems).toEqual([
      {
        part: 'tab',
        message: 'The address names a tab this page does not have, “javascript:alert(1)”; it was ignored.',
      },
    ]);
  });

  it('ignores a fragment that is no place of ours, saying so', () => {
    const read = readPageAddress('#javascript:alert(document.cookie)', tabs);
    expect(read.place).toBeUndefined();
    expect(read.problems[0]?.message).toMatch(
      /^The address has parts this page does not know, ignored: “javascript:alert/,
    );
  });

  it('treats an item name as a name only: a script URL is looked for in the list, never followed', () => {
    expect(readPageAddress('#resource=javascript%3Aalert(1)', tabs).place).toEqual({
      item: { kind: 'resource', name: 'javascript:alert(1)' },
    });
  });

  it('leaves out arguments that are not JSON, not an object, too long, or without an item', () => {
    expect(readPageAddress('#tool=echo&args={nope', tabs)).toMatchObject({
      place: { item: { kind: 'tool', name: 'echo' } },
      problems: [
        {
          part: 'args',
          message: expect.stringMatching(/^The address's arguments are not JSON \(.+\); they were ignored\.$/),
        },
      ],
    });
    expect(readPageAddress('#tool=echo&args=[1,2]', tabs).problems).toEqual([
      { part: 'args', message: "The address's arguments are not a JSON object; they were ignored." },
    ]);
    const huge = encodeURIComponent(JSON.stringify({ message: 'x'.repeat(maxArgsLength) }));
    const read = readPageAddress(`#tool=echo&args=${huge}`, tabs);
    expect(read.place).toEqual({ item: { kind: 'tool', name: 'echo' } });
    expect(read.problems[0]?.message).toMatch(/^The address's arguments are 16,398 characters long \(at most 16,384\)/);
    expect(readPageAddress('#tab=tools&args={}', tabs).problems).toEqual([
      { part: 'args', message: 'The address has arguments but no tool or prompt to put them in; they were ignored.' },
    ]);
  });

  it('ignores an address of absurd length whole, and a name too long or with control characters', () => {
    expect(readPageAddress(`#tool=${'a'.repeat(70_000)}`, tabs)).toEqual({
      problems: [{ part: 'address', message: "The address's place is 70,005 characters long; it was ignored." }],
    });
    expect(readPageAddress(`#tool=${'a'.repeat(3000)}`, tabs).place).toBeUndefined();
    expect(readPageAddress('#tool=a%0Ab', tabs)).toEqual({
      problems: [{ part: 'item', message: "The address's tool name has control characters; it was ignored." }],
    });
    expect(readPageAddress('#tool=', tabs).problems).toEqual([
      { part: 'item', message: "The address's tool has no name; it was ignored." },
    ]);
  });

  it('shows an item in its own tab, and one item only', () => {
    expect(readPageAddress('#tab=prompts&tool=echo', tabs)).toEqual({
      place: { item: { kind: 'tool', name: 'echo' } },
      problems: [{ part: 'tab', message: 'The tool “echo” is in the tools tab, not “prompts”: it is shown there.' }],
    });
    expect(readPageAddress('#tool=echo&prompt=p', tabs)).toEqual({
      place: { item: { kind: 'tool', name: 'echo' } },
      problems: [
        { part: 'item', message: 'The address names more than one item (tool, prompt); only the tool is shown.' },
      ],
    });
  });

  it('takes only a server id it could have made', () => {
    expect(readPageAddress('#tab=log&server=0123456789ab', tabs)).toEqual({
      place: { tab: 'log' },
      server: '0123456789ab',
      problems: [],
    });
    expect(readPageAddress('#tab=log&server=npx%20evil', tabs)).toEqual({
      place: { tab: 'log' },
      problems: [
        {
          part: 'server',
          message: "The address's server id “npx evil” is not one this page makes (12 hex digits); it was ignored.",
        },
      ],
    });
  });

  it('quotes a hostile part briefly', () => {
    const read = readPageAddress(`#tab=${'<b>'.repeat(100)}`, tabs);
    expect(read.problems[0]?.message.length).toBeLessThan(160);
  });
});
