// The sandbox proxy of MCP Apps (extension io.modelcontextprotocol/ui,
// revision 2026-01-26, "Sandbox proxy"), served as-is by mcp-loupe's sandbox
// origin. Plain browser JavaScript, no build step.
//
// It writes the view into a same-origin inner frame, which keeps this page's
// Content-Security-Policy header, and passes messages between the inspector
// page (the host) and the view exactly as they came, except the methods
// reserved for the sandbox proxy. It sends no request of its own.
//
// The view shares this page's origin (the specification asks for
// allow-same-origin), so it can reach this page's window: the sandbox is not
// a wall between the view and the host. The walls are the origin, a host
// name of this view's own (<view id>.localhost, so a site apart from the
// inspector, other local apps and other views), and the policy header; the
// host treats all that comes from this frame as the app's.
(() => {
  'use strict';

  const RESERVED = 'ui/notifications/sandbox-';
  const DEFAULT_SANDBOX = 'allow-scripts allow-same-origin allow-forms';
  // What the host may ask for the inner frame; never top navigation.
  const SANDBOX_TOKENS = new Set([
    'allow-scripts',
    'allow-same-origin',
    'allow-forms',
    'allow-popups',
    'allow-popups-to-escape-sandbox',
    'allow-modals',
    'allow-downloads',
  ]);

  const setting = (name) => document.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? '';
  const hostOrigin = setting('mcp-loupe-host-origin');
  const allow = setting('mcp-loupe-allow');

  // Run only in a frame, and not in a frame of another page than the host
  // (where the browser says which page that is).
  function framedByHost() {
    try {
      if (window.top === window || window.parent === window) return false;
      const ancestor = window.location.ancestorOrigins?.[0];
      return ancestor === undefined || ancestor === 'null' || ancestor === hostOrigin;
    } catch {
      return false;
    }
  }

  if (!hostOrigin || !framedByHost()) {
    document.body.textContent = 'This is the sandbox mcp-loupe runs MCP Apps in: it works only inside the inspector page.';
    return;
  }

  const toHost = (message) => window.parent.postMessage(message, hostOrigin);
  const notify = (method, params) => toHost({ jsonrpc: '2.0', method, params });
  const sandboxError = (message) => notify('ui/notifications/sandbox-error', { message });
  const methodOf = (data) => (typeof data === 'object' && data !== null && typeof data.method === 'string' ? data.method : undefined);

  /** The view's frame, made when the host sends the resource. */
  let inner;

  function sandboxProblem(value) {
    if (typeof value !== 'string') return 'is not a string';
    const tokens = value.split(/\s+/).filter(Boolean);
    const refused = tokens.filter((token) => !SANDBOX_TOKENS.has(token));
    if (refused.length > 0) return `asks for ${refused.join(', ')}, which the sandbox does not grant`;
    if (!tokens.includes('allow-same-origin')) return 'lacks allow-same-origin, without which the sandbox cannot write the view into its frame';
    return undefined;
  }

  function reportViolation(event) {
    if (!event.isTrusted) return;
    notify('ui/notifications/sandbox-csp-violation', {
      blockedURI: event.blockedURI,
      effectiveDirective: event.effectiveDirective,
      violatedDirective: event.violatedDirective,
      originalPolicy: event.originalPolicy,
      sourceFile: event.sourceFile,
      lineNumber: event.lineNumber,
      columnNumber: event.columnNumber,
      sample: event.sample,
      disposition: event.disposition,
    });
  }

  function loadView(params) {
    const html = params?.html;
    if (typeof html !== 'string') return sandboxError('ui/notifications/sandbox-resource-ready carried no html string: no view was loaded');
    const problem = params.sandbox === undefined ? undefined : sandboxProblem(params.sandbox);
    if (problem) return sandboxError(`The sandbox attribute ${JSON.stringify(params.sandbox)} ${problem}: no view was loaded`);
    inner = document.createElement('iframe');
    // Before insertion: a frame's sandbox flags are fixed when its document is made.
    inner.setAttribute('sandbox', params.sandbox ?? DEFAULT_SANDBOX);
    if (allow) inner.setAttribute('allow', allow);
    inner.title = 'view';
    inner.style.cssText = 'display:block;width:100%;height:100%;border:0';
    document.body.appendChild(inner);
    const doc = inner.contentDocument;
    doc.open();
    // open() drops every listener; this one must hear violations while the view is parsed.
    doc.addEventListener('securitypolicyviolation', reportViolation);
    doc.write(html);
    doc.close();
  }

  function fromHost(data) {
    const method = methodOf(data);
    if (method === 'ui/notifications/sandbox-resource-ready') {
      if (inner) return sandboxError('The host sent ui/notifications/sandbox-resource-ready again: a view is loaded once, so it was dropped');
      return loadView(data.params);
    }
    if (method?.startsWith(RESERVED)) return sandboxError(`The host sent ${method}, a method the sandbox proxy does not handle: dropped`);
    if (!inner) return sandboxError(`The host sent ${method ?? 'a message without a method'} before the view was loaded: dropped`);
    // The inner frame is of this origin; a view that navigated elsewhere gets nothing.
    inner.contentWindow.postMessage(data, window.location.origin);
  }

  function fromView(event) {
    if (event.origin !== window.location.origin) return sandboxError(`A message from ${event.origin} in the view's frame was dropped: the view left the sandbox's origin`);
    const method = methodOf(event.data);
    if (method?.startsWith(RESERVED)) return sandboxError(`The view sent ${method}, a method reserved for the sandbox proxy: dropped`);
    toHost(event.data);
  }

  window.addEventListener('message', (event) => {
    if (event.source === window.parent && event.origin === hostOrigin) fromHost(event.data);
    else if (inner && event.source === inner.contentWindow) fromView(event);
  });

  notify('ui/notifications/sandbox-proxy-ready', {});
})();
