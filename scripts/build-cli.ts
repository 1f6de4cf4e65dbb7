// The command line's bundle (`npm run build`, and scripts/build-package.ts
// for the published package): proxy/cli/cli-main.ts and everything it
// reaches, dependencies included, as JavaScript in dist/cli. Run from it,
// `mcp-loupe --cli` starts without resolving hundreds of modules or
// stripping the types of each on every start (bin/mcp-loupe.js, which runs
// the sources when the bundle is missing or older than they are).

import { copyFileSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rolldown, type Plugin } from 'rolldown';

const root = fileURLToPath(new URL('../', import.meta.url));

/** The bundle's entry file and the list of what it was built from, both in the output directory. */
export const CLI_ENTRY = 'mcp-loupe-cli.js';
export const CLI_INPUTS = 'inputs.json';

/** What bin/cli-bundle.js reads to tell a fresh bundle from a stale one. */
export interface CliInputs {
  /** The entry, relative to the output directory. */
  entry: string;
  /** When the build started (ms since the epoch): a file changed since then makes the bundle stale. */
  builtAt: number;
  /** Every file the bundle was made from, relative to the package root, with its modification time and size then. */
  files: Array<[path: string, mtimeMs: number, size: number]>;
}

/**
 * Node builds the ESM face of `node:http` by reading every export, which
 * loads its lazy WebSocket and EventSource classes, and with them undici: a
 * tenth of the CLI's start for nothing it uses. The bundle reads the module
 * without that face (plain properties only, as bundled code never asks for
 * the lazy ones).
 */
const WITHOUT_FACADE = ['node:http'];

export function builtinsWithoutFacade(names: readonly string[] = WITHOUT_FACADE): Plugin {
  const prefix = '\0builtin-without-facade:';
  return {
    name: 'builtins-without-facade',
    resolveId: (id) =>
      names.includes(id) ? { id: `${prefix}${id.replace(/^node:/, '')}`, moduleSideEffects: false } : null,
    load(id) {
      if (!id.startsWith(prefix)) return null;
      const name = `node:${id.slice(prefix.length)}`;
      const module = process.getBuiltinModule(name) as Record<string, unknown>;
      const plain = Object.keys(module).filter(
        (key) => /^[A-Za-z_$][\w$]*$/.test(key) && 'value' in (Object.getOwnPropertyDescriptor(module, key) ?? {}),
      );
      // process.getBuiltinModule came in Node 22.3; require gives the same object without the face too.
      return [
        "import { createRequire } from 'node:module';",
        `const module = process.getBuiltinModule?.(${JSON.stringify(name)}) ?? createRequire(import.meta.url)(${JSON.stringify(name)});`,
        'export default module;',
        ...plain.map((key) => `export const ${key} = module.${key};`),
      ].join('\n');
    },
  };
}

/**
 * The SDK's Node shims name Ajv as the default JSON Schema validator; the
 * session passes the page's own (shared/session/client-options.ts), so the
 * default is never made. The bundle takes the same shims with that
 * validator as the default, and leaves Ajv out: a tenth of its start.
 */
export function sdkShimsWithoutAjv(): Plugin {
  const id = '\0sdk-shims-without-ajv';
  return {
    name: 'sdk-shims-without-ajv',
    resolveId: (source) => (source === '@modelcontextprotocol/client/_shims' ? id : null),
    load: (loading) =>
      loading === id
        ? "export const CORS_IS_POSSIBLE = false;\nexport { CfWorkerJsonSchemaValidator as DefaultJsonSchemaValidator } from '@modelcontextprotocol/client/validators/cf-worker';\n"
        : null,
  };
}

/** Builds dist/cli (or `outDir`): the bundle, its lazily loaded chunks, the watchdog script it spawns, and its list of inputs. */
export async function buildCliBundle(outDir = join(root, 'dist', 'cli')): Promise<CliInputs> {
  const builtAt = Date.now();
  const bundle = await rolldown({
    input: join(root, 'proxy', 'cli', 'cli-main.ts'),
    platform: 'node',
    cwd: root,
    // ws's optional native helpers: absent, ws falls back to JavaScript.
    external: (id) =>
      !WITHOUT_FACADE.includes(id) &&
      (id.startsWith('node:') || builtinModules.includes(id) || id === 'bufferutil' || id === 'utf-8-validate'),
    plugins: [builtinsWithoutFacade(), sdkShimsWithoutAjv()],
    logLevel: 'warn',
  });
  rmSync(outDir, { recursive: true, force: true });
  const { output } = await bundle.write({
    dir: outDir,
    format: 'esm',
    entryFileNames: CLI_ENTRY,
    chunkFileNames: '[name]-[hash].js',
  });
  await bundle.close();
  // The watchdog is spawned by path, beside the module that starts it (proxy/bridge/group-watchdog.ts).
  const watchdog = join(root, 'proxy', 'bridge', 'group-watchdog-process.js');
  copyFileSync(watchdog, join(outDir, 'group-watchdog-process.js'));
  const paths = new Set([watchdog]);
  for (const chunk of output)
    if (chunk.type === 'chunk') for (const id of chunk.moduleIds) if (!id.startsWith('\0')) paths.add(id);
  const files = [...paths].sort().map((path): CliInputs['files'][number] => {
    const { mtimeMs, size } = statSync(path);
    return [relative(root, path), mtimeMs, size];
  });
  const inputs: CliInputs = { entry: CLI_ENTRY, builtAt, files };
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, CLI_INPUTS), `${JSON.stringify(inputs)}\n`);
  return inputs;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = performance.now();
  const inputs = await buildCliBundle(process.argv[2]);
  console.error(
    `build-cli: dist/cli is ready (${inputs.files.length} files in ${Math.round(performance.now() - started)} ms)`,
  );
}
