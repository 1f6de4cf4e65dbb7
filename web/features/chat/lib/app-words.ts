import { isRecord } from '../../../../shared/lib/guards.ts';

/** The text blocks of an MCP App's `content` (an array of blocks, or one block), joined by lines; other blocks named. */
function blocksText(content: unknown): string {
  const blocks = Array.isArray(content) ? content : content === undefined ? [] : [content];
  return blocks
    .map((block) =>
      isRecord(block) && block.type === 'text' && typeof block.text === 'string'
        ? block.text
        : `[${isRecord(block) && typeof block.type === 'string' ? block.type : 'unknown'} block]`,
    )
    .join('\n');
}

/** What a view's `ui/message` says, as the person's next message (empty when it says nothing). */
export function appMessageText(params: unknown): string {
  return isRecord(params) ? blocksText(params.content).trim() : '';
}

/** What a view's `ui/update-model-context` gives the model: its text and its structured content as JSON; undefined clears it. */
export function appContextText(params: unknown): string | undefined {
  if (!isRecord(params)) return undefined;
  const parts = [blocksText(params.content).trim()];
  if (params.structuredContent !== undefined) parts.push(JSON.stringify(params.structuredContent));
  const text = parts.filter((part) => part !== '').join('\n');
  return text === '' ? undefined : text;
}
