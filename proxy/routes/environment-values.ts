import { Hono } from 'hono';
import { isEnvName } from '../../shared/lib/env-name.ts';

/** More names than a collection uses is not a collection asking. */
const MAX_NAMES = 100;

/**
 * `POST /environment-values` (under /api, behind the token) with
 * `{names}`: the values of those variables in the proxy's environment,
 * for a collection's `{{name}}` placeholders. The page asks only when the
 * person ticked the run's consent box naming each variable, and only for
 * the names the collection uses and leaves without a value; a name not
 * set is left out of the answer (the page says which).
 */
export function environmentValuesRoute(env: Readonly<Record<string, string | undefined>> = process.env): Hono {
  return new Hono().post('/environment-values', async (c) => {
    const body = (await c.req.json().catch(() => undefined)) as { names?: unknown } | undefined;
    const names = body?.names;
    if (
      !Array.isArray(names) ||
      names.length > MAX_NAMES ||
      !names.every((name) => typeof name === 'string' && isEnvName(name))
    )
      return c.json({ error: `"names" is a list of up to ${MAX_NAMES} environment variable names` }, 400);
    const values: Record<string, string> = {};
    for (const name of names as string[]) {
      const value = env[name];
      if (value !== undefined) values[name] = value;
    }
    return c.json({ values });
  });
}
