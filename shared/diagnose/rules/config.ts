import { defineRules } from './rule.ts';

const file = "the inspector's reading of configuration files";

/**
 * A person's own configuration file (Claude Desktop, Cursor, VS Code, the
 * official inspector, a registry server.json), read to connect or written
 * to copy a connection out: what the inspector left out or read otherwise.
 * Never the server's doing.
 */
export const configRules = defineRules({
  'config-entry-disabled': {
    severity: 'info',
    means: 'The entry is marked disabled in its file; it can still be imported.',
    cites: `${file}: disabled`,
    fault: 'person',
  },
  'config-field-left-out': {
    severity: 'warning',
    means:
      'A field of the entry is left out: the inspector cannot use it (an envFile, an auth block, a non-text value).',
    cites: `${file}: fields read`,
    fault: 'person',
  },
  'config-value-read-as': {
    severity: 'info',
    means: 'A value was read in another form than written: one args string split, a number as text, serverUrl as url.',
    cites: `${file}: fields read`,
    fault: 'person',
  },
  'config-runs-elsewhere': {
    severity: 'info',
    means: 'The entry starts a bridge or a package that serves a URL: the inspector can connect to that URL itself.',
    cites: `${file}: mcp-remote; server.json transport`,
    fault: 'person',
  },
  'config-placeholder-unfilled': {
    severity: 'warning',
    means: 'A placeholder (${input:…}, a registry {variable}) has no value here: it is passed as written.',
    cites: `${file}: placeholders`,
    fault: 'person',
  },
  'config-export-left-out': {
    severity: 'info',
    means:
      'A copied entry leaves out what its format cannot hold: a working directory, OAuth, inspector-only settings.',
    cites: "the inspector's Copy as config",
    fault: 'person',
  },
  'config-export-to-do': {
    severity: 'info',
    means: 'A copied entry needs a step of the person before its tool reads it as meant (values to fill, a setting).',
    cites: "the inspector's Copy as config",
    fault: 'person',
  },
});
