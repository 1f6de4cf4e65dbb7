import type { HttpTarget } from '../shared/http/http-target.ts';
import { headerDeclarationProblems } from '../shared/protocol/mcp-param-headers.ts';
import { openCliSession } from '../proxy/cli/cli-session.ts';
import { runMethod, type MethodAnswer } from '../proxy/cli/run-method.ts';
import { clientSettingsFor } from '../proxy/cli/server-request-answers.ts';
import { skillsOffered } from '../shared/skills/skill-entry.ts';
import { exerciseSkills } from './exercise-skills.ts';
import { planFor, sampleArguments, type ScenarioPlan } from './scenario-plan.ts';

/**
 * The client the conformance suite runs: `node conformance/client.ts URL`,
 * with the scenario and its context in MCP_CONFORMANCE_* variables. It
 * connects with the command line's own session, lists and calls what the
 * server offers, and answers the server's requests as the scenario asks.
 * Exit 0 when every step answered; 1 otherwise, with the reason on stderr.
 */
async function main(argv: readonly string[], env: NodeJS.ProcessEnv): Promise<number> {
  const url = argv.at(-1);
  if (!url) return fail('usage: node conformance/client.ts SERVER-URL (scenario in $MCP_CONFORMANCE_SCENARIO)');
  const plan = planFor(env);
  const target: HttpTarget = { kind: 'http', url, transport: 'auto', route: 'direct', headers: [] };
  const cli = await openCliSession({
    target,
    revision: plan.revision,
    clientSettings: clientSettingsFor(plan.declared),
    roots: plan.declared.roots,
    answers: plan.answers,
    timeoutMs: 20_000,
    authorization: plan.authorization ?? { grant: 'none' },
  });
  try {
    if (cli.failure !== undefined) return fail(cli.failure);
    return (await exercise(cli.session, plan)) ? 0 : 1;
  } finally {
    await cli.close();
  }
}

type Session = Parameters<typeof runMethod>[0];

/**
 * Lists everything, calls every tool (or the context's calls), reads every
 * resource but a skill's files, gets every prompt, and lists skills (opening
 * them where the scenario has a person open one). True when all answered.
 */
async function exercise(session: Session, plan: ScenarioPlan): Promise<boolean> {
  let ok = true;
  const step = async (label: string, answer: Promise<MethodAnswer>): Promise<MethodAnswer> => {
    const done = await answer;
    if (done.kind !== 'result') {
      ok = false;
      process.stderr.write(`${label}: ${done.kind === 'error' ? `${done.code ?? ''} ${done.message}` : done.kind}\n`);
    }
    return done;
  };
  const capabilities = (session.state.getSnapshot().server?.capabilities ?? {}) as Record<string, unknown>;
  if (capabilities.tools !== undefined) {
    const listed = await step('tools/list', runMethod(session, 'tools/list', {}));
    const tools = itemsOf(listed, 'tools');
    // A tool that a 2026-07-28 client must leave out (invalid x-mcp-header) is left out, as the session would refuse to call it.
    const callable = tools.filter((tool) => !excluded(session, tool));
    const calls =
      plan.toolCalls ??
      callable.map((tool) => ({ name: String(tool.name), arguments: argumentsFor(tool, tools, plan) }));
    for (const call of calls) {
      const toolEntry = tools.find((tool) => tool.name === call.name);
      await step(
        `tools/call ${call.name}`,
        runMethod(session, 'tools/call', {
          tool: call.name,
          toolArguments: call.arguments,
          ...(toolEntry ? { toolEntry } : {}),
        }),
      );
    }
  }
  if (!plan.everyMethod) return ok;
  // A skill's files are read only when the skill is opened, never ahead of need.
  let skillFiles = new Set<string>();
  if (skillsOffered(capabilities).offered) {
    const skills = await exerciseSkills(session, plan.openSkills, (line) => process.stderr.write(`${line}\n`));
    ok &&= skills.ok;
    skillFiles = skills.skillFiles;
  }
  if (capabilities.resources !== undefined) {
    const listed = await step('resources/list', runMethod(session, 'resources/list', {}));
    for (const resource of itemsOf(listed, 'resources')) {
      if (!skillFiles.has(String(resource.uri)))
        await step(
          `resources/read ${String(resource.uri)}`,
          runMethod(session, 'resources/read', { uri: String(resource.uri) }),
        );
    }
  }
  if (capabilities.prompts !== undefined) {
    const listed = await step('prompts/list', runMethod(session, 'prompts/list', {}));
    for (const prompt of itemsOf(listed, 'prompts'))
      await step(
        `prompts/get ${String(prompt.name)}`,
        runMethod(session, 'prompts/get', { prompt: String(prompt.name), promptArguments: promptArguments(prompt) }),
      );
  }
  return ok;
}

function excluded(session: Session, tool: Record<string, unknown>): boolean {
  if (session.state.getSnapshot().server?.era !== 'modern') return false;
  const problems = headerDeclarationProblems(tool.inputSchema);
  if (problems.length) process.stderr.write(`left out tool ${String(tool.name)}: ${problems[0]!.message}\n`);
  return problems.length > 0;
}

function argumentsFor(
  tool: Record<string, unknown>,
  tools: ReadonlyArray<Record<string, unknown>>,
  plan: ScenarioPlan,
): Record<string, unknown> {
  if (plan.echoSchema?.tool === tool.name)
    return { schema: tools.find((other) => other.name === plan.echoSchema!.of)?.inputSchema ?? {} };
  return sampleArguments(tool.inputSchema);
}

function itemsOf(answer: MethodAnswer, key: string): Array<Record<string, unknown>> {
  if (answer.kind !== 'result') return [];
  const items = (answer.result as Record<string, unknown>)[key];
  return Array.isArray(items)
    ? items.filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null)
    : [];
}

function promptArguments(prompt: Record<string, unknown>): Record<string, string> {
  const args: Record<string, string> = {};
  for (const argument of Array.isArray(prompt.arguments) ? prompt.arguments : []) {
    if (argument?.required && typeof argument.name === 'string') args[argument.name] = 'test';
  }
  return args;
}

function fail(message: string): number {
  process.stderr.write(`mcp-loupe conformance client: ${message}\n`);
  return 1;
}

process.exitCode = await main(process.argv.slice(2), process.env).catch((error: unknown) =>
  fail(error instanceof Error ? (error.stack ?? error.message) : String(error)),
);
// Nothing of the session may keep the process alive once the scenario is done.
process.exit();
