// The stdio servers the benchmarks start: the e2e fixtures and the bench's own.
import { fileURLToPath } from 'node:url';

/** A stdio server as both inspectors take it: a command and its arguments, run by this same Node. */
export interface ServerCommand {
  command: string;
  args: string[];
}

const nodeScript = (url: URL): ServerCommand => ({ command: process.execPath, args: [fileURLToPath(url)] });

export const e2eFixture = (name: 'burst' | 'big-stdout' | 'form-schemas'): ServerCommand =>
  nodeScript(new URL(`../e2e/fixtures/${name}.mjs`, import.meta.url));

export const benchFixture = (name: 'non-json-stdout-and-stderr'): ServerCommand =>
  nodeScript(new URL(`./fixtures/${name}.mjs`, import.meta.url));
