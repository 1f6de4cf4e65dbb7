/** What a host tells the model before the server's own instructions. */
export const DEFAULT_HOST_PROMPT =
  'You are an assistant in mcp-loupe, a tool for testing an MCP server. Use the tools the server offers when they ' +
  'help to answer; call a tool with arguments that follow its input schema.';

/**
 * The system prompt a conversation starts with: the host's prompt, then
 * the server's `instructions` (as hosts pass them to the model), each kept
 * as written.
 */
export function defaultSystemPrompt(instructions: string | undefined): string {
  const given = instructions?.trim();
  return given ? `${DEFAULT_HOST_PROMPT}\n\nInstructions from the MCP server:\n${given}` : DEFAULT_HOST_PROMPT;
}
