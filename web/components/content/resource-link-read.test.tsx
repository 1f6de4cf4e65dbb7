import { QueryClient } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { CallOutcome } from '../../../shared/session/call-outcome.ts';
import type { McpSession } from '../../../shared/session/mcp-session.ts';
import { resourceReadQuery } from '../../lib/resource-read-query.ts';
import { ContentList } from './content-list.tsx';
import { readContentBlock } from '../../../shared/result-read/read-content.ts';
import { ResourceLinkContents } from './resource-link-read.tsx';

const link = {
  type: 'resource_link',
  uri: 'demo://resource/static/document/architecture.md',
  name: 'architecture.md',
  mimeType: 'text/markdown',
};
const read: CallOutcome = {
  kind: 'result',
  result: { contents: [{ uri: link.uri, mimeType: 'text/markdown', text: '# Architecture' }] },
  durationMs: 4,
};

function fakeSession(request = vi.fn(async () => read)): McpSession {
  return { request } as unknown as McpSession;
}

describe('a resource_link block', () => {
  it('offers to read the resource, and reads nothing until asked', () => {
    const html = renderToStaticMarkup(<ContentList blocks={[readContentBlock(link)]} />);
    expect(html).toContain('demo://resource/static/document/architecture.md');
    expect(html).toMatch(/<button[^>]*>Read resource<\/button>/);
    expect(html).not.toContain('Resource contents');
  });
});

describe('reading a linked resource', () => {
  it('asks the session for resources/read of the uri', async () => {
    const request = vi.fn(async () => read);
    const outcome = await new QueryClient().fetchQuery(resourceReadQuery(fakeSession(request), 7, link.uri));
    expect(request).toHaveBeenCalledWith('resources/read', { uri: link.uri });
    expect(outcome).toBe(read);
  });

  it('shows the contents read, with the shared renderers', () => {
    const html = renderToStaticMarkup(<ResourceLinkContents outcome={read} running={false} onReadAgain={() => {}} />);
    expect(html).toContain('aria-label="Resource contents"');
    expect(html).toContain('# Architecture');
    expect(html).toContain('aria-label="Content 1: text"');
    expect(html).toContain('Read again');
  });

  it('shows an error the server answered with', () => {
    const html = renderToStaticMarkup(
      <ResourceLinkContents
        outcome={{
          kind: 'error',
          code: -32002,
          codeName: 'Resource not found',
          message: 'No such resource',
          durationMs: 2,
        }}
        running={false}
        onReadAgain={() => {}}
      />,
    );
    expect(html).toContain('Resource not found');
    expect(html).toContain('No such resource');
  });
});
