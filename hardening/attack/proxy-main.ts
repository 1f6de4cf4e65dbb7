import { startInspector, type StartInspectorOptions } from '../../proxy/start-inspector.ts';

// The real proxy in a process of its own, for the attack suite: options come as JSON in LOUPE_ATTACK_OPTIONS, and one JSON line says where it listens.
const options = JSON.parse(process.env.LOUPE_ATTACK_OPTIONS ?? '{}') as StartInspectorOptions;
const running = await startInspector({ ...options, port: 0, open: false });
console.log(
  JSON.stringify({ port: running.port, token: running.token, sandboxPort: running.sandboxPort, url: running.url }),
);
const stop = () => void running.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
