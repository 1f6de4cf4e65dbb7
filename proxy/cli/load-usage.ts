import { DEFAULT_CONCURRENCY, DEFAULT_REQUESTS } from './load-args.ts';

/** `mcp-loupe --cli load --help`. */
export const loadUsage = `Usage: mcp-loupe --cli load --method tools/call --tool NAME [--arg NAME=VALUE ...]
         [--requests N] [--duration S] [--concurrency C] [--json FILE] [options] URL | -- COMMAND [ARGS...]

Calls one tool again and again, as --method tools/call calls it once (the
page's call runner: the same session, the same rules), and prints how the
server held up: calls answered, failures by kind (the JSON-RPC error's code,
isError, timeout, transport), throughput, latency p50/p90/p99/max, the
memory of the server's process tree over the run (a command mcp-loupe
started; a server behind a URL is not measured), and each rule the answers
broke, with how many times.

It stops by itself: after --requests calls, or after --duration seconds,
whichever comes first (neither given: ${DEFAULT_REQUESTS} calls). It stops early when the
server goes away, and says when and after how many calls. Every frame of
the run is kept in memory until the end (the findings are read from them):
size --requests and --duration to what the run needs.

Options:
  --requests N            start at most N calls
  --duration S            start no call after S seconds (those in flight finish)
  --concurrency C         calls in flight at once (default ${DEFAULT_CONCURRENCY})
  --json FILE             the same figures as JSON, for CI
  --format text|json      what is printed: text (default) or the JSON report
  --allow-remote          load a server behind a URL that is not this machine
                          (without it, only 127.0.0.0/8, ::1 and localhost)
  --timeout SECONDS       each call's timeout (a call over it counts as timeout)
  --strict                exit 6 when the rules found an error or a warning
  The server's options are those of one request (see mcp-loupe --cli --help).

Exit codes: 0 every call answered without error, 2 usage, 3 the server could
not be reached, 30 the server went away during the run (the run stopped; no
process is left), 31 some calls failed, 32 a server that is not this machine's
without --allow-remote, 6 findings under --strict, 1 --json could not be
written, 130 interrupted.

Examples:
  mcp-loupe --cli load --method tools/call --tool echo --arg message=hi \\
    --requests 1000 --concurrency 8 -- node server.js
  mcp-loupe --cli load --method tools/call --tool search --arg q=x \\
    --duration 30 --json load.json http://127.0.0.1:3000/mcp
`;
