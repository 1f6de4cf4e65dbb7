import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { SchemaForm } from './schema-form.tsx';
import { useSchemaForm } from './use-schema-form.ts';

function Harness({ schema }: { schema: Record<string, unknown> }) {
  return <SchemaForm form={useSchemaForm(schema)} />;
}

function render(schema: Record<string, unknown>): string {
  return renderToStaticMarkup(<Harness schema={{ type: 'object', ...schema }} />);
}

/** The id a <label> points at, found by its text. */
function labelTarget(html: string, text: string): string | undefined {
  return new RegExp(
    `<label[^>]*for="([^"]+)"[^>]*>(?:<span class="sr-only">[^<]*</span>)?${text.replace(/[[\]]/g, '\\$&')}</label>`,
  ).exec(html)?.[1];
}

function control(html: string, id: string): string {
  return new RegExp(`<(input|select|textarea)[^>]*id="${id}"[^>]*>`).exec(html)?.[0] ?? '';
}

describe('SchemaForm', () => {
  const echo = { properties: { message: { type: 'string', description: 'Message to echo' } }, required: ['message'] };

  it('labels each control with its property name and links its help text', () => {
    const html = render(echo);
    const id = labelTarget(html, 'message');
    expect(id).toBeDefined();
    const input = control(html, id ?? '');
    expect(input).toContain('type="text"');
    expect(input).toContain('aria-required="true"');
    expect(input).toContain(`aria-describedby="${id}-help"`);
    expect(html).toContain(`id="${id}-help"`);
    expect(html).toContain('Message to echo');
    expect(html).toMatch(/aria-hidden="true" title="Required"[^>]*>\*</);
  });

  it('keeps a select for a short enum, and shows a long one as a search box that draws no option until opened', () => {
    const options = (count: number) => Array.from({ length: count }, (_, index) => `v${index}`);
    const short = render({ properties: { size: { type: 'string', enum: options(100) } } });
    expect(control(short, labelTarget(short, 'size') ?? '')).toMatch(/^<select/);
    expect(short.match(/<option/g)).toHaveLength(101);

    const long = render({
      properties: { size: { type: 'string', enum: options(1_000_000), default: 'v999999' } },
      required: ['size'],
    });
    const input = control(long, labelTarget(long, 'size') ?? '');
    expect(input).toContain('role="combobox"');
    expect(input).toContain('aria-expanded="false"');
    expect(input).toContain('value="v999999"');
    expect(input).toContain('placeholder="Search 1,000,000 options…"');
    expect(long).not.toContain('<option');
    expect(long).not.toContain('role="option"');
  });

  it("offers Don't send beside an optional field that is sent, and only there", () => {
    const html = render({
      properties: {
        count: { type: 'number', default: 3 },
        strict: { type: 'boolean', default: false },
        options: { type: 'object', properties: { depth: { type: 'integer', default: 2 } } },
        note: { type: 'string' },
        name: { type: 'string', default: 'x' },
      },
      required: ['name'],
    });
    const names = [...html.matchAll(/Don&#x27;t send<span class="sr-only"> ([^<]+)<\/span>/g)].map((match) => match[1]);
    expect(names).toEqual(['count', 'strict', 'options', 'depth']);
  });

  it('picks an array of fixed choices with checkboxes in schema order, not items that start at the first choice', () => {
    const html = render({
      properties: {
        wcag: {
          type: 'array',
          items: { type: 'string', enum: ['A', 'AA', 'AAA'] },
          uniqueItems: true,
          default: ['AAA', 'A'],
        },
      },
    });
    expect(html).toContain('role="group" aria-label="wcag"');
    const boxes = [...html.matchAll(/<input type="checkbox"([^>]*)\/>([^<]+)<\/label>/g)].map(
      (match) => `${match[2]}${match[1]!.includes('checked=""') ? ' ✓' : ''}`,
    );
    expect(boxes).toEqual(['A ✓', 'AA', 'AAA ✓']);
    expect(html).not.toContain('Add item');
  });

  it('offers Send [] for an optional array that is not sent', () => {
    const html = render({ properties: { tags: { type: 'array', items: { type: 'string' } } } });
    expect(html).toContain('Send []<span class="sr-only"> as tags</span>');
    expect(
      render({ properties: { tags: { type: 'array', items: { type: 'string' } } }, required: ['tags'] }),
    ).not.toContain('Send []');
  });

  it('shows no errors before the user touches anything', () => {
    const html = render(echo);
    expect(html).not.toContain('aria-invalid');
    expect(html).not.toContain('Required</p>');
  });

  it('renders one control per kind, with defaults filled in', () => {
    const html = render({
      properties: {
        count: { type: 'number', default: 3, minimum: 1, maximum: 10 },
        whole: { type: 'integer' },
        includeImage: { type: 'boolean', default: true },
        level: { type: 'string', enum: ['error', 'success'], default: 'success' },
        when: { type: 'string', format: 'date' },
        site: { type: 'string', format: 'uri' },
        notes: { type: 'string', maxLength: 5000 },
        anything: {},
      },
    });
    const count = control(html, labelTarget(html, 'count') ?? '');
    for (const attribute of ['type="number"', 'step="any"', 'min="1"', 'max="10"', 'value="3"'])
      expect(count).toContain(attribute);
    expect(control(html, labelTarget(html, 'whole') ?? '')).toContain('step="1"');
    expect(control(html, labelTarget(html, 'includeImage') ?? '')).toContain('checked=""');
    expect(control(html, labelTarget(html, 'level') ?? '')).toMatch(/^<select/);
    expect(html).toContain('<option value="1" selected="">success</option>');
    expect(control(html, labelTarget(html, 'when') ?? '')).toContain('type="date"');
    expect(control(html, labelTarget(html, 'site') ?? '')).toContain('type="url"');
    expect(control(html, labelTarget(html, 'notes') ?? '')).toMatch(/^<textarea/);
    expect(control(html, labelTarget(html, 'anything') ?? '')).toMatch(/^<textarea/);
    expect(html).toContain('≥ 1 · ≤ 10 · default: 3');
  });

  it('marks optional fields that will not be sent', () => {
    const html = render({ properties: { maybe: { type: 'boolean' } } });
    expect(html).toContain('not sent');
  });

  it('renders nested objects as fieldsets with a legend', () => {
    const html = render({
      properties: { server: { type: 'object', properties: { host: { type: 'string', default: 'localhost' } } } },
      required: ['server'],
    });
    expect(html).toMatch(/<fieldset[^>]*><legend[^>]*>.*server/);
    expect(control(html, labelTarget(html, 'host') ?? '')).toContain('value="localhost"');
  });

  it('renders arrays with items, Remove buttons and Add item', () => {
    const html = render({ properties: { tags: { type: 'array', items: { type: 'string' }, default: ['a', 'b'] } } });
    expect(html).toContain('<span class="sr-only">tags</span>[0]');
    expect(control(html, labelTarget(html, '[1]') ?? '')).toContain('value="b"');
    expect(html.match(/>Remove</g)).toHaveLength(2);
    expect(html).toContain('>Add item<');
  });

  it('offers a null toggle for nullable fields', () => {
    const html = render({ properties: { limit: { anyOf: [{ type: 'integer' }, { type: 'null' }], default: null } } });
    expect(html).toMatch(/<input type="checkbox"[^>]*checked=""[^>]*\/>null/);
    expect(control(html, labelTarget(html, 'limit') ?? '')).toContain('disabled=""');
  });

  it('shows a value of the wrong type as it is, never as an empty control', () => {
    const html = render({
      properties: {
        age: { type: 'integer', default: 'seven' },
        ratio: { type: 'number', default: true },
        ok: { type: 'boolean', default: 'yes' },
        name: { type: 'string', default: 5 },
        strict: { type: 'string', default: null },
        tags: { type: 'array', items: { type: 'string' }, default: 'a,b' },
      },
    });
    const age = control(html, labelTarget(html, 'age') ?? '');
    expect(age).toContain('type="text"');
    expect(age).toContain('value="seven"');
    expect(age).toMatch(/aria-describedby="[^"]*-sent/);
    expect(html).toContain('Value sent: <span class="break-all font-mono">&quot;seven&quot; (a string)</span>');
    expect(control(html, labelTarget(html, 'ratio') ?? '')).toContain('value="true"');
    expect(html).toContain('true (a boolean)');
    expect(html).toContain('&quot;yes&quot; (a string)');
    expect(control(html, labelTarget(html, 'name') ?? '')).toContain('value="5"');
    expect(html).toContain('5 (a number)');
    expect(html).toContain('&quot;a,b&quot; (a string)');
    // A null the field does not allow has no "null" toggle to undo it, so the control stays usable.
    const strict = control(html, labelTarget(html, 'strict') ?? '');
    expect(strict).not.toContain('disabled=""');
    expect(html).toContain('Value sent: <span class="break-all font-mono">null</span>');
  });

  it('keeps number inputs for numbers', () => {
    const html = render({ properties: { age: { type: 'integer', default: 4 } } });
    expect(control(html, labelTarget(html, 'age') ?? '')).toContain('type="number"');
    expect(html).not.toContain('Value sent');
  });

  it('offers a multi-line toggle on each string field, pressed for long text or a line break', () => {
    const html = render({
      properties: {
        short: { type: 'string' },
        body: { type: 'string', format: 'textarea' },
        poem: { type: 'string', default: 'roses\nviolets' },
      },
    });
    expect(control(html, labelTarget(html, 'short') ?? '')).toMatch(/^<input/);
    expect(control(html, labelTarget(html, 'body') ?? '')).toMatch(/^<textarea/);
    expect(control(html, labelTarget(html, 'poem') ?? '')).toMatch(/^<textarea/);
    const toggles =
      html.match(
        /<button type="button" aria-pressed="(true|false)" aria-describedby="[^"]+"( disabled="")?[^>]*>multi-line<\/button>/g,
      ) ?? [];
    expect(toggles).toHaveLength(3);
    expect(toggles[0]).toContain('aria-pressed="false"');
    expect(toggles[1]).toContain('aria-pressed="true"');
    expect(toggles[1]).not.toContain('disabled=""');
    expect(toggles[2]).toContain('disabled=""');
    expect(html).toContain('roses\nviolets</textarea>');
  });

  it('shows keys the schema does not describe under their object, with a way to remove each', () => {
    const html = render({
      properties: {
        home: {
          type: 'object',
          properties: { city: { type: 'string' } },
          default: { city: 'Oslo', extra: { floor: 3 } },
        },
      },
    });
    expect(html).toContain('Other keys sent');
    expect(html).toMatch(/>extra<\/span><span[^>]*>\{&quot;floor&quot;:3\}<\/span>/);
    expect(html).toMatch(/<button type="button" aria-describedby="[^"]*-pextra-label"[^>]*>Remove<\/button>/);
  });

  it('renders a recursive schema without looping', () => {
    const html = render({
      properties: { root: { $ref: '#/$defs/Node' } },
      $defs: { Node: { type: 'object', properties: { children: { type: 'array', items: { $ref: '#/$defs/Node' } } } } },
    });
    expect(html).toContain('children');
  });
});

