import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { TemplateForm } from './template-form.tsx';

describe('TemplateForm', () => {
  it('has an input per variable and shows the uri they make', () => {
    const html = renderToStaticMarkup(<TemplateForm uriTemplate="demo://resource/{id}{?format}" onRead={() => {}} />);
    expect(html.match(/<input /g)).toHaveLength(2);
    expect(html).toContain('>id</label>');
    expect(html).toContain('>format</label>');
    expect(html).toContain('demo://resource/</output>');
    expect(html).toContain('Read resource');
  });

  it('says when there is nothing to fill in, and what is wrong with a broken template', () => {
    expect(renderToStaticMarkup(<TemplateForm uriTemplate="demo://fixed" onRead={() => {}} />)).toContain(
      'This template has no variables.',
    );
    expect(renderToStaticMarkup(<TemplateForm uriTemplate="demo://{open" onRead={() => {}} />)).toContain(
      'is never closed',
    );
  });
});
