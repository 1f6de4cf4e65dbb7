import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { readTools } from '../../../../shared/protocol-read/tool-item.ts';
import { ToolForm } from './tool-form.tsx';

function render(inputSchema: Record<string, unknown>, extra: Record<string, unknown> = {}, running = false): string {
  const [tool] = readTools([{ name: 'demo', inputSchema: { type: 'object', ...inputSchema }, ...extra }]);
  return renderToStaticMarkup(<ToolForm tool={tool!} running={running} onRun={() => {}} onCancel={() => {}} />);
}

describe('ToolForm', () => {
  const echo = { properties: { message: { type: 'string', description: 'Message to echo' } }, required: ['message'] };

  it('shows the title, name and description', () => {
    const html = render(echo, { title: 'Echo Tool', description: 'Echoes back\n  the input' });
    expect(html).toContain('Echo Tool');
    expect(html).toContain('>demo<');
    // A long name wraps anywhere rather than being cut.
    expect(html).toMatch(/<span class="[^"]*break-all[^"]*">demo<\/span>/);
    expect(html).toContain('whitespace-pre-wrap');
    expect(html).toContain('Echoes back\n  the input');
  });

  it('has the Run tool button, and Cancel only while running', () => {
    expect(render(echo)).toMatch(/<button type="submit"[^>]*>Run tool<\/button>/);
    expect(render(echo)).not.toMatch(/<button type="submit"[^>]*aria-disabled="/);
    expect(render(echo)).not.toContain('>Cancel<');
    const running = render(echo, {}, true);
    // Held, and said to be, but not disabled: a disabled button would lose the focus the click gave it.
    expect(running).toMatch(/<button type="submit"[^>]*aria-disabled="true"[^>]*>.*Run tool<\/button>/);
    expect(running).not.toMatch(/<button type="submit"[^>]*disabled=""/);
    expect(running).toContain('>Cancel<');
  });

  it('has the JSON toggle, not pressed at first', () => {
    expect(render(echo)).toMatch(/<button type="button"[^>]*aria-pressed="false"[^>]*>Edit as JSON<\/button>/);
  });

  it('says a schema without properties accepts any object, and offers the JSON editor', () => {
    for (const schema of [{}, { properties: {} }]) {
      const html = render(schema);
      expect(html).toContain('This tool&#x27;s schema declares no properties; it accepts any object.');
      expect(html).toContain('>Write arguments as JSON</button>');
      expect(html).not.toContain('takes no arguments');
    }
  });

  it('says the tool takes no arguments only when additionalProperties is false', () => {
    const html = render({ properties: {}, additionalProperties: false });
    expect(html).toContain('This tool takes no arguments.');
    expect(html).not.toContain('accepts any object');
  });

  it('falls back to JSON for a schema whose root is not an object', () => {
    const html = renderToStaticMarkup(
      <ToolForm
        tool={readTools([{ name: 'odd', inputSchema: { type: 'array' } }])[0]!}
        running={false}
        onRun={() => {}}
        onCancel={() => {}}
      />,
    );
    expect(html).toContain('arguments');
    expect(html).toContain('Run tool');
  });

  it('shows a tool whose fields have the wrong types, as JSON text', () => {
    const html = render(
      { properties: {} },
      { name: 'greet', title: { en: 'Greet' }, description: { en: 'Says hello' } },
    );
    expect(html).toContain('{&quot;en&quot;:&quot;Greet&quot;}');
    expect(html).toContain('{&quot;en&quot;:&quot;Says hello&quot;}');
  });

  it('shows a tool without a name or a schema', () => {
    const html = renderToStaticMarkup(
      <ToolForm
        tool={readTools([{ description: 'nameless' }])[0]!}
        running={false}
        onRun={() => {}}
        onCancel={() => {}}
      />,
    );
    expect(html).toContain('(no name)');
    expect(html).toContain('nameless');
    expect(html).toContain('Run tool');
  });
});