describe('SchemaForm with suggestions', () => {
  const suggest = async () => ({ values: [] });
  function SuggestHarness({ schema }: { schema: Record<string, unknown> }) {
    return <SchemaForm form={useSchemaForm(schema)} suggest={suggest} />;
  }
  const html = renderToStaticMarkup(
    <SuggestHarness
      schema={{
        type: 'object',
        properties: {
          city: { type: 'string' },
          when: { type: 'string', format: 'date' },
          bio: { type: 'string', format: 'textarea' },
          n: { type: 'number' },
        },
      }}
    />,
  );

  it('makes a one-line string field a combobox, closed until the person types', () => {
    const city = control(html, labelTarget(html, 'city') ?? '');
    expect(city).toContain('role="combobox"');
    expect(city).toContain('aria-autocomplete="list"');
    expect(city).toContain('aria-expanded="false"');
    expect(city).toMatch(/aria-controls="[^"]+-suggestions"/);
    expect(html).not.toContain('role="listbox"');
  });

  it('keeps a date field a text combobox, and leaves text areas and numbers alone', () => {
    const when = control(html, labelTarget(html, 'when') ?? '');
    expect(when).toContain('role="combobox"');
    expect(when).toContain('type="text"');
    expect(control(html, labelTarget(html, 'bio') ?? '')).not.toContain('combobox');
    expect(control(html, labelTarget(html, 'n') ?? '')).not.toContain('combobox');
  });
});

