/** `mcp-loupe --cli snapshot --help` and `mcp-loupe --cli diff --help`. */
export const contractUsage = `Usage: mcp-loupe --cli snapshot [--out FILE] [options] URL
       mcp-loupe --cli snapshot [--out FILE] [options] -- COMMAND [ARGS...]
       mcp-loupe --cli diff OLD NEW [--format F] [--fail-on C]
       mcp-loupe --cli diff OLD [--format F] [--fail-on C] [options] URL
       mcp-loupe --cli diff OLD [--format F] [--fail-on C] [options] -- COMMAND [ARGS...]

snapshot writes what the server offers (its info, revision, capabilities,
instructions, tools with their schemas, resources, templates and prompts) as
JSON, the same snapshot as the page's Compare tab takes, to FILE or stdout.

diff compares two snapshots and classes every difference for the clients of
the older one: breaking (a tool, prompt, template or capability removed, a
required input added, a type narrowed, an enum value removed, a bound
tightened, an output property removed or retyped, an app removed, an older
protocol revision), risky (annotations that let a host do more without
asking, a default changed, a description reworded enough that a model may
choose differently, an input widened to null or from integer to number,
anything that could not be compared), compatible (additions, widenings).
OLD and NEW are snapshot files or logs exported by mcp-loupe (the last
connection with a handshake is read); with one file, NEW is the live server.

Options:
  --out FILE              snapshot: where to write it (default: stdout)
  --format text|json|markdown
                          diff: a list per class (default), JSON for scripts,
                          Markdown for a pull-request comment
  --fail-on breaking|any|none
                          diff: which differences fail the run (default
                          breaking)
  and the connection options of \`mcp-loupe --cli --help\` (--header, --env,
  --cwd, --transport, --timeout, …) for the live server.

Exit codes: 0 nothing that fails under --fail-on; 20 differences that fail
under --fail-on; 21 a snapshot or log that cannot be read (malformed,
truncated, another tool's file, over 256 MiB); 22 the two sides look like
two different servers (other names and nothing in common); 2 usage; 3 the
server could not be reached.`;
