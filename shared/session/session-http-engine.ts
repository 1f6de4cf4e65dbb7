// What only a server behind a URL needs: opening it (transports, plans, recorded fetches) and
// OAuth. Loaded by the first connect to such a server, or the first authorize (see McpSession):
// a session with a stdio server never loads it.
export { attemptFetch, openHttp } from './http-open.ts';
export { authorizeOnly } from '../oauth/authorize.ts';
export { providerForTarget } from '../oauth/browser-oauth-provider.ts';
export { describeOAuthError } from '../oauth/describe-oauth-error.ts';

export type SessionHttpEngine = typeof import('./session-http-engine.ts');
