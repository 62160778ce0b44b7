// What went wrong talking to an e-mail-marketing provider, in words staff
// and visitors can act on, with whether trying again later makes sense
// (the form submit's delivery retries only those). It is an ApiError, so a
// route that lets it through answers its status and message, never a 500.
import { ApiError } from '../platform/errors.js';

type MarketingFailure =
  /** The provider refused the key (401/403), or none is set. */
  | 'auth'
  /** The list (or the account/client id) does not exist at the provider. */
  | 'unknown-list'
  /** The provider refused the address or the member (400, member exists, compliance state …). */
  | 'invalid'
  /** 429 from the provider. */
  | 'rate-limited'
  /** 5xx, unreachable, timed out, or an answer we cannot read. */
  | 'unavailable'
  /** Our side: switched off, no list, no key name, an address the SSRF rules refuse. */
  | 'config';

const STATUS: Record<MarketingFailure, number> = {
  auth: 502,
  'unknown-list': 404,
  invalid: 400,
  'rate-limited': 429,
  unavailable: 503,
  config: 409,
};

export class MarketingError extends ApiError {
  constructor(
    readonly failure: MarketingFailure,
    message: string,
    options: { field?: string; retryAfterSeconds?: number; status?: number } = {},
  ) {
    super(
      options.status ?? STATUS[failure],
      message,
      options.field,
      options.retryAfterSeconds !== undefined ? { 'retry-after': String(options.retryAfterSeconds) } : {},
    );
    this.name = 'MarketingError';
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
  readonly retryAfterSeconds?: number;
  /** True when the same call may succeed later unchanged: rate limits and outages. */
  get retryable(): boolean {
    return this.failure === 'rate-limited' || this.failure === 'unavailable';
  }
}
