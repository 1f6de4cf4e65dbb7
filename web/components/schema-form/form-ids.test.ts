import { describe, expect, it } from 'vitest';
import { controlId } from './form-ids.ts';

describe('controlId', () => {
  it('builds distinct, space-free ids from paths', () => {
    expect(controlId('f', ['message'])).toBe('f-field-pmessage');
    expect(controlId('f', ['rows', 2, 'id'])).toBe('f-field-prows-i2-pid');
    expect(controlId('f', ['a b'])).not.toMatch(/\s/);
    expect(controlId('f', ['a.b'])).not.toBe(controlId('f', ['a_b']));
    expect(controlId('f', ['a', 'b'])).not.toBe(controlId('f', ['a-pb']));
    expect(controlId('f', [])).toBe('f-field-');
  });
});
