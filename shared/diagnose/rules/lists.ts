import { defineRules } from './rule.ts';

/** Lists that come in pages (`tools/list`, `resources/list`, …), walked cursor by cursor as a client would. */
export const listRules = defineRules({
  'list-cursor-repeated': {
    severity: 'error',
    means: 'A page gave a nextCursor already followed, so following the cursors would never end.',
    cites: 'MCP server › Utilities › Pagination',
    fault: 'server',
  },
  'list-cursor-not-string': {
    severity: 'error',
    means: "A page's nextCursor is not a string, so there is no cursor to follow.",
    cites: 'MCP server › Utilities › Pagination',
    fault: 'server',
  },
  'list-page-limit': {
    severity: 'warning',
    means: 'A list still offered a new cursor after as many pages as the inspector follows; it stopped there.',
    cites: 'MCP server › Utilities › Pagination',
    fault: 'server',
  },
  'list-page-failed': {
    severity: 'error',
    means: 'A page after the first failed, asked with the cursor the server gave.',
    cites: 'MCP server › Utilities › Pagination',
    fault: 'server',
  },
  'list-page-not-array': {
    severity: 'error',
    means: 'A page holds no array of items under its list member.',
    cites: 'MCP schema (the result type of the list method)',
    fault: 'server',
  },
  'list-item-repeated': {
    severity: 'error',
    means: 'An item came back on a later page of the same list.',
    cites: 'MCP server › Utilities › Pagination',
    fault: 'server',
  },
});
