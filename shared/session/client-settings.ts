import type { ClientCapabilities } from '@modelcontextprotocol/client';
import { APP_MIME_TYPE, APPS_EXTENSION, TASKS_EXTENSION } from '../protocol/extensions.ts';

/** What the inspector offers servers, as the person set it before connecting. */
export interface ClientSettings {
  sampling: boolean;
  /** `sampling.tools`: the server may offer tools in a sampling request (2025-11-25 and later). */
  samplingTools: boolean;
  elicitationForm: boolean;
  /** URL mode (2025-11-25 and later): the server hands the person a link; nothing is opened without a click. */
  elicitationUrl: boolean;
  roots: boolean;
  /** `roots.listChanged`: the inspector says when the person edits the roots. */
  rootsListChanged: boolean;
  /**
   * Tasks (2025-11-25 and later): the inspector takes the server's sampling
   * and elicitation requests as tasks of its own (the server polls them),
   * and lists and cancels them. It also declares the 2026-07-28 tasks
   * extension, so such a server may answer a call with a task.
   */
  tasks: boolean;
  /** MCP Apps: the inspector hosts the views servers ship (`io.modelcontextprotocol/ui`), so a server may offer its app tools. */
  apps: boolean;
}

/** Everything on: a person answers every request, so declaring them costs nothing and shows the server's whole surface. */
export const defaultClientSettings: ClientSettings = {
  sampling: true,
  samplingTools: true,
  elicitationForm: true,
  elicitationUrl: true,
  roots: true,
  rootsListChanged: true,
  tasks: true,
  apps: true,
};

/** The `capabilities` the client declares for these settings. */
export function capabilitiesFor(settings: ClientSettings): ClientCapabilities {
  const capabilities: ClientCapabilities = {};
  if (settings.sampling) capabilities.sampling = settings.samplingTools ? { tools: {} } : {};
  if (settings.elicitationForm || settings.elicitationUrl) {
    capabilities.elicitation = {
      ...(settings.elicitationForm ? { form: {} } : {}),
      ...(settings.elicitationUrl ? { url: {} } : {}),
    };
  }
  if (settings.roots) capabilities.roots = settings.rootsListChanged ? { listChanged: true } : {};
  if (settings.tasks) {
    capabilities.tasks = {
      list: {},
      cancel: {},
      requests: {
        ...(capabilities.sampling ? { sampling: { createMessage: {} } } : {}),
        ...(capabilities.elicitation ? { elicitation: { create: {} } } : {}),
      },
    };
    // 2026-07-28 has tasks as an extension the client declares (the SDK sends it with every request).
    capabilities.extensions = { [TASKS_EXTENSION]: {} };
  }
  if (settings.apps)
    capabilities.extensions = { ...capabilities.extensions, [APPS_EXTENSION]: { mimeTypes: [APP_MIME_TYPE] } };
  return capabilities;
}

const keys = Object.keys(defaultClientSettings) as (keyof ClientSettings)[];

/** Settings read back from storage: unknown or missing keys fall back to the defaults. */
export function readClientSettings(value: unknown): ClientSettings {
  const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const settings = { ...defaultClientSettings };
  for (const key of keys) if (typeof record[key] === 'boolean') settings[key] = record[key];
  return settings;
}
