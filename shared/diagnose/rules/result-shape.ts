import { defineRules } from './rule.ts';

/**
 * The shape of a tools/call, resources/read or prompts/get result as the
 * page reads it for display (shared/result-read): what cannot be shown as
 * the protocol's type and is shown raw instead. The strict schema's own
 * finding at the same place gives way to these plainer sentences.
 */
export const resultShapeRules = defineRules({
  'result-not-object': {
    severity: 'error',
    means: 'A result is not a JSON object, so none of its members can be read.',
    cites: 'MCP server features: CallToolResult, ReadResourceResult, GetPromptResult',
    fault: 'server',
  },
  'result-member-missing': {
    severity: 'error',
    means: 'A member the result type requires is absent ("content", "contents" or "messages").',
    cites: 'MCP server features: CallToolResult, ReadResourceResult, GetPromptResult',
    fault: 'server',
  },
  'result-member-type': {
    severity: 'error',
    means: 'A result member has the wrong JSON type ("content" not an array, "isError" not a boolean).',
    cites: 'MCP server features: CallToolResult, ReadResourceResult, GetPromptResult',
    fault: 'server',
  },
  'content-block-unreadable': {
    severity: 'error',
    means:
      'A content block or contents entry cannot be shown as its type (no type, unknown, a member missing): shown raw.',
    cites: 'MCP server features: Content (TextContent, ImageContent, AudioContent, EmbeddedResource, ResourceLink)',
    fault: 'server',
  },
  'content-mime-type': {
    severity: 'error',
    means: 'An image or audio block has no string "mimeType"; no type is guessed in its place.',
    cites: 'MCP server features: ImageContent, AudioContent',
    fault: 'server',
  },
  'resource-contents-member': {
    severity: 'error',
    means: 'A resource contents entry has a missing or non-string "uri" or "mimeType".',
    cites: 'MCP server features: Resources › Reading Resources',
    fault: 'server',
  },
  'resource-contents-text-and-blob': {
    severity: 'warning',
    means: 'A resource contents entry has both "text" and "blob"; the protocol has one or the other.',
    cites: 'MCP server features: Resources › Resource Contents',
    fault: 'server',
  },
  'prompt-message-role': {
    severity: 'error',
    means: 'A prompt message\'s "role" is missing or neither "user" nor "assistant".',
    cites: 'MCP server features: Prompts › PromptMessage',
    fault: 'server',
  },
  'prompt-message-content': {
    severity: 'error',
    means: 'A prompt message is not an object, or its "content" is missing, null or an array (one block is allowed).',
    cites: 'MCP server features: Prompts › PromptMessage',
    fault: 'server',
  },
});
