// The sandbox proxy of MCP Apps (extension io.modelcontextprotocol/ui,
// revision 2026-01-26, "Sandbox proxy"), served as-is by mcp-loupe's sandbox
// origin. Plain browser JavaScript, no build step.
//
// It writes the view into a same-origin inner frame, which keeps this page's
// Content-Security-Policy header, and passes messages between the inspector
// page (the host) and the view exactly as they came, except the methods
// reserved for the sandbox proxy (those to the host go a few at a time, each
// unchanged, in one envelope, when the host asks for it: see toHost). It sends no request of its own; it tells the
// host what it sees happen inside the view (a policy violation, a script or
// stylesheet that failed to load, an uncaught error, an unhandled rejection),
// which the view's own console would otherwise keep to itself.
//
// The view shares this page's origin (the specification asks for
// allow-same-origin), so it can reach this page's window: the sandbox is not
// a wall between the view and the host. The walls are the origin, a host
// name of this view's own (<view id>.localhost, so a site apart from the
// inspector, other local apps and other views), and the policy header; the
// host treats all that comes from this frame as the app's.
(() => {
  // biome-ignore lint/suspicious/noRedundantUseStrict: the page loads this file as a classic script, not a module, so strict mode is not implied
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
    document.body.textContent =
      'This is the sandbox mcp-loupe runs MCP Apps in: it works only inside the inspector page.';
    return;
  }

  // Once the host asks for it (RELAY: true in the params of sandbox-resource-ready; mcp-loupe's page does), what goes
  // to the host waits a moment and goes with what follows it, in order, as one message { [RELAY]: [...] }: the host's
  // page then spends one task on many (a view sending 100,000 log messages cost it 100,000 deliveries, each a task of
  // its own that no code of the page could merge, and its queue was too full to answer anything else promptly).
  // The host reads each relayed message exactly as the view sent it; RELAY_MOST bounds the host's task. A host that
  // does not ask gets each message on its own, as the specification's sandbox proxy sends it.
  const RELAY = 'mcp-loupe/relay';
  const RELAY_MOST = 200;
  let batching = false;
  let relaying = [];
  const flush = () => {
    if (relaying.length === 0) return;
    const batch = relaying;
    relaying = [];
    window.parent.postMessage({ [RELAY]: batch }, hostOrigin);
  };
  const toHost = (message) => {
    if (!batching) return window.parent.postMessage(message, hostOrigin);
    relaying.push(message);
    if (relaying.length >= RELAY_MOST) flush();
    else if (relaying.length === 1) setTimeout(flush, 0);
  };
  const notify = (method, params) => toHost({ jsonrpc: '2.0', method, params });
  const sandboxError = (message) => notify('ui/notifications/sandbox-error', { message });
  const methodOf = (data) =>
    typeof data === 'object' && data !== null && typeof data.method === 'string' ? data.method : undefined;

  /** The view's frame, made when the host sends the resource. */
  let inner;

  function sandboxProblem(value) {
    if (typeof value !== 'string') return 'is not a string';
    const tokens = value.split(/\s+/).filter(Boolean);
    const refused = tokens.filter((token) => !SANDBOX_TOKENS.has(token));
    if (refused.length > 0) return `asks for ${refused.join(', ')}, which the sandbox does not grant`;
    if (!tokens.includes('allow-same-origin'))
      return 'lacks allow-same-origin, without which the sandbox cannot write the view into its frame';
    return undefined;
  }

  // URLs the view's policy blocked: a load that failed for that is said once, by the violation.
  const blockedByPolicy = new Set();
  const LOADED_BY = {
    SCRIPT: 'src',
    IMG: 'src',
    LINK: 'href',
    VIDEO: 'src',
    AUDIO: 'src',
    SOURCE: 'src',
    IFRAME: 'src',
  };
  const text = (value, limit = 2000) => {
    try {
      return String(value).slice(0, limit);
    } catch {
      return 'an unprintable value';
    }
  };

  function reportViolation(event) {
    if (!event.isTrusted) return;
    if (event.blockedURI) blockedByPolicy.add(event.blockedURI);
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

  /**
   * A script, stylesheet, image or media element of the view that failed to
   * load. The event does not say why; the violation (queued beside it) does
   * when the policy was the cause, so the report waits a moment for it.
   */
  function reportLoadError(event) {
    const element = event.target;
    const attribute = element && LOADED_BY[element.tagName];
    if (!event.isTrusted || !attribute) return;
    const url = element.currentSrc || element[attribute] || element.getAttribute(attribute) || '';
    const view = inner.contentWindow;
    setTimeout(() => {
      let status;
      try {
        // Resource Timing knows the HTTP status where the browser exposes it (0 when it does not, or when nothing answered).
        status = view.performance.getEntriesByName(url).at(-1)?.responseStatus;
      } catch {}
      notify('ui/notifications/sandbox-load-error', {
        url: text(url),
        element: element.tagName.toLowerCase(),
        ...(element.tagName === 'LINK' ? { rel: text(element.rel, 100) } : {}),
        ...(typeof status === 'number' && status > 0 ? { status } : {}),
        ...(blockedByPolicy.has(url) ? { blockedByPolicy: true } : {}),
      });
    }, 200);
  }

  function reportError(event) {
    if (!event.isTrusted) return;
    const error = event.error;
    notify('ui/notifications/sandbox-uncaught-error', {
      message: text(event.message),
      ...(event.filename ? { filename: text(event.filename) } : {}),
      ...(event.lineno ? { lineno: event.lineno, colno: event.colno } : {}),
      ...(error && typeof error === 'object' && typeof error.name === 'string' ? { name: text(error.name, 100) } : {}),
      ...(error && typeof error === 'object' && typeof error.stack === 'string' ? { stack: text(error.stack) } : {}),
    });
  }

  function reportRejection(event) {
    if (!event.isTrusted) return;
    const reason = event.reason;
    const isError = reason && typeof reason === 'object' && typeof reason.message === 'string';
    notify('ui/notifications/sandbox-unhandled-rejection', {
      reason: isError ? text(reason.message) : text(reason),
      ...(isError && typeof reason.name === 'string' ? { name: text(reason.name, 100) } : {}),
      ...(isError && typeof reason.stack === 'string' ? { stack: text(reason.stack) } : {}),
    });
  }

  function loadView(params) {
    const html = params?.html;
    if (typeof html !== 'string')
      return sandboxError('ui/notifications/sandbox-resource-ready carried no html string: no view was loaded');
    const problem = params.sandbox === undefined ? undefined : sandboxProblem(params.sandbox);
    if (problem)
      return sandboxError(`The sandbox attribute ${JSON.stringify(params.sandbox)} ${problem}: no view was loaded`);
    inner = document.createElement('iframe');
    // Before insertion: a frame's sandbox flags are fixed when its document is made.
    inner.setAttribute('sandbox', params.sandbox ?? DEFAULT_SANDBOX);
    if (allow) inner.setAttribute('allow', allow);
    inner.title = 'view';
    inner.style.cssText = 'display:block;width:100%;height:100%;border:0';
    document.body.appendChild(inner);
    const doc = inner.contentDocument;
    doc.open();
    // open() drops every listener of the document and its window; these must hear the view while it is parsed.
    doc.addEventListener('securitypolicyviolation', reportViolation);
    // Load errors do not bubble: heard in the capture phase, on their way to the element.
    doc.addEventListener('error', reportLoadError, true);
    inner.contentWindow.addEventListener('error', reportError);
    inner.contentWindow.addEventListener('unhandledrejection', reportRejection);
    doc.write(html);
    doc.close();
  }

  function fromHost(data) {
    const method = methodOf(data);
    if (method === 'ui/notifications/sandbox-resource-ready') {
      if (inner)
        return sandboxError(
          'The host sent ui/notifications/sandbox-resource-ready again: a view is loaded once, so it was dropped',
        );
      batching = data.params?.[RELAY] === true;
      return loadView(data.params);
    }
    if (method?.startsWith(RESERVED))
      return sandboxError(`The host sent ${method}, a method the sandbox proxy does not handle: dropped`);
    if (!inner)
      return sandboxError(
        `The host sent ${method ?? 'a message without a method'} before the view was loaded: dropped`,
      );
    // The inner frame is of this origin; a view that navigated elsewhere gets nothing.
    inner.contentWindow.postMessage(data, window.location.origin);
  }

  function fromView(event) {
    if (event.origin !== window.location.origin)
      return sandboxError(
        `A message from ${event.origin} in the view's frame was dropped: the view left the sandbox's origin`,
      );
    const method = methodOf(event.data);
    if (method?.startsWith(RESERVED))
      return sandboxError(`The view sent ${method}, a method reserved for the sandbox proxy: dropped`);
    toHost(event.data);
  }

  window.addEventListener('message', (event) => {
    if (event.source === window.parent && event.origin === hostOrigin) fromHost(event.data);
    else if (inner && event.source === inner.contentWindow) fromView(event);
  });

  notify('ui/notifications/sandbox-proxy-ready', {});
})();
