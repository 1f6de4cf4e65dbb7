import { defineRules } from './rule.ts';

/** The person's own `mcp-loupe` command line, as the CLI and the launcher read it. */
export const commandLineRules = defineRules({
  'cli-secret-in-argv': {
    severity: 'warning',
    means: 'A secret came on the command line, where `ps` shows it to other users and the shell keeps it.',
    cites: 'mcp-loupe --help: secrets',
    fault: 'person',
  },
});
