import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { SuggestionsView } from '../../../shared/schema-form/suggestion-fetcher.ts';
import { FormSuggestions } from './form-suggestions.tsx';

const render = (view: SuggestionsView) =>
  renderToStaticMarkup(
    <FormSuggestions listboxId="city-suggestions" labelledBy="city-label" view={view} onChoose={() => {}} />,
  );

describe('FormSuggestions', () => {
  it('shows nothing while closed', () => {
    expect(render({ status: 'closed' })).toBe('');
  });

  it('lists the values as options of a listbox, the highlighted one selected', () => {
    const html = render({ status: 'ready', values: ['Paris', 'Palermo'], active: 1 });
    // Named "Suggestions for <field>", so a search by the field's label finds the field alone.
    expect(html).toMatch(/<ul id="city-suggestions" role="listbox" aria-labelledby="city-suggestions-name city-label"/);
    expect(html).toContain('<span id="city-suggestions-name" hidden="">Suggestions for</span>');
    expect(html).toMatch(/<li id="city-suggestions-0" role="option" aria-selected="false"[^>]*>Paris<\/li>/);
    expect(html).toMatch(/<li id="city-suggestions-1" role="option" aria-selected="true"[^>]*>Palermo<\/li>/);
    expect(html).not.toContain('No suggestions');
  });

  it('says when there are none', () => {
    expect(render({ status: 'ready', values: [], active: -1 })).toContain('No suggestions');
  });

  it('shows why they failed', () => {
    expect(render({ status: 'failed', error: 'Method not found' })).toContain('Suggestions failed: Method not found');
  });

  it('says when more exist than are shown', () => {
    expect(render({ status: 'ready', values: ['a', 'b'], total: 40, active: -1 })).toContain('Showing 2 of 40');
    expect(render({ status: 'ready', values: ['a'], hasMore: true, active: -1 })).toContain('there are more');
  });

  it('says it is looking while the first answer is on its way', () => {
    expect(render({ status: 'loading' })).toContain('Looking for suggestions');
  });
});
