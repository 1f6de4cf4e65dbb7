import { describe, expect, it } from 'vitest';
import { appMayCall, isAppOnly, isAppResource, sameMimeType, toolApp, toolVisibility } from './tool-app.ts';

const tool = (meta: unknown) => ({ name: 't', inputSchema: { type: 'object' }, _meta: meta });

describe('toolApp', () => {
  it('reads _meta.ui.resourceUri, else the deprecated flat key, and says which', () => {
    expect(toolApp(tool({ ui: { resourceUri: 'ui://a/view.html' } }))).toEqual({
      resourceUri: 'ui://a/view.html',
      declaredBy: 'ui.resourceUri',
      visibility: ['model', 'app'],
      appOnly: false,
    });
    expect(toolApp(tool({ 'ui/resourceUri': 'ui://old' }))?.declaredBy).toBe('ui/resourceUri');
    // Both (as the SDK's registerAppTool writes them): the nested key wins.
    expect(toolApp(tool({ ui: { resourceUri: 'ui://new' }, 'ui/resourceUri': 'ui://old' }))?.resourceUri).toBe(
      'ui://new',
    );
  });

  it('is undefined for a tool without an app, whatever else its _meta holds', () => {
    expect(toolApp({ name: 'x' })).toBeUndefined();
    expect(toolApp(tool({ ui: { visibility: ['app'] } }))).toBeUndefined();
    expect(toolApp(tool({ ui: { resourceUri: '' } }))).toBeUndefined();
    expect(toolApp(tool({ ui: 'ui://x' }))).toBeUndefined();
    expect(toolApp(null)).toBeUndefined();
  });
});

describe('visibility', () => {
  it('defaults to model and app; an app-only tool leaves out the model', () => {
    expect(toolVisibility(tool({}))).toEqual(['model', 'app']);
    expect(toolVisibility(tool({ ui: { visibility: 'app' } }))).toEqual(['model', 'app']);
    expect(toolVisibility(tool({ ui: { visibility: ['app', 'robot'] } }))).toEqual(['app']);
    expect(isAppOnly(tool({ ui: { visibility: ['app'] } }))).toBe(true);
    expect(isAppOnly(tool({ ui: { visibility: ['model', 'app'] } }))).toBe(false);
    expect(isAppOnly(tool({}))).toBe(false);
    expect(toolApp(tool({ ui: { resourceUri: 'ui://v', visibility: ['app'] } }))?.appOnly).toBe(true);
  });

  it('lets an app call a tool only when its visibility includes app', () => {
    expect(appMayCall(tool({}))).toBe(true);
    expect(appMayCall(tool({ ui: { visibility: ['model'] } }))).toBe(false);
    expect(appMayCall(tool({ ui: { visibility: [] } }))).toBe(false);
  });
});

describe('isAppResource', () => {
  it('is a ui:// URI or the app MIME type, parameters compared loosely', () => {
    expect(isAppResource({ uri: 'ui://x', name: 'x' })).toBe(true);
    expect(isAppResource({ uri: 'file:///x.html', mimeType: 'text/html; profile=mcp-app' })).toBe(true);
    expect(isAppResource({ uri: 'file:///x.html', mimeType: 'text/html' })).toBe(false);
    expect(sameMimeType('Text/HTML;Profile=mcp-app', 'text/html;profile=mcp-app')).toBe(true);
  });
});
