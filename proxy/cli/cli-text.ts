import { readSkillEntry } from '../../shared/skills/skill-entry.ts';
import { isAppResource } from '../../shared/apps/tool-app.ts';
import { readServerCapabilities, readServerIdentity } from '../../shared/protocol-read/server-identity.ts';
import { appViewLines, toolAppLines } from './app-text.ts';
import type { CliReport } from './cli-report.ts';
import type { MethodAnswer } from './run-method.ts';

type Rec = Record<string, unknown>;
const isRec = (value: unknown): value is Rec => typeof value === 'object' && value !== null && !Array.isArray(value);
const json = (value: unknown) => JSON.stringify(value, null, 2);
const text = (value: unknown) => (typeof value === 'string' ? value : json(value));

/**
 * The report for a person (`--format text`): what the server answered, read
 * leniently (a member of the wrong shape is shown as its JSON), never
 * refused. Findings are not here: they go to stderr either way.
 */
export function reportText(report: CliReport): string {
  const answer = report.answer;
  if (!answer) return '';
  const lines = answerLines(report.method, answer);
  if (answer.kind === 'result' && answer.resultFindings.length)
    lines.push('', 'Problems with the answer:', ...answer.resultFindings.map((finding) => `  ${finding.message}`));
  return lines.join('\n');
}

function answerLines(method: string, answer: MethodAnswer): string[] {
  switch (answer.kind) {
    case 'cancelled':
      return ['Cancelled'];
    case 'error': {
      const code =
        answer.code !== undefined
          ? `Error ${answer.code}${answer.codeName ? ` (${answer.codeName})` : ''}: `
          : 'Error: ';
      return [`${code}${answer.message}`, ...(answer.data !== undefined ? [`data: ${json(answer.data)}`] : [])];
    }
    case 'raw':
      return rawLines(answer);
    case 'result':
      return resultLines(method, answer.result, answer.durationMs);
  }
}

function rawLines(answer: Extract<MethodAnswer, { kind: 'raw' }>): string[] {
  const { sent } = answer;
  const lines = sent.answers.map(
    (reply) => `Answer to id ${JSON.stringify(reply.id)} after ${reply.latencyMs} ms:\n${json(reply.message)}`,
  );
  if (!sent.sent) lines.push('The frame was not sent.');
  else if (!sent.requests.length) lines.push('Sent (a notification or response: no answer is expected).');
  if (sent.unanswered.length)
    lines.push(`No answer to id ${sent.unanswered.map((id) => JSON.stringify(id)).join(', ')}.`);
  if (sent.failure) lines.push(sent.failure);
  return lines;
}

function resultLines(method: string, result: unknown, durationMs: number): string[] {
  const record = isRec(result) ? result : {};
  switch (method) {
    case 'initialize':
      return overviewLines(record);
    case 'tools/list':
      return items(record.tools, (tool) =>
        [line(tool.name, tool.title, tool.description), ...toolAppLines(tool)].join('\n'),
      );
    case 'resources/list':
      return items(record.resources, (resource) => line(resource.uri, resource.name, resource.mimeType));
    case 'resources/templates/list':
      return items(record.resourceTemplates, (template) =>
        line(template.uriTemplate, template.name, template.description),
      );
    case 'prompts/list':
      return items(record.prompts, (prompt) =>
        line(`${text(prompt.name)}(${argumentNames(prompt.arguments)})`, prompt.title, prompt.description),
      );
    case 'skills/list':
      return items(record.skills, (skill) => {
        // Read as the Skills tab reads it: the name and description from the front matter.
        const entry = readSkillEntry(skill);
        return `${line(entry.name || undefined, undefined, entry.description)}\n  ${entry.uri || '(no uri)'}`;
      });
    case 'tools/call':
      return toolResultLines(record);
    case 'resources/read':
      // An app's view by its facts: its HTML is megabytes a person does not read here.
      return Array.isArray(record.contents)
        ? record.contents.flatMap((content) =>
            isRec(content) && isAppResource(content) ? appViewLines(content) : contentLines(content),
          )
        : [json(result)];
    case 'prompts/get':
      return [
        ...(record.description !== undefined ? [text(record.description), ''] : []),
        ...(Array.isArray(record.messages) ? record.messages.flatMap(messageLines) : [json(result)]),
      ];
    case 'completion/complete':
      return completionLines(record.completion);
    case 'ping':
      return [`pong (${durationMs} ms)`];
    case 'logging/setLevel':
      return ['Log level set'];
    default:
      return [json(result)];
  }
}

