import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * Gives the AI SDK (ai, @ai-sdk/*) its own copy of the packages it shares with the MCP SDK (zod,
 * eventsource-parser) in the page's build. Shared, one copy holds every part either uses and is loaded
 * with the first connect, so the chat's code would grow the first screen (by 1.9 KB gzip when measured,
 * most of it zod). Apart, the AI SDK's copies come with the chat, on first use. Each file reached from
 * the AI SDK gets a mark on its id, which makes it a module of its own; nothing passes a zod schema or a
 * stream parser between the two SDKs, so the two copies never meet.
 */
export function aiSdkOwnDependencies(): Plugin {
  const MARK = '?ai-sdk-own';
  const aiSdk = /[\\/]node_modules[\\/](ai|@ai-sdk[\\/][^\\/]+)[\\/]/;
  return {
    name: 'ai-sdk-own-dependencies',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!importer || !(importer.endsWith(MARK) || aiSdk.test(importer))) return null;
      const resolved = await this.resolve(source, importer.replace(MARK, ''), { skipSelf: true });
      if (!resolved || resolved.external || aiSdk.test(resolved.id) || !/[\\/]node_modules[\\/]/.test(resolved.id))
        return null;
      return `${resolved.id}${MARK}`;
    },
    load(id) {
      return id.endsWith(MARK) ? readFileSync(id.slice(0, -MARK.length), 'utf8') : null;
    },
  };
}
