import { start } from '../main.ts';
import { type StartInspectorOptions, startInspector } from '../start-inspector.ts';

// The mcp-loupe command in a process of its own, for tests (proxy-process.ts starts it): its real argument parsing,
// ready line, signal handlers and exit. The arguments, and the inspector options a test lays over them, come in the
// environment, not in argv: a string there (the attack suite's marker) would make this process look like a server.
const argv = JSON.parse(process.env.LOUPE_TEST_ARGV ?? '[]') as string[];
const over = JSON.parse(process.env.LOUPE_TEST_INSPECTOR ?? '{}') as StartInspectorOptions;
delete process.env.LOUPE_TEST_ARGV;
delete process.env.LOUPE_TEST_INSPECTOR;
await start(argv, {
  // The bridge needs no page, and a fresh checkout has no build: tests that load the page build it first.
  buildWeb: async () => {},
  startInspector: (options) => startInspector({ ...options, ...over }),
});
