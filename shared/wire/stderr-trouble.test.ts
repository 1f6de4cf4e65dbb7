import { describe, expect, it } from 'vitest';
import { stderrReadsAsTrouble } from './stderr-trouble.ts';

describe('stderrReadsAsTrouble', () => {
  it('leaves routine lines alone: banners, info and debug levels, gateways, warnings', () => {
    for (const line of [
      'Secure MCP Filesystem Server running on stdio',
      "Allowed directories: [ '/tmp' ]",
      'Knowledge Graph MCP Server running on stdio',
      '[Processor] Processing message from client: {"jsonrpc":"2.0","id":3,"method":"tools/list"}',
      '[supergateway] Starting...',
      '[supergateway]   - port: 8000',
      'INFO:     Uvicorn running on http://127.0.0.1:8000 (Press CTRL+C to quit)',
      '2026-11-28T10:00:00.123Z [info] handled tools/call in 12 ms',
      '[debug] error count so far: 0',
      'level=info msg="request finished" error=none',
      '{"level":30,"time":1,"msg":"listening"}',
      '{"level":"info","msg":"retrying after an error"}',
      '(node:1234) ExperimentalWarning: Type Stripping is an experimental feature',
      'Warning: something deprecated',
      'Debugger listening on ws://127.0.0.1:9229/abc',
      'order of events: 12 ms',
      '',
      '   ',
    ]) {
      expect(stderrReadsAsTrouble(line), line).toBe(false);
    }
  });

  it('takes errors, stack traces, error names, errno codes and failures as trouble', () => {
    for (const line of [
      "Error: Cannot find module '/srv/missing.js'",
      "TypeError: Cannot read properties of undefined (reading 'name')",
      "Error [ERR_MODULE_NOT_FOUND]: Cannot find package 'zod'",
      'Uncaught (in promise) RangeError: Maximum call stack size exceeded',
      '    at Object.<anonymous> (/srv/index.js:10:15)',
      '    at async Promise.all (index 0)',
      '    at node:internal/main/run_main_module:28:49',
      'Traceback (most recent call last):',
      '  File "/srv/server.py", line 12, in <module>',
      'ValueError: invalid literal for int()',
      'panic: runtime error: index out of range [3] with length 3',
      'goroutine 1 [running]:',
      "thread 'main' panicked at src/main.rs:4:5:",
      'npm ERR! code E404',
      'npm error could not determine executable to run',
      'listen EADDRINUSE: address already in use 127.0.0.1:3000',
      '[ERROR] database is locked',
      '2026-11-28 10:00:00,123 - server - ERROR - tool failed',
      'level=error msg="query failed"',
      '{"level":50,"msg":"query failed"}',
      '{"level":"error","msg":"boom"}',
      'FATAL: could not open file',
      'Failed to start: no API key',
      'Segmentation fault (core dumped)',
      'Unable to connect to the database',
    ]) {
      expect(stderrReadsAsTrouble(line), line).toBe(true);
    }
  });

  it('a routine level wins over the words of its message, but not over a stack frame', () => {
    expect(stderrReadsAsTrouble('[info] failed over to the backup, as configured')).toBe(false);
    expect(stderrReadsAsTrouble('WARN: could not find a config file, using defaults')).toBe(false);
    expect(stderrReadsAsTrouble('    at handler (/srv/tools.js:40:11)')).toBe(true);
  });
});
