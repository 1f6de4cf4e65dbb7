import type { ClientCapabilities, ClientOptions } from '@modelcontextprotocol/client';
import { CfWorkerJsonSchemaValidator } from '@modelcontextprotocol/client/validators/cf-worker';
import { isStatelessRevision, type RevisionChoice } from '../protocol/revisions.ts';

/**
 * The SDK client's options for a revision choice: `auto` probes with
 * server/discover and falls back to initialize; 2026-07-28 is pinned through
 * server/discover; a 2025 revision is the only one offered in initialize.
 */
export function clientOptions(
  revision: RevisionChoice,
  capabilities: ClientCapabilities,
  probeTimeoutMs = 5000,
): ClientOptions {
  // The page's validator (the SDK's default in a browser) wherever the session runs: the command line judges as the page does, and never loads Ajv.
  const options: ClientOptions = { capabilities, jsonSchemaValidator: new CfWorkerJsonSchemaValidator() };
  if (revision === 'auto') {
    options.versionNegotiation = { mode: 'auto', probe: { timeoutMs: probeTimeoutMs } };
  } else if (isStatelessRevision(revision)) {
    options.versionNegotiation = { mode: { pin: revision } };
  } else {
    options.supportedProtocolVersions = [revision];
  }
  return options;
}
