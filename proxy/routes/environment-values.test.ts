import { describe, expect, it } from 'vitest';
import { environmentValuesRoute } from './environment-values.ts';

const route = environmentValuesRoute({ GREETING: 'hello', SECRET: 's3cret' });
const post = (body: unknown) =>
  route.request('/environment-values', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('environmentValuesRoute', () => {
  it('answers the names asked for and only those, leaving out one not set', async () => {
    const res = await post({ names: ['GREETING', 'UNSET'] });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ values: { GREETING: 'hello' } });
  });

  it('refuses anything but a list of names', async () => {
    for (const body of [{}, { names: 'GREETING' }, { names: ['a b'] }, { names: Array(101).fill('A') }])
      expect((await post(body)).status).toBe(400);
  });
});
