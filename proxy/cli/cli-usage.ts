import { BEARER_ENV } from './args.ts';
import { CLIENT_SECRET_ENV } from './cli-authorization.ts';
import { HEADLESS_REDIRECT_URL } from './headless-oauth.ts';
import { CLI_METHODS } from './cli-options.ts';
import { IDP_CLIENT_SECRET_ENV } from './cli-oauth-args.ts';
import { llmUsage } from './llm-args.ts';

export const cliUsage = `Usage: mcp-loupe --cli [options] URL
       mcp-loupe --cli [options] -- COMMAND [ARGS...]
       mcp-loupe --cli check [options] URL | -- COMMAND [ARGS...]
       mcp-loupe --cli eval CASES [options] URL | -- COMMAND [ARGS...]
       mcp-loupe --cli snapshot [--out FILE] [options] URL | -- COMMAND [ARGS...]
       mcp-loupe --cli diff OLD [NEW] [--format F] [--fail-on C] [URL | -- COMMAND]
       mcp-loupe --cli load --method tools/call --tool NAME [--requests N] ... URL | -- COMMAND
       mcp-loupe --cli run COLLECTION [--var NAME=VALUE] [--junit FILE] URL | -- COMMAND

Runs one request against an MCP server without the page, prints the answer
(JSON by default) and exits with a code that says how it went. The URL may
come anywhere among the options, last included; a stdio server's command
goes after "--". As for the official inspector, it may also come without
"--": then every word from its first on is the command's, except
mcp-loupe's long options (--method, --tool, ...); short ones (-y, -e) are
the command's.

The official inspector's spelling is read as ours: --tool-name (--tool),
--tool-arg NAME=VALUE... (--arg, one or more pairs), --prompt-name
(--prompt), --prompt-args NAME=VALUE... (--arg), --log-level (--level),
--transport stdio (a command's, which needs no option).

  check                   instead of one request, the server checkup (the
                          page's Checkup tab): every check, its finding and
                          evidence; see mcp-loupe --cli check --help
  eval CASES              run a case file (JSON or YAML) with a model over the
                          server's tools: each case's pass rate per model, why
                          each failed run failed, JUnit and JSON reports; see
                          mcp-loupe --cli eval --help
  snapshot                what the server offers, as JSON (the Compare tab's
                          snapshot); diff OLD [NEW] classes each difference
                          between two (files, logs or the live server):
                          breaking, risky or compatible; see
                          mcp-loupe --cli diff --help
  record --out LOG        the checkup's requests (or --methods a,b,c) with their
                          answers, written as a log for mcp-loupe --mock LOG;
                          see mcp-loupe --cli record --help
  load                    call one tool again and again (--requests N,
                          --duration S, --concurrency C): latency, throughput,
                          failures by kind, the server's memory; see
                          mcp-loupe --cli load --help
  run COLLECTION          every call of a collection file (the page's
                          Collections tab), each with its verdict against what
                          it expects; see mcp-loupe --cli run --help

Request:
  --method M              ${CLI_METHODS.join(', ')}
                          (default initialize: the server's overview)
  --tool NAME             tools/call: the tool
  --args JSON             tools/call: the arguments, as one JSON object
  --arg NAME=VALUE        tools/call: one argument (repeatable), VALUE read as
                          JSON where it parses (42, true, {"a":1}), else as text;
                          prompts/get: one argument, as text;
                          completion/complete: the first is the argument being
                          completed (NAME=PARTIAL), the others its context
  --uri URI               resources/read
  --prompt NAME           prompts/get
  --ref REF               completion/complete: prompt:NAME or resource:URI-TEMPLATE
  --level LEVEL           logging/setLevel: debug, info, notice, warning, error, ...
  --json FRAME            raw: any JSON-RPC frame or batch, sent as written
  --cursor CURSOR         the list methods: this one page, as received
                          (without it, every page is gathered)
  --revision R            auto (default) or a protocol revision to pin:
                          2024-11-05, 2025-03-26, 2025-06-18, 2025-11-25, 2026-07-28
  --timeout SECONDS       each request's timeout, and the handshake's (default 60)
                          tools/call sends a progress token: in text format,
                          progress notifications are printed on stderr as they
                          come ("progress 3/10 message")

Output:
  --format json|text      JSON (default): the answer as received, with findings;
                          text: the answer for a person (tools/list marks each
                          tool's MCP App; resources/read of an app's view gives
                          its facts: MIME type, size, _meta.ui, the CSP a host
                          would grant; the HTML only in JSON and --log)
  --log FILE              the whole wire log as JSON Lines, as the page's Export
                          writes it (the page's Import reads it)
  --strict                exit 6 when the rules find an error or a warning on
                          any frame (findings are printed on stderr either way)

The server's own requests (no person is there to answer them):
  --elicitation ANSWER    accept-defaults, decline, cancel, or a JSON object (a
                          file, or the object itself: '{"name":"x"}') accepted
                          as the content
  --sampling ANSWER       decline, model (the configured --llm-* model answers;
                          --answer-sampling is the same option), or a
                          CreateMessageResult (a JSON file, or the object itself)
  --roots URI             a root offered to roots/list (repeatable)
  Only what is given is declared to the server.

Servers behind a URL:
  --transport T           http (Streamable HTTP), sse, or auto (default)
  --header 'Name: value'  send this header with every request (repeatable)
  --headers-from FILE     'Name: value' lines, each sent as --header (- reads stdin)
  --bearer TOKEN          send Authorization: Bearer TOKEN (or set $${BEARER_ENV})

OAuth, with nobody to log in (tokens are kept in memory, for this run only):
  A server that answers 401 is authorized by the authorization code flow:
  a client is registered on the way, and the authorization page's redirects
  are followed by mcp-loupe itself, which works where the authorization
  server approves without a login page (test servers); a login page fails
  the connection (exit 3) with a hint.
  --client-id ID          a client registered beforehand (no registration)
  --client-secret SECRET  its secret (or set $${CLIENT_SECRET_ENV})
  --issuer URL            the authorization server the client belongs to: its
                          credentials are sent there and nowhere else
  --client-metadata-url URL  an https URL whose metadata document is the client id
  --redirect-url URL      the redirect URI to register or use
                          (default ${HEADLESS_REDIRECT_URL})
  --scope SCOPES          the scopes to ask for when the server names none
  --grant client-credentials  no authorization page at all: a token for the
                          client itself, with --client-id and --client-secret
                          or --private-key
  --private-key FILE      a PEM private key that signs a JWT assertion
                          (private_key_jwt)
  --signing-algorithm ALG its algorithm (default from the key: RS256, ES256, ...)
  --grant jwt-bearer      a token for an assertion (RFC 7523), such as a workload
                          identity token, with --client-id and --assertion FILE
  --grant enterprise      enterprise-managed authorization (cross-app access):
                          --id-token FILE from the identity provider, traded there
                          (--idp-token-endpoint URL, --idp-client-id ID,
                          --idp-client-secret S or $${IDP_CLIENT_SECRET_ENV}) for a grant the MCP server's
                          authorization server takes from --client-id and
                          --client-secret
  --no-oauth              never authorize: a 401 fails the connection
  In a conformance run (MCP_CONFORMANCE_SCENARIO and _CONTEXT set), the
  context's credentials are used when no OAuth option is given.

Stdio servers:
  -e, --env KEY=VALUE     set a variable for the server (repeatable)
  -e, --env KEY           pass KEY on from this environment, value unseen by ps
  --env-from FILE         KEY=VALUE lines for the server (- reads stdin)
  --inherit-env           pass this environment on whole (default: HOME, PATH
                          and the like only)
  --cwd DIR               the server's working directory
  --framing F             auto (default), newline or content-length

${llmUsage}
Secrets on the command line are visible to other users in ps: give them by
-e KEY, --env-from, --headers-from, $${BEARER_ENV} or $${CLIENT_SECRET_ENV}
(a warning on stderr says when one was given on the command line).

Exit codes: 0 ok, 1 other failure, 2 usage, 3 connection failed, 4 JSON-RPC
error, 5 tool result with isError, 6 finding under --strict, 7 timeout;
diff: 20 differences that fail under --fail-on, 21 a snapshot that cannot be
read, 22 two different servers; run: 40 a call did not meet its expectation,
41 a collection file that cannot be used, 42 a variable without a value.

Examples:
  mcp-loupe --cli --method tools/list https://example.com/mcp
  mcp-loupe --cli --method tools/call --tool echo --arg message=hi -- node server.js
  mcp-loupe --cli --format text --log run.jsonl --strict -- npx -y some-mcp-server
  mcp-loupe --cli check --format text -- node server.js
  mcp-loupe --cli diff v1.snapshot.json --format markdown -- node server.js
  mcp-loupe --cli --grant client-credentials --client-id svc --private-key svc.pem \\
      --issuer https://auth.example.com --method tools/list https://example.com/mcp
`;
