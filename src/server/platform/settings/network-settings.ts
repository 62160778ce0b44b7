// The network group's settings (proxies, outbound fetches, webhooks' addresses, CORS, the per-user
// limit): declared apart from schema.ts, which spreads them in, so each file stays one screen of settings.
import Type from 'typebox';
import { compileTrust } from '../plugins/client-address.js';
import { setting } from './declaration.js';

// Address lists are compiled by the code that uses them, so a bad entry is refused with the same rule at start.
export function addressListProblem(entries: string[], name: string): string | undefined {
  try {
    compileTrust(entries, name);
    return undefined;
  } catch (e) {
    return (e as Error).message;
  }
}

export const NETWORK_SETTINGS = {
  TRUSTED_PROXIES: setting({
    group: 'network',
    type: Type.Array(Type.String()),
    default: [],
    check: addressListProblem,
    accepts: 'a comma-separated list of addresses, subnets (10.0.0.0/8) or the names loopback, linklocal, uniquelocal',
    description: 'Reverse proxies whose X-Forwarded-For and X-Request-Id are believed.',
  }),
  FETCH_ALLOW: setting({
    group: 'network',
    type: Type.Array(Type.String()),
    default: [],
    check: addressListProblem,
    accepts: 'a comma-separated list of addresses, subnets (10.0.0.0/8) or the names loopback, linklocal, uniquelocal',
    description:
      "Private addresses the server may still fetch from on a user's behalf (POST /api/v1/mc/download), e.g. an intranet file server; empty: public addresses only.",
  }),
  WEBHOOK_ALLOW_PRIVATE: setting({
    group: 'network',
    type: Type.Boolean(),
    default: false,
    description:
      'true: webhooks may call loopback, private and link-local addresses (development and tests only); false: such addresses are refused when a webhook is saved and at each delivery (docs/webhooks.md).',
  }),
  CORS_ORIGINS: setting({
    group: 'network',
    type: Type.Array(Type.String()),
    default: [],
    accepts: 'a comma-separated list of origins such as https://www.example.org',
    description: 'Other origins allowed to call the API from a browser (same origin only when empty).',
  }),
  API_REQUESTS_PER_MINUTE: setting({
    group: 'network',
    type: Type.Integer({ minimum: 0, maximum: 1_000_000_000 }),
    // Off unless an operator sets it: any limit below what the server can serve refuses a signed-in
    // client's load test or import, and staff are trusted (docs/decisions/0133-per-user-api-limit-off-by-default.md).
    default: 0,
    description:
      'Data calls (generic interface, editor, site tools) allowed per user per minute, counted across every instance; 0 (the default) turns the limit off. A value such as 1200 stops a runaway script of any one account.',
  }),
};
