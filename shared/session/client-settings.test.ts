import { describe, expect, it } from 'vitest';
import { capabilitiesFor, defaultClientSettings, readClientSettings } from './client-settings.ts';

describe('capabilitiesFor', () => {
  it('declares sampling with tools, both elicitation modes, roots with listChanged and tasks by default', () => {
    expect(capabilitiesFor(defaultClientSettings)).toEqual({
      sampling: { tools: {} },
      elicitation: { form: {}, url: {} },
      roots: { listChanged: true },
      tasks: { list: {}, cancel: {}, requests: { sampling: { createMessage: {} }, elicitation: { create: {} } } },
      extensions: {
        'io.modelcontextprotocol/tasks': {},
        'io.modelcontextprotocol/ui': { mimeTypes: ['text/html;profile=mcp-app'] },
      },
    });
  });

  it('declares MCP Apps as the extension with its one MIME type, with or without tasks', () => {
    expect(capabilitiesFor({ ...defaultClientSettings, tasks: false }).extensions).toEqual({
      'io.modelcontextprotocol/ui': { mimeTypes: ['text/html;profile=mcp-app'] },
    });
    expect(capabilitiesFor({ ...defaultClientSettings, apps: false }).extensions).toEqual({
      'io.modelcontextprotocol/tasks': {},
    });
  });

  it('leaves out what is switched off, and keeps a capability without its sub-feature', () => {
    const settings = {
      ...defaultClientSettings,
      samplingTools: false,
      elicitationUrl: false,
      rootsListChanged: false,
      tasks: false,
      apps: false,
    };
    expect(capabilitiesFor(settings)).toEqual({ sampling: {}, elicitation: { form: {} }, roots: {} });
    expect(capabilitiesFor({ ...settings, sampling: false, elicitationForm: false, roots: false })).toEqual({});
    expect(capabilitiesFor({ ...settings, sampling: false, tasks: true }).tasks).toEqual({
      list: {},
      cancel: {},
      requests: { elicitation: { create: {} } },
    });
  });
});

describe('readClientSettings', () => {
  it('keeps booleans it knows and falls back to defaults for the rest', () => {
    expect(readClientSettings({ sampling: false, roots: 'no', other: true })).toEqual({
      ...defaultClientSettings,
      sampling: false,
    });
    expect(readClientSettings(null)).toEqual(defaultClientSettings);
  });
});
