/** `mcp-loupe --cli eval --help`: the evaluation's own text. */
export const evalUsage = `Usage: mcp-loupe --cli eval CASES [options] URL
       mcp-loupe --cli eval CASES [options] -- COMMAND [ARGS...]

Runs each case of the case file CASES (JSON or YAML) with a model over the
server's tools, every tool call approved, and prints each case's pass rate
per model with the reason each failed run failed: the expected call that was
missing (and what was called instead), the argument that did not match and
how, the forbidden tool called, the turn limit reached, the judge's reason.
The format: shared/evals/case-file.md; its JSON Schema, for editors:
shared/evals/case-file.schema.json. Smallest case file:

  {"cases": [{"name": "echoes", "prompt": "Please echo something.",
              "expect": {"calls": [{"tool": "echo"}]}}]}

Options:
  --runs N                runs of each case per model (default: the file's
                          "runs", else 1)
  --min-pass-rate R       each case must pass at least this share of its runs
                          with each model: 0 to 1, or a percentage (default 1)
  --junit FILE            JUnit XML: a test suite per model, a test case per
                          case and run, failures with their reasons
  --json FILE             the results as JSON: every run, its calls and reasons
  --format text|json      stdout: the pass rates for a person (default), or
                          the JSON results
  --llm-provider P        openai-compatible, anthropic or openai
  --llm-base-url URL      the provider's API (an OpenAI-compatible server's URL)
  --llm-model ID          a model to run with (repeatable: each model runs every
                          case); without it, the case file's "models"
  --log FILE              the whole wire log as JSON Lines
  --timeout SECONDS       each request's timeout, and the handshake's; and how
                          long the model may stay silent before its run is
                          stopped and failed (default 120)
  The server's options are those of one request (see mcp-loupe --cli --help).
  The server is started once; every run uses the same connection.

Keys come from the environment only: $MCP_LOUPE_LLM_API_KEY (else
$OPENAI_API_KEY, $ANTHROPIC_API_KEY or $GOOGLE_GENERATIVE_AI_API_KEY) for the
command line's provider; $OPENAI_API_KEY, $ANTHROPIC_API_KEY and
$GOOGLE_GENERATIVE_AI_API_KEY for those providers' own APIs. A base URL that
only the case file names gets no key.

Exit codes: 0 every case met the minimum pass rate with every model, 8 one
did not, 9 the case file cannot be used (each problem with its line and
column), 10 no model to run with, 11 the model's provider could not be used
(unreachable, no key, the key refused), 2 usage, 3 the server could not be
reached, 1 other failure (a report file that could not be written), 130
interrupted.

Examples:
  mcp-loupe --cli eval cases.yaml --llm-provider openai-compatible \\
    --llm-base-url http://127.0.0.1:11434/v1 --llm-model llama3.2 -- node server.js
  mcp-loupe --cli eval cases.json --runs 5 --min-pass-rate 0.8 \\
    --llm-provider anthropic --llm-model claude-sonnet-4-5 --junit evals.xml https://example.com/mcp
`;
