/** `mcp-loupe --cli check --help`: the checkup's own text. */
export const checkUsage = `Usage: mcp-loupe --cli check [options] URL
       mcp-loupe --cli check [options] -- COMMAND [ARGS...]

Runs the server checkup (the page's Checkup tab) and prints its report: each
check with its result, its finding, the frames that are its evidence and the
rule of the protocol revision it comes from. It never calls the server's tools.

What it checks (those that apply to the revision the server speaks):
  - ping, an unknown method (-32601) and malformed params (-32602) answered
    as the protocol says; a cancelled request left unanswered;
  - each capability declared matches what the server answers (tools,
    resources, prompts, logging, completions, subscriptions, listChanged);
  - each list pages correctly; tool names follow the revision; prompts and
    resources are named and unique;
  - the version check, on a second connection of its own (the command started
    again, or the URL reached again); on 2026-07-28, server/discover;
  - MCP Apps, when the server has any (a tool with _meta.ui, a ui:// resource):
    each tool's _meta.ui, each app resource listed and read as
    text/html;profile=mcp-app, its _meta.ui and CSP domains.

Options:
  --format json|text      JSON (default): the report; text: for a person
  --log FILE              the whole wire log as JSON Lines (the checks' evidence)
  --json FILE             the JSON report, written to FILE (besides what is printed)
  --junit FILE            the report as JUnit XML, for CI: a test case per check,
                          named by its id (checkup-ping, checkup-tool-names, ...),
                          the same id in every run; a failure by the server is a
                          failure, one of the checkup's own probe an error, a
                          check that does not apply skipped
  --strict                exit 6 when a check failed by the server's doing
  --revision R            auto (default) or a protocol revision to pin
  --timeout SECONDS       each request's timeout, and the handshake's (default 60)
  --config FILE [--server NAME]  the server from another client's configuration
  The server's options are those of one request (see mcp-loupe --cli --help):
  --transport, --header, --bearer and OAuth for a URL; -e, --inherit-env,
  --cwd and --framing for a command. --method and its options do not apply.

Exit codes: 0 the checkup ran to its end (failed checks too, without --strict),
2 usage, 3 the server could not be reached or the checkup stopped before its
end, 6 a check the server failed under --strict (not one the checkup's own
probe could not run), 1 other failure (such as a log or report file that could
not be written), 130 interrupted.

Examples:
  mcp-loupe --cli check --format text -- node server.js
  mcp-loupe --cli check --strict --log checkup.jsonl https://example.com/mcp
  mcp-loupe --cli check --json checkup.json --junit checkup.xml -- node server.js
`;
