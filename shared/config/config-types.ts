import type { Finding } from '../diagnose/finding.ts';
import type { ConnectTarget } from '../session/connect-target.ts';

/**
 * The files people already keep their servers in. Claude Desktop, Cursor and
 * the official inspector's `--config` share one shape (`mcpServers`); they
 * differ in which entry fields they read.
 */
export type ConfigFormat = 'claude-desktop' | 'cursor' | 'vscode' | 'inspector' | 'server-json';

export const CONFIG_FORMATS: readonly ConfigFormat[] = [
  'claude-desktop',
  'cursor',
  'vscode',
  'inspector',
  'server-json',
];

export const CONFIG_FORMAT_NAMES: Record<ConfigFormat, string> = {
  'claude-desktop': 'Claude Desktop (claude_desktop_config.json)',
  cursor: 'Cursor (.cursor/mcp.json)',
  vscode: 'VS Code (.vscode/mcp.json)',
  inspector: 'MCP Inspector (--config)',
  'server-json': 'MCP registry (server.json)',
};

export function isConfigFormat(value: unknown): value is ConfigFormat {
  return typeof value === 'string' && (CONFIG_FORMATS as readonly string[]).includes(value);
}

/**
 * A value the file leaves to the tool that reads it: `${input:api-key}`,
 * `${env:HOME}`, `${workspaceFolder}`, or a registry `{variable}`. Kept in the
 * target as written, so it stays visible, and listed here so it can be filled.
 */
export interface Placeholder {
  /** As written, e.g. `${input:api-key}`. */
  text: string;
  /** Where it sits: `env GITHUB_TOKEN`, `argument 3`, `header Authorization`, `url`, `command`, `cwd`. */
  where: string;
  /** What the file says it is (a VS Code input's or a registry input's description). */
  description?: string;
  secret?: boolean;
}

/** One server a file defines: what the inspector would run or reach, or why it cannot. */
export interface ImportedServer {
  name: string;
  /** Absent when the entry could not be imported; `problem` says why. */
  target?: ConnectTarget;
  /** What it would run or reach, on one line: `npx -y @scope/server /tmp`, `Streamable HTTP https://…/mcp`. */
  summary: string;
  problem?: string;
  /** What the inspector left out or read otherwise, and why (an `envFile`, a value it cannot use). */
  findings: Finding[];
  placeholders: Placeholder[];
}

export interface ConfigImport {
  /** The format recognised; undefined when the text is none of them. */
  format: ConfigFormat | undefined;
  servers: ImportedServer[];
  /** Why nothing could be read at all (not JSON, no servers in it). */
  problem?: string;
}