describe('SchemaForm in JSON mode', () => {
  function JsonHarness({ schema }: { schema: Record<string, unknown> }) {
    const form = useSchemaForm(schema);
    return <SchemaForm form={{ ...form, jsonMode: true }} />;
  }
  const render = (properties: Record<string, unknown>) =>
    renderToStaticMarkup(<JsonHarness schema={{ type: 'object', properties }} />);

  it('lists what does not fit the schema without waiting for a Run', () => {
    const html = render({ age: { type: 'integer', default: 'seven' }, name: { type: 'string', default: 5 } });
    expect(html).toMatch(/<textarea[^>]*aria-invalid="true"[^>]*aria-describedby="([^"]+)-error"/);
    expect(html).toContain('Does not fit the schema:');
    expect(html).toContain('age: Must be an integer');
    expect(html).toContain('name: Must be a string');
  });

  it('lists nothing while the value fits', () => {
    const html = render({ age: { type: 'integer', default: 7 } });
    expect(html).not.toContain('aria-invalid');
    expect(html).toContain('Keys the schema does not describe are kept and sent.');
  });
});

describe('SchemaForm: fields of several types', () => {
  const html = render({
    properties: {
      answer: { type: ['boolean', 'string'] },
      mode: { type: ['boolean', 'string'], default: 'auto', title: 'Mode' },
      target: { anyOf: [{ type: 'object', properties: { x: { type: 'number' } } }, { type: 'string' }, {}] },
    },
  });

  it('offers a switch between the types, named for the field', () => {
    expect(html).toMatch(
      /<select aria-label="Type of answer"[^>]*><option value="0" selected="">boolean<\/option><option value="1">string<\/option><\/select>/,
    );
    expect(control(html, labelTarget(html, 'answer') ?? '')).toContain('type="checkbox"');
  });

  it('shows the control of the value\u2019s type', () => {
    expect(html).toMatch(
      /<select aria-label="Type of mode"[^>]*><option value="0">boolean<\/option><option value="1" selected="">string<\/option>/,
    );
    expect(control(html, labelTarget(html, 'mode') ?? '')).toContain('value="auto"');
    expect(html).toContain('>Mode<');
  });

  it('keeps JSON as a choice of a complicated union', () => {
    expect(html).toMatch(
      /<select aria-label="Type of target"[^>]*><option value="0" selected="">{x}<\/option><option value="1">string<\/option><option value="2">JSON<\/option>/,
    );
  });
});

describe('SchemaForm: a text too long for an input', () => {
  const long = 'lorem ipsum '.repeat(20_000);
  const html = render({
    properties: { note: { type: 'string', default: long }, short: { type: 'string', default: 'hi' } },
  });

  it('shows its start and its size in a read-only box, not in an input', () => {
    const id = /<label id="([^"]+)-label"[^>]*>note<\/label>/.exec(html)?.[1] ?? '';
    const box = new RegExp(`<div id="${id}"[^>]*>`).exec(html)?.[0] ?? '';
    for (const attribute of [
      'role="textbox"',
      'aria-readonly="true"',
      `aria-labelledby="${id}-label"`,
      `aria-describedby="${id}-size`,
      'tabindex="0"',
    ]) {
      expect(box).toContain(attribute);
    }
    expect(html).not.toMatch(new RegExp(`<(input|textarea)[^>]*id="${id}"`));
    expect(html).toContain('240,000 characters, shown in part');
    expect(html).not.toContain(long);
    expect(html).toContain('>Edit anyway</button>');
    expect(html).toContain('>Clear</button>');
  });

  it('leaves shorter text in its input', () => {
    expect(control(html, labelTarget(html, 'short') ?? '')).toContain('value="hi"');
  });
});
