// The limits the routes apply (issue item 5; security rows 8 and 16). Each
// rule names its own key space (`name`), so the same subject (an address, a
// user id) under two rules never shares a counter, and says what is counted
// (`what`) for the 429 message. Keys come from the server's view of the
// caller — clientAddress() (never a header an untrusted peer controls), the
// signed-in user's id, or the target account — never from a body field the
// client can vary freely.
//
// The limiter is per process: with N instances behind a balancer each limit
// is effectively N times larger (the database lockout is not).
import type { WindowRule } from './limiter.js';

export interface Rule extends WindowRule {
  /** Key prefix; unique per rule. */
  readonly name: string;
  /** "Too many {what}: try again in N seconds". */
  readonly what: string;
}

const MINUTE = 60_000;

/**
 * Sign-in attempts (login, change-password) per client address: credential
 * stuffing across many accounts from one address. Count every attempt, and
 * do NOT reset it on a successful sign-in — an attacker with an account of
 * their own could otherwise sign in between guesses to clear it.
 */
export const LOGIN_PER_ADDRESS: Rule = { name: 'login-address', what: 'sign-in attempts from this address', limit: 20, windowMs: 5 * MINUTE };

/**
 * Sign-in attempts per target account (key: accountKey(UserName), better the
 * account's Id when the name resolves — a name and an e-mail that both sign in
 * to one account must share one counter). Sits beside the database lockout
 * (5 failures → 15 minutes): it also caps attempts against unknown names and
 * attempts during a lockout, and unknown names are counted exactly like known
 * ones, so the 429 reveals nothing.
 */
export const LOGIN_PER_ACCOUNT: Rule = { name: 'login-account', what: 'sign-in attempts for this account', limit: 10, windowMs: 15 * MINUTE };

/**
 * E-mailed second-factor codes per account: requests that send a code and
 * tries of a code together (each code already allows 5 tries, 10 minutes).
 * Keeps one account's mailbox from being flooded and caps guesses across
 * fresh codes.
 */
export const CODE_PER_ACCOUNT: Rule = { name: 'code-account', what: 'verification code requests for this account', limit: 10, windowMs: 15 * MINUTE };

/** Self-service password reset requests per client address. */
export const RESET_PER_ADDRESS: Rule = { name: 'reset-address', what: 'password reset requests from this address', limit: 5, windowMs: 15 * MINUTE };

/** Reset e-mails per target address (normalised e-mail): one inbox cannot be flooded from many addresses. */
export const RESET_PER_ACCOUNT: Rule = { name: 'reset-account', what: 'password reset requests for this account', limit: 3, windowMs: 60 * MINUTE };

/** The public form submit, per client address: a person sends a form now and then; a bot sends many. */
export const FORM_SUBMIT_PER_ADDRESS: Rule = { name: 'form-address', what: 'form submissions from this address', limit: 10, windowMs: MINUTE };

/** Every signed-in API call, per user id: generous (the admin app fires several calls per screen), it only stops a runaway script. */
export const API_PER_USER: Rule = { name: 'api-user', what: 'requests', limit: 1200, windowMs: MINUTE };

/** Calls that cost real work or money, per user id: AI, e-mail send, cache clears, sitemap, downloads, exports. */
export const EXPENSIVE_PER_USER: Rule = { name: 'expensive-user', what: 'expensive requests (AI, e-mail, cache, export)', limit: 30, windowMs: 10 * MINUTE };

export const RULES = {
  LOGIN_PER_ADDRESS,
  LOGIN_PER_ACCOUNT,
  CODE_PER_ACCOUNT,
  RESET_PER_ADDRESS,
  RESET_PER_ACCOUNT,
  FORM_SUBMIT_PER_ADDRESS,
  API_PER_USER,
  EXPENSIVE_PER_USER,
} as const;
