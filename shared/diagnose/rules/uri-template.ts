import { defineRules } from './rule.ts';

/** RFC 6570 URI templates, as a resource template's `uriTemplate` (the rest of the template still expands). */
export const uriTemplateRules = defineRules({
  'uri-template-syntax': {
    severity: 'error',
    means: 'A "uriTemplate" is not RFC 6570: an expression never closed, or a variable name it does not allow.',
    cites: 'RFC 6570 §2; MCP server features: Resources › Resource Templates',
    fault: 'server',
  },
});
