/** The 2026-07-28 tasks extension's identifier, in capabilities and results. */
export const TASKS_EXTENSION = 'io.modelcontextprotocol/tasks';

/** The MCP Apps extension's identifier (SEP-1865): servers ship views in `ui://` resources. */
export const APPS_EXTENSION = 'io.modelcontextprotocol/ui';

/** The one content type an MCP App's resource has (2026-01-26). */
export const APP_MIME_TYPE = 'text/html;profile=mcp-app';

/** The skills extension's identifier (SEP-2640): skills/list, skills/get, files read as resources. */
export const SKILLS_EXTENSION = 'io.modelcontextprotocol/skills';
