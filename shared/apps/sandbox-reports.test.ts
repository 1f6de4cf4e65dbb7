import { describe, expect, it } from 'vitest';
import { hostProfile } from './host-profiles.ts';
import { SandboxReports } from './sandbox-reports.ts';

const violation = (blockedURI: string, effectiveDirective: string) =>
  ['ui/notifications/sandbox-csp-violation', { blockedURI, effectiveDirective }] as const;

describe('SandboxReports', () => {
  it("keeps a blocked eval as information about the host's policy, naming the profile that blocked it and the one that would not", () => {
    const reports = new SandboxReports(hostProfile('spec'));
    const [found] = reports.see(...violation('eval', 'script-src'));
    expect(found).toMatchObject({ rule: 'app-csp-violation', severity: 'info' });
    expect(found!.message).toContain('(profile Specification default) blocked eval (script-src)');
    expect(found!.message).toContain('ext-apps reference host grants it');
    expect(found!.message).toContain('zod');
    // Should the view never initialize, the note on it names the blocked eval.
    expect(reports.trouble).toEqual([expect.stringContaining('its Content-Security-Policy blocked eval')]);
    expect(new SandboxReports().trouble).toEqual([]);
  });

  it("makes a blocked eval the view's trouble once an uncaught EvalError follows it, or when the view never initializes", () => {
    const reports = new SandboxReports();
    reports.see(...violation('eval', 'script-src'));
    const [error] = reports.see('ui/notifications/sandbox-uncaught-error', {
      message:
        "Uncaught EvalError: Refused to evaluate a string as JavaScript because 'unsafe-eval' is not an allowed source",
      name: 'EvalError',
      filename: 'about:srcdoc',
      lineno: 3,
      colno: 9,
    });
    expect(error).toMatchObject({ rule: 'app-uncaught-error', severity: 'error' });
    expect(error!.message).toContain('at about:srcdoc:3:9');
    expect(error!.message).toContain(
      'the view needs eval, which the Specification default profile forbids and no _meta.ui.csp key can allow; ext-apps reference host grants it',
    );
    expect(reports.evalNeeded()).toMatchObject({ rule: 'app-needs-eval', severity: 'error' });
    expect(new SandboxReports().evalNeeded()).toBeUndefined();
  });

  it('knows an EvalError for what it is also when it comes before the violation (the browser queues the violation)', () => {
    const reports = new SandboxReports();
    const [error] = reports.see('ui/notifications/sandbox-uncaught-error', {
      message:
        "Uncaught EvalError: Evaluating a string as JavaScript violates the following Content Security Policy directive because 'unsafe-eval' is not an allowed source of script",
      name: 'EvalError',
    });
    expect(error!.message).toContain('the view needs eval');
    reports.see(...violation('eval', 'script-src'));
    expect(reports.trouble).toEqual([
      expect.stringMatching(
        /^it threw Uncaught EvalError: .*: its Content-Security-Policy blocked eval \(the Specification default profile forbids it\)$/,
      ),
    ]);
    expect(reports.evalNeeded()).toMatchObject({ rule: 'app-needs-eval' });
  });

  it('says a blob: URL is a scheme no _meta.ui.csp key allows, never to declare it', () => {
    const [found] = new SandboxReports().see(...violation('blob', 'media-src'));
    expect(found!.message).not.toContain('may load only what');
    expect(found!.message).toContain(
      'no _meta.ui.csp key can allow them (its entries are origins; blob: is a scheme); ext-apps reference host grants it',
    );
    // Under the profile that grants blob:, nothing else here would.
    expect(new SandboxReports(hostProfile('ext-apps')).see(...violation('blob', 'frame-src'))[0]!.message).toContain(
      'no other host profile here grants it',
    );
  });

  it('reports a load that failed with its URL, and not as a failure when the policy blocked it', () => {
    const reports = new SandboxReports();
    const [failed] = reports.see('ui/notifications/sandbox-load-error', {
      url: 'http://nothing.invalid/lib.js',
      element: 'script',
    });
    expect(failed).toMatchObject({ rule: 'app-load-failed', severity: 'warning' });
    expect(failed!.message).toContain('script http://nothing.invalid/lib.js failed to load');
    expect(failed!.message).toContain('Content-Security-Policy allowed it');
    expect(
      reports.see('ui/notifications/sandbox-load-error', {
        url: 'https://cdn.example/a.css',
        element: 'link',
        rel: 'stylesheet',
        status: 404,
      })[0]!.message,
    ).toContain('the server answered HTTP 404');
    expect(
      reports.see('ui/notifications/sandbox-load-error', {
        url: 'https://x.example/a.js',
        element: 'script',
        blockedByPolicy: true,
      })[0],
    ).toMatchObject({ severity: 'info' });
    expect(reports.trouble).toEqual([
      expect.stringContaining('http://nothing.invalid/lib.js failed to load'),
      expect.stringContaining('HTTP 404'),
    ]);
  });

  it('reports an uncaught error and an unhandled rejection', () => {
    const reports = new SandboxReports();
    expect(
      reports.see('ui/notifications/sandbox-uncaught-error', {
        message: 'Uncaught TypeError: x is undefined',
        name: 'TypeError',
      })[0],
    ).toMatchObject({
      rule: 'app-uncaught-error',
      severity: 'error',
      message: 'The view threw an uncaught error: Uncaught TypeError: x is undefined',
    });
    expect(
      reports.see('ui/notifications/sandbox-unhandled-rejection', { reason: 'boom', name: 'Error' })[0],
    ).toMatchObject({
      rule: 'app-unhandled-rejection',
      message: 'The view left a promise rejection unhandled: Error: boom',
    });
    expect(reports.trouble).toHaveLength(2);
    // Not an error the view threw: the browser's word on a resize observer.
    expect(
      reports.see('ui/notifications/sandbox-uncaught-error', {
        message: 'ResizeObserver loop completed with undelivered notifications.',
      })[0],
    ).toMatchObject({ severity: 'info' });
    expect(reports.trouble).toHaveLength(2);
  });
});
