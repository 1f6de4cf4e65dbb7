import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StdioFields, type StdioFieldsValue } from './stdio-fields.tsx';

const value: StdioFieldsValue = {
  command: 'node',
  args: 'server.js',
  env: 'API_KEY=dev',
  cwd: '',
  inheritEnv: false,
  framing: 'auto',
};
const render = (patch: Partial<StdioFieldsValue> = {}) =>
  renderToStaticMarkup(<StdioFields value={{ ...value, ...patch }} onChange={() => {}} errors={{}} />);

describe('StdioFields', () => {
  it('offers to inherit the environment, off unless chosen, and says what off means', () => {
    const html = render();
    expect(html).toMatch(/<input type="checkbox"[^>]*\/>Inherit my environment<\/label>/);
    expect(html).not.toMatch(/<input type="checkbox"[^>]*checked=""/);
    expect(html).toContain('only HOME, PATH, USER and the like, plus the variables above');
    expect(render({ inheritEnv: true })).toMatch(/<input type="checkbox"[^>]*checked=""/);
  });

  it('offers the framing choices, auto unless chosen', () => {
    const html = render();
    expect(html).toMatch(/<label for="[^"]+-framing"[^>]*>Framing<\/label><select id="[^"]+-framing"/);
    expect(html.match(/<option value="([^"]+)"/g)).toEqual([
      '<option value="auto"',
      '<option value="newline"',
      '<option value="content-length"',
    ]);
    expect(html).toMatch(/<option value="auto" selected="">/);
    expect(render({ framing: 'content-length' })).toMatch(/<option value="content-length" selected="">/);
  });
});
