import { defineRules } from './rule.ts';

const fetch = 'Fetch standard: CORS protocol';

/**
 * What a browser would refuse of a server's CORS answers, as the inspector's
 * own probe (the relay's reach check, the doctor) finds it. Not a protocol
 * rule: the inspector goes through its relay, so these never count against
 * the server.
 */
export const corsRules = defineRules({
  'cors-preflight': {
    severity: 'warning',
    means:
      'The CORS preflight (OPTIONS) got no answer, or one outside 2xx; a browser sends the request only after a 2xx.',
    cites: `${fetch} › CORS-preflight fetch`,
    fault: 'server',
  },
  'cors-allow-origin': {
    severity: 'warning',
    means: 'Access-Control-Allow-Origin is missing, another origin, several, or * where credentials are sent.',
    cites: `${fetch} › CORS check`,
    fault: 'server',
  },
  'cors-allow-credentials': {
    severity: 'warning',
    means: 'A request with credentials is answered without Access-Control-Allow-Credentials: true.',
    cites: `${fetch} › CORS check`,
    fault: 'server',
  },
  'cors-allow-methods': {
    severity: 'warning',
    means: "The preflight's Access-Control-Allow-Methods does not include the method the inspector sends.",
    cites: `${fetch} › CORS-preflight fetch`,
    fault: 'server',
  },
  'cors-allow-headers': {
    severity: 'warning',
    means: "The preflight's Allow-Headers lacks a header the inspector sends (a * never covers Authorization).",
    cites: `${fetch} › CORS-preflight fetch`,
    fault: 'server',
  },
  'cors-expose-headers': {
    severity: 'warning',
    means: 'Access-Control-Expose-Headers lacks a header the page must read (Mcp-Session-Id, WWW-Authenticate).',
    cites: `${fetch} › Access-Control-Expose-Headers`,
    fault: 'server',
  },
});
