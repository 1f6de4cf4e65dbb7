import { describe, expect, it } from 'vitest';
import { summaryLine } from './summary-line.ts';

describe('summaryLine', () => {
  it('takes out Markdown marks', () => {
    expect(
      summaryLine(
        '# Search the catalogue\n\nFinds **products**. See [the docs](https://example.com).\n\n- ranked\n- at most `limit`',
      ),
    ).toBe('Search the catalogue Finds products. See the docs. ranked at most limit');
  });

  it('leaves plain text as it was, on one line', () => {
    expect(summaryLine('Adds two numbers: a * b - c\nreturns 5')).toBe('Adds two numbers: a * b - c returns 5');
  });
});
