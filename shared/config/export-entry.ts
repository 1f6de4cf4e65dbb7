import type { Finding } from '../diagnose/finding.ts';
import type { HttpTarget } from '../http/http-target.ts';
import type { ConnectTarget, StdioTarget } from '../session/connect-target.ts';
import { perKind } from '../session/target-kinds.ts';
import { ExportNotes } from './export-notes.ts';
import type { ConfigFormat } from './config-types.ts';
import { exportServerJson } from './export-server-json.ts';
import { bearerAsHeader, withholdSecrets, type RenderVariable, type SecretSlot } from './withhold-secrets.ts';

export interface ExportOptions {
  /** Write secrets as they are; otherwise each becomes a variable the format understands. */
  revealSecrets?: boolean;
}

export interface ExportedEntry {
  /** A whole file holding the one entry, ready to merge into the tool's own (or to import back). */
  text: string;
  /** What the format cannot hold, and what to fill in: about the copy as a whole (pointer ``). */
  findings: Finding[];
  /** The secrets that were replaced by variables, and where they were. */
  withheld: SecretSlot[];
  /** Why this format cannot describe the target at all (a server.json of `node server.js`, say). */
  problem?: string;
}

/** How each format refers to a value kept elsewhere. */
const renderers: Record<ConfigFormat, RenderVariable> = {
  'claude-desktop': (slot) => `\${${slot.variable}}`,
  cursor: (slot) => `\${env:${slot.variable}}`,
  vscode: (slot) => `\${input:${inputId(slot.variable)}}`,
  inspector: (slot) => `\${${slot.variable}}`,
  'server-json': (slot) => `{${slot.variable}}`,
};

/** The current connection as an entry of a configuration file, secrets replaced by variables unless asked. */
export function exportEntry(
  target: ConnectTarget,
  format: ConfigFormat,
  name: string,
  options: ExportOptions = {},
): ExportedEntry {
  const notes = new ExportNotes();
  inspectorOnlyNotes(target, notes);
  // Only Cursor's entries hold an OAuth client; elsewhere it is said to be left out, and its secret is not asked for.
  const shaped = perKind<ConnectTarget>(target, {
    stdio: (stdio) => stdio,
    http: (http) => {
      const sent = bearerAsHeader(http);
      return sent.oauth && format !== 'cursor' ? withoutOAuth(sent, notes) : sent;
    },
  });
  const withheld = options.revealSecrets ? { target: shaped, slots: [] } : withholdSecrets(shaped, renderers[format]);
  const key = name.trim() || 'server';
  if (format === 'server-json') {
    const built = exportServerJson(withheld.target, key, withheld.slots);
    return {
      text: built.text,
      findings: [...notes.findings, ...built.findings],
      withheld: withheld.slots,
      ...(built.problem ? { problem: built.problem } : {}),
    };
  }
  const entry = perKind(withheld.target, {
    stdio: (stdio) => stdioEntry(stdio, format, notes),
    http: (http) => remoteEntry(http, format, notes),
  });
  const file: Record<string, unknown> =
    format === 'vscode' ? { servers: { [key]: entry } } : { mcpServers: { [key]: entry } };
  if (format === 'vscode' && withheld.slots.length > 0) {
    file.inputs = withheld.slots.map((slot) => ({
      type: 'promptString',
      id: inputId(slot.variable),
      description: `${slot.where} of ${key}`,
      password: true,
    }));
  }
  if (withheld.slots.length > 0 && (format === 'claude-desktop' || format === 'inspector')) {
    notes.say(
      'config-export-to-do',
      `Replace ${withheld.slots.map((slot) => `\${${slot.variable}}`).join(', ')} with the values: ${format === 'inspector' ? 'the inspector' : 'Claude Desktop'} does not expand variables`,
    );
  }
  return { text: JSON.stringify(file, null, 2), findings: notes.findings, withheld: withheld.slots };
}

function stdioEntry(target: StdioTarget, format: ConfigFormat, notes: ExportNotes): Record<string, unknown> {
  const entry: Record<string, unknown> = {};
  if (format === 'vscode' || format === 'inspector') entry.type = 'stdio';
  entry.command = target.command;
  entry.args = target.args;
  if (Object.keys(target.env).length > 0 || format === 'inspector') entry.env = target.env;
  if (target.cwd) {
    if (format === 'vscode') entry.cwd = target.cwd;
    else
      notes.say(
        'config-export-left-out',
        `The working directory (${target.cwd}) is left out: this format has no place for it`,
      );
  }
  return entry;
}

function remoteEntry(target: HttpTarget, format: ConfigFormat, notes: ExportNotes): Record<string, unknown> {
  const entry: Record<string, unknown> = {};
  if (format === 'vscode' || format === 'claude-desktop') entry.type = target.transport === 'sse' ? 'sse' : 'http';
  if (format === 'inspector') entry.type = target.transport === 'sse' ? 'sse' : 'streamable-http';
  entry.url = target.url;
  if (target.headers.length > 0) {
    entry.headers = Object.fromEntries(target.headers.map((header) => [header.name, header.value]));
    const repeated = target.headers.filter(
      (header, index) =>
        target.headers.findIndex((other) => other.name.toLowerCase() === header.name.toLowerCase()) !== index,
    );
    if (repeated.length > 0)
      notes.say(
        'config-export-left-out',
        `Headers given more than once (${[...new Set(repeated.map((header) => header.name))].join(', ')}) keep their last value: the format holds one per name`,
      );
  }
  if (format === 'cursor' && target.transport === 'sse')
    notes.say('config-export-left-out', 'Cursor finds the transport from the URL itself');
  if (format === 'claude-desktop')
    notes.say(
      'config-export-to-do',
      'Claude Desktop adds servers behind a URL under Settings → Connectors; this is the entry Claude Code reads from .mcp.json',
    );
  if (target.oauth && format === 'cursor') {
    entry.auth = {
      ...(target.oauth.clientId ? { CLIENT_ID: target.oauth.clientId } : {}),
      ...(target.oauth.clientSecret ? { CLIENT_SECRET: target.oauth.clientSecret } : {}),
      ...(target.oauth.scope ? { scopes: target.oauth.scope.split(/\s+/).filter(Boolean) } : {}),
    };
  }
  return entry;
}

function withoutOAuth(target: HttpTarget, notes: ExportNotes): HttpTarget {
  const { oauth, ...rest } = target;
  if (oauth && Object.values(oauth).some(Boolean))
    notes.say('config-export-left-out', 'The OAuth client settings are left out: this format has no place for them');
  return rest;
}

/** Settings only this inspector has: said, not written. */
function inspectorOnlyNotes(target: ConnectTarget, notes: ExportNotes): void {
  const own = (message: string) => notes.say('config-export-left-out', message);
  perKind(target, {
    http: (http) => {
      if (http.route !== 'auto') own(`The route (${http.route}) is the inspector's own setting: left out`);
    },
    stdio: (stdio) => {
      if (stdio.inheritEnv) own('“Inherit my environment” is the inspector’s own setting: left out');
      if (stdio.framing && stdio.framing !== 'auto')
        own(`Framing ${stdio.framing} is the inspector’s own setting: left out`);
    },
  });
}

/** `GITHUB_TOKEN` → `github-token`, the way VS Code's own examples name inputs. */
function inputId(variable: string): string {
  return variable.toLowerCase().replace(/_+/g, '-').replace(/^-|-$/g, '');
}
