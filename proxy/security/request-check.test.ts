import { describe, expect, it } from 'vitest';
import { checkRequest } from './request-check.ts';

const expected = { port: 6280, token: 'secret-token' };
const good = { host: '127.0.0.1:6280', origin: 'http://127.0.0.1:6280', token: 'secret-token' };

describe('checkRequest', () => {
  it('passes a request from our own page with the token', () => {
    expect(checkRequest(good, expected)).toEqual({ ok: true });
    expect(checkRequest({ ...good, origin: undefined }, expected)).toEqual({ ok: true });
  });

  it('refuses a foreign Host with 403 before looking at the token', () => {
    expect(checkRequest({ ...good, host: 'evil.example:6280', token: undefined }, expected)).toMatchObject({
      ok: false,
      status: 403,
    });
  });

  it('refuses a foreign Origin with 403', () => {
    expect(checkRequest({ ...good, origin: 'http://evil.example' }, expected)).toMatchObject({
      ok: false,
      status: 403,
    });
  });

  it('refuses a missing or wrong token with 401', () => {
    expect(checkRequest({ ...good, token: undefined }, expected)).toMatchObject({ ok: false, status: 401 });
    expect(checkRequest({ ...good, token: 'secret-tokem' }, expected)).toMatchObject({ ok: false, status: 401 });
  });
});
