/** `mcp-loupe --cli run --help`. */
export const runUsage = `mcp-loupe --cli run FILE [--var NAME=VALUE ...] [--env-vars] [--junit OUT] -- SERVER [ARGS...]
mcp-loupe --cli run FILE [options] URL

Runs every call of a collection (a JSON file saved from the page's
Collections tab, or written by hand; its format: docs/collection.schema.json)
against the server, one after another, and prints each with ✓ or ✗ and why.

  --var NAME=VALUE   a value for {{NAME}} in the calls, before the file's own
  --env-vars         a {{NAME}} the file leaves out may come from this
                     process's environment (never a value the file gives)
  --junit OUT        the run as JUnit XML, a test case per call
  --format json      the whole run as JSON instead of a line per call
  --log FILE         the wire log, as JSON Lines

A {{NAME}} no source gives refuses the run (it names each one) before the
server starts.

Exit codes: 0 every call met its expectation; 40 some call did not; 41 the
collection file cannot be used (each problem at its line and column); 42 a
variable has no value; 3 the server could not be reached or went away;
130 interrupted.`;
