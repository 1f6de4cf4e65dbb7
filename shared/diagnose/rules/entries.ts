import { defineRules } from './rule.ts';

/** The shape of what a server says of itself and its lists: list entries, serverInfo, capabilities, instructions. */
export const entryRules = defineRules({
  'entry-not-object': {
    severity: 'error',
    means: 'A list entry (or serverInfo, or the capabilities) is not an object; it is shown as its JSON.',
    cites: 'MCP schema (Tool, Resource, Prompt, Implementation, ServerCapabilities)',
    fault: 'server',
  },
  'member-missing': {
    severity: 'error',
    means: 'A member the schema requires (a name, a uri, an inputSchema) is missing.',
    cites: 'MCP schema (Tool, Resource, Prompt, Implementation)',
    fault: 'server',
  },
  'member-empty': {
    severity: 'error',
    means: 'A required text member (a name, a uri) is the empty string.',
    cites: 'MCP schema (Tool, Resource, Prompt)',
    fault: 'server',
  },
  'member-wrong-type': {
    severity: 'error',
    means: 'A member has another type than the schema gives it; it is shown as its JSON, or left out.',
    cites: 'MCP schema (Tool, Resource, Prompt, Implementation, ServerCapabilities)',
    fault: 'server',
  },
  'entry-id-repeated': {
    severity: 'error',
    means: 'Two entries of a list (or two arguments of a prompt) share a name or uri: a client cannot tell them apart.',
    cites: 'MCP server › Tools, Resources, Prompts',
    fault: 'server',
  },
  'resource-uri-not-absolute': {
    severity: 'error',
    means: "A resource's uri has no scheme, so it is not the absolute URI the schema asks for.",
    cites: 'MCP server › Resources (Resource.uri: format uri)',
    fault: 'server',
  },
  'tool-name-advice': {
    severity: 'warning',
    means: 'A tool name longer than 128 characters, or with characters beyond A–Z, a–z, 0–9, "_", "-" and ".".',
    cites: 'MCP 2025-11-25 server › Tools › Tool names',
    fault: 'server',
  },
});
