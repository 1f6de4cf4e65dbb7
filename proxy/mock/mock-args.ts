import { MATCH_MODES, type MatchMode } from '../../shared/mock/replay.ts';
import { ArgsError } from '../cli/arg-values.ts';
import { OptionWords } from '../cli/option-words.ts';

export interface MockArgs {
  log?: string;
  /** Streamable HTTP on 127.0.0.1 at this port (0: any free one); stdio when absent. */
  port?: number;
  match: MatchMode;
  help: boolean;
}

/** `mcp-loupe --mock LOG [--port N] [--match exact|method]`, the `--mock` included. */
export function parseMockArgs(argv: readonly string[]): MockArgs {
  const words = argv[0] === '--mock' ? argv.slice(1) : [...argv];
  const args: MockArgs = { match: 'exact', help: false };
  let match: string | undefined;
  const reader = new OptionWords(words);
  for (let read = reader.next(); read; read = reader.next()) {
    const { word, name } = read;
    const value = () => reader.value(read);
    if (name === '--help' || name === '-h') args.help = true;
    else if (name === '--port') {
      const text = value();
      const port = Number(text);
      if (!/^\d+$/.test(text) || port > 65535)
        throw new ArgsError(`--port ${JSON.stringify(text)}: not a port (0-65535)`);
      args.port = port;
    } else if (name === '--match') {
      if (match !== undefined) throw new ArgsError('--match was given twice');
      match = value();
      if (!(MATCH_MODES as readonly string[]).includes(match))
        throw new ArgsError(`--match ${JSON.stringify(match)}: expected one of ${MATCH_MODES.join(', ')}`);
      args.match = match as MatchMode;
    } else if (name!.startsWith('-')) throw new ArgsError(`--mock: unknown option ${name}`);
    else if (args.log === undefined) args.log = word;
    else throw new ArgsError(`--mock serves one log; "${word}" is a second`);
  }
  if (!args.help && args.log === undefined) throw new ArgsError('--mock needs LOG: a log exported by mcp-loupe');
  return args;
}

export const mockUsage = `Usage: mcp-loupe --mock LOG [--port N] [--match exact|method]

Serves a recorded session as a mock MCP server: LOG is a log exported by the
page (Export log, or Save as mock) or written by mcp-loupe --cli --log or
mcp-loupe --cli record. Over stdio by default; with --port, over Streamable
HTTP at http://127.0.0.1:N/mcp (loopback only; --port 0 picks a free port).

  --match exact     (default) a request is answered when its method and every
                    param equal a recorded one's
  --match method    the method and what it names (name, uri, ref, cursor)
                    must equal; other params (a tool's arguments) may differ

Either way _meta is not compared. The answer takes the live request's id; a
recorded progress notification takes its progress token (none given: not
sent); cursors are matched as recorded. A request asked again gets the next
recorded answer to it, then the last one again. Notifications the server sent
after a request are sent after the same live request, in order. A request with
no recording gets a JSON-RPC error naming the closest recorded request and how
they differ (also said on stderr).

Exit codes: 0 every request answered from the recording; 2 usage;
23 the log cannot be used (malformed, truncated, another tool's file, too
large, no initialize answered in it); 24 some request had no recording;
1 anything else (the port is taken).`;