function overviewLines(overview: Rec): string[] {
  const identity = readServerIdentity(overview.serverInfo);
  const who = [identity.name ?? '(no name)', identity.version, identity.title ? `“${identity.title}”` : undefined]
    .filter(Boolean)
    .join(' ');
  const capabilities = readServerCapabilities(overview.capabilities).rows.filter((row) => row.present);
  const counts = isRec(overview.counts)
    ? Object.entries(overview.counts).map(
        ([key, count]) => `${count ?? '(failed to list)'} ${key === 'resourceTemplates' ? 'resource templates' : key}`,
      )
    : [];
  const lines = [
    `Server        ${who}`,
    `Revision      ${text(overview.protocolVersion)}${overview.era === 'modern' ? ' (server/discover)' : overview.era === 'legacy' ? ' (initialize)' : ''}`,
    ...(typeof overview.discovery === 'string' ? [`Discovery     ${overview.discovery}`] : []),
    `Capabilities  ${capabilities.map((row) => (row.detail.length ? `${row.name} (${row.detail.join(', ')})` : row.name)).join(', ') || 'none'}`,
  ];
  if (counts.length) lines.push(`Lists         ${counts.join(', ')}`);
  if (overview.instructions !== undefined)
    lines.push(
      'Instructions',
      ...text(overview.instructions)
        .split('\n')
        .map((row) => `  ${row}`),
    );
  return lines;
}

function items(list: unknown, describe: (item: Rec) => string): string[] {
  if (!Array.isArray(list)) return [json(list)];
  if (!list.length) return ['(none)'];
  return list.map((item) => (isRec(item) ? describe(item) : json(item)));
}

/** `name — title: first line of the description`. */
function line(name: unknown, title: unknown, description: unknown): string {
  const about = [title, description].filter((part) => part !== undefined).map((part) => text(part).split('\n')[0]);
  return `${text(name ?? '(no name)')}${about.length ? ` — ${about.join(': ')}` : ''}`;
}

function argumentNames(args: unknown): string {
  if (!Array.isArray(args)) return '';
  return args
    .map((arg) => (isRec(arg) ? `${text(arg.name)}${arg.required === true ? '' : '?'}` : json(arg)))
    .join(', ');
}

function toolResultLines(result: Rec): string[] {
  const lines = result.isError === true ? ['The tool reported an error (isError):'] : [];
  if (Array.isArray(result.content)) lines.push(...result.content.flatMap((block) => contentLines(block)));
  if (result.structuredContent !== undefined) lines.push('structuredContent:', json(result.structuredContent));
  return lines.length ? lines : [json(result)];
}

/** A content block, or a resource's contents: text as it is, anything binary by its size. */
function contentLines(block: unknown): string[] {
  if (!isRec(block)) return [json(block)];
  const base64 = (data: unknown) =>
    typeof data === 'string' ? `${Math.floor((data.length * 3) / 4)} bytes` : 'no data';
  switch (block.type) {
    case 'text':
      return [text(block.text)];
    case 'image':
    case 'audio':
      return [`[${block.type} ${text(block.mimeType)}, ${base64(block.data)}]`];
    case 'resource':
      return isRec(block.resource)
        ? [`[resource ${text(block.resource.uri)}]`, ...contentLines(block.resource)]
        : [json(block)];
    case 'resource_link':
      return [`[link ${text(block.uri)}${block.name !== undefined ? ` ${text(block.name)}` : ''}]`];
    default:
      if (typeof block.text === 'string') return [block.text];
      if (block.blob !== undefined)
        return [`[blob ${block.mimeType !== undefined ? `${text(block.mimeType)}, ` : ''}${base64(block.blob)}]`];
      return [json(block)];
  }
}

function messageLines(message: unknown): string[] {
  if (!isRec(message)) return [json(message)];
  const blocks = Array.isArray(message.content) ? message.content : [message.content];
  return [`${text(message.role)}:`, ...blocks.flatMap((block) => contentLines(block)).map((row) => `  ${row}`)];
}

function completionLines(completion: unknown): string[] {
  if (!isRec(completion) || !Array.isArray(completion.values)) return [json(completion)];
  const lines = completion.values.map((value) => text(value));
  if (!lines.length) lines.push('(no values)');
  if (typeof completion.total === 'number' || completion.hasMore === true)
    lines.push(`(${completion.total ?? '?'} in all${completion.hasMore === true ? ', more to come' : ''})`);
  return lines;
}
