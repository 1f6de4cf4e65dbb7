import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Finding } from '../../../../shared/diagnose/finding.ts';
import { resultOutcome, type CallOutcome } from '../../../../shared/session/call-outcome.ts';
import { ToolResult } from './tool-result.tsx';

const render = (outcome: CallOutcome | undefined, running = false) =>
  renderToStaticMarkup(<ToolResult outcome={outcome} running={running} />);
/** A result as the session makes it, with the strict findings made of it. */
const result = (value: unknown, judged: Finding[] = []): CallOutcome => resultOutcome(value, judged, 123);
/** A strict schema finding at `pointer`. */
const strict = (pointer: string, message: string): Finding => ({
  rule: 'result-schema',
  severity: 'error',
  pointer,
  source: '2025-11-25',
  message,
});

describe('ToolResult', () => {
  it('is a region named Result with a placeholder before any run', () => {
    const html = render(undefined);
    expect(html).toMatch(/^<section aria-label="Result"/);
    expect(html).toContain('Run the tool to see its result here.');
  });

  it('says Running… while running', () => {
    expect(render(undefined, true)).toContain('Running…');
    expect(render(result({ content: [] }), true)).not.toContain('123 ms');
  });

  it('shows text content and the duration', () => {
    const html = render(result({ content: [{ type: 'text', text: 'Echo: hello' }] }));
    expect(html).toContain('Echo: hello');
    expect(html).toContain('123 ms');
    expect(html).toContain('>ok<');
    expect(html).not.toContain('Protocol problems');
  });

  it('pretty-prints JSON text in monospace', () => {
    const html = render(result({ content: [{ type: 'text', text: '{"a":1,"b":[2]}' }] }));
    expect(html).toContain('{\n  &quot;a&quot;: 1,');
    expect(html).toContain('Pretty-print');
    expect(html).toContain('font-mono');
  });

  it('shows images and audio from data URLs with their size', () => {
    const html = render(
      result({
        content: [
          { type: 'image', data: 'iVBORw0KGgo=', mimeType: 'image/png' },
          { type: 'audio', data: 'UklGRg==', mimeType: 'audio/wav' },
        ],
      }),
    );
    expect(html).toContain('src="data:image/png;base64,iVBORw0KGgo="');
    expect(html).toContain('8 B');
    expect(html).toContain('<audio controls=""');
    expect(html).toContain('src="data:audio/wav;base64,UklGRg=="');
  });

  it('shows embedded resources and resource links', () => {
    const html = render(
      result({
        content: [
          { type: 'resource', resource: { uri: 'demo://resource/1', mimeType: 'text/plain', text: 'Resource one' } },
          {
            type: 'resource',
            resource: { uri: 'demo://files/data.gz', mimeType: 'application/gzip', blob: 'H4sIAAAAAAAA' },
          },
          {
            type: 'resource_link',
            uri: 'demo://resource/2',
            name: 'two',
            description: 'The second',
            mimeType: 'text/plain',
          },
        ],
      }),
    );
    expect(html).toContain('demo://resource/1');
    expect(html).toContain('Resource one');
    expect(html).toContain('download="data.gz"');
    expect(html).toContain('9 B blob');
    expect(html).toContain('The second');
  });

  it('shows structuredContent in its own block', () => {
    const html = render(result({ content: [], structuredContent: { temperature: 22.5 } }));
    expect(html).toContain('Structured content');
    expect(html).toContain('&quot;temperature&quot;: 22.5');
  });

  it('marks isError results', () => {
    const html = render(result({ content: [{ type: 'text', text: 'boom' }], isError: true }));
    expect(html).toContain('Tool reported an error');
    expect(html).toContain('border-rose-800');
  });

  it('lists protocol problems and keeps unknown content visible', () => {
    const html = render(
      result({ content: [{ type: 'hologram', beam: 7 }] }, [
        strict('/result/content/0/type', 'content[0].type: invalid'),
      ]),
    );
    expect(html).toContain('Protocol problems');
    expect(html).toContain('content[0].type: invalid');
    expect(html).toContain('Unknown content type &quot;hologram&quot;');
    expect(html).toContain('&quot;beam&quot;: 7');
  });

  it('labels an image with the mimeType as sent, and flags one that is not a string', () => {
    const html = render(
      result({ content: [{ type: 'image', data: 'iVBORw0KGgo=', mimeType: 5 }] }, [
        strict('/result/content/0', 'content[0]: matches none of the 5 allowed shapes'),
      ]),
    );
    expect(html).not.toMatch(/>image\/png</);
    expect(html).toContain('&quot;mimeType&quot; is 5, not a string');
    expect(html).toContain('alt="Image content 1 (no mimeType)"');
  });

  it('counts exactly the problems it lists, each once', () => {
    const judged = [
      strict('/result/content/0', 'content[0]: matches none of the 5 allowed shapes'),
      strict(
        '/result/content/1',
        'content[1]: matches none of the 5 allowed shapes (type must be one of text, image, audio, resource_link, resource)',
      ),
      strict('/result/content/3', 'content[3]: matches none of the 5 allowed shapes'),
      strict('/result/isError', 'isError: expected boolean, received string'),
    ];
    const html = render(
      result(
        {
          content: [null, { type: 'hologram' }, { type: 'text', text: 'ok' }, { type: 'text', text: {} }],
          isError: 'no',
        },
        judged,
      ),
    );
    const listed = html.slice(html.indexOf('Protocol problems')).match(/<li>/g) ?? [];
    expect(listed).toHaveLength(4);
    expect(html).toContain('>4 problems<');
    expect(html).toContain('&quot;isError&quot; is not a boolean');
    expect(html).not.toContain('isError: expected boolean');
  });

  it('shows the problem badge whenever it lists a problem, strict or not', () => {
    const html = render(result({}));
    expect(html).toContain('The result has no &quot;content&quot; array');
    expect(html).toContain('>1 problem<');
  });

  it('shows a result that is not an object', () => {
    const html = render(result('just a string'));
    expect(html).toContain('The result is not a JSON object');
    expect(html).toContain('&quot;just a string&quot;');
  });

  it('shows JSON-RPC errors with code, name, message and data', () => {
    const html = render({
      kind: 'error',
      code: -32602,
      codeName: 'Invalid params',
      message: 'Bad "message"',
      data: { field: 'message' },
      durationMs: 5,
    });
    expect(html).toContain('-32602');
    expect(html).toContain('Invalid params');
    expect(html).toContain('Bad &quot;message&quot;');
    expect(html).toContain('&quot;field&quot;: &quot;message&quot;');
  });

  it('never says ok beside an answer the protocol rules flag, and lists the findings', () => {
    const findings = [
      {
        rule: 'response-id-type',
        severity: 'error' as const,
        pointer: '/id',
        source: 'JSON-RPC 2.0',
        message: 'answers id "1", but the pending tools/call (entry 3) has id 1',
      },
    ];
    const html = render({ ...result({ content: [{ type: 'text', text: 'fine' }] }), findings } as CallOutcome);
    expect(html).not.toContain('>ok<');
    expect(html).toContain('>flagged<');
    expect(html).toContain('aria-label="Findings on the wire"');
    expect(html).toContain('response-id-type');
    expect(html).toContain('fine');
  });

  it('still says ok when the only findings are for information', () => {
    const findings = [
      {
        rule: 'meta-key-empty',
        severity: 'info' as const,
        pointer: '/result/_meta/',
        source: '2025-11-25',
        message: 'an empty _meta key',
      },
    ];
    const html = render({ ...result({ content: [] }), findings } as CallOutcome);
    expect(html).toContain('>ok<');
    expect(html).toContain('meta-key-empty');
  });

  it('does not list a finding twice when the problems already say it', () => {
    const message = 'content[1]: audio content arrived in revision 2025-03-26, but this session speaks 2024-11-05';
    const finding: Finding = {
      rule: 'member-too-new',
      severity: 'warning',
      pointer: '/result/content/1',
      source: '2025-03-26',
      message,
    };
    const html = render(result({ content: [] }, [finding]));
    expect(html.split(message)).toHaveLength(2);
    expect(html).not.toContain('aria-label="Findings on the wire"');
  });

  it('tells findings apart by what they are, not by their words: a frame\u2019s finding that reads like a problem is still listed', () => {
    const message = 'isError: expected boolean, received string';
    const onFrame: Finding = {
      rule: 'member-too-new',
      severity: 'error',
      pointer: '/result/isError',
      source: 'JSON-RPC 2.0',
      message,
    };
    const judged = resultOutcome({ content: [], isError: 'no' }, [strict('/result/isError', message)], 123);
    const html = render({ ...judged, findings: [onFrame, ...(judged.findings ?? [])] });
    expect(html).toContain('aria-label="Findings on the wire"');
    expect(html).toContain('member-too-new');
    expect(html).toContain('&quot;isError&quot; is not a boolean');
    expect(html).toContain('>2 problems<');
  });

  it('lists the findings under an error answer too', () => {
    const findings = [
      {
        rule: 'error-code-reserved' as const,
        severity: 'warning' as const,
        pointer: '/error/code',
        source: 'JSON-RPC 2.0',
        message: '-32100 lies in the range JSON-RPC reserves',
      },
    ];
    const html = render({
      kind: 'error',
      code: -32100,
      codeName: 'Reserved by JSON-RPC (undefined)',
      message: 'odd',
      durationMs: 1,
      findings,
    });
    expect(html).toContain('error-code-reserved');
  });

  it('shows local failures without a code', () => {
    expect(render({ kind: 'error', message: 'Not connected', durationMs: 0 })).toContain('Request failed');
  });

  it('shows cancellation with its time', () => {
    expect(render({ kind: 'cancelled', durationMs: 1500 })).toContain('Cancelled after 1,500 ms');
  });

  it('collapses huge text', () => {
    const big = 'x'.repeat(20 * 1024 * 1024);
    const html = render(result({ content: [{ type: 'text', text: big }] }));
    // The page gets a part of the text, whatever the machine's speed: what is rendered is the proof, not how long it took.
    expect(html.length).toBeLessThan(50_000);
    expect(html).toContain('Show all');
    expect(html).toContain('Showing 10,000 of 20,971,520 characters.');
  });
});
