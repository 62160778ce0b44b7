// The limits the routes apply (issue item 5; security rows 8 and 16). Each
// rule names its own key space (`name`), so the same subject (an address, a
// user id) under two rules never shares a counter, and says what is counted
// (`what`) for the 429 message. Keys come from the server's view of the
// caller — clientAddress() (never a header an untrusted peer controls), the
// signed-in user's id, or the target account — never from a body field the
// client can vary freely.
//
// Window semantics, by dialect (store.ts; the table in docs/decisions/0009-abuse-limits.md).
// "Exact sliding": at most `limit` allowed hits in any
// window of `windowMs`; refused hits are not counted, and Retry-After is when
// the oldest counted hit leaves the window.
//   SQLite (one process): every rule exact sliding, in memory (limiter.ts).
//   PostgreSQL (every instance shares one budget per key):
//     - every rule but API_PER_USER: exact sliding, in _rate_limits, one
//       atomic statement per hit (postgres-window.ts);
//     - API_PER_USER: sliding in whole seconds, decided from memory on
//       tokens leased in slices (shared-budget.ts): exact across instances,
//       a database round trip per slice, none per call.
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
 * their own could otherwise sign in between guesses to clear it. 60 in 5
 * minutes, not fewer: a whole office behind one NAT address signs in at nine.
 */
export const LOGIN_PER_ADDRESS: Rule = {
  name: 'login-address',
  what: 'sign-in attempts from this address',
  limit: 60,
  windowMs: 5 * MINUTE,
};

/**
 * Sign-in attempts per target account (key: accountKey(UserName), the name as
 * typed, normalised the way the lookup compares it). Sits beside the database
 * lockout (5 failures → 15 minutes): it also caps attempts against unknown
 * names and attempts during a lockout, whatever address they come from, and
 * unknown names are counted exactly like known ones, so the 429 reveals
 * nothing. A completed sign-in resets it: that needed the password (and code).
 * Code tries are sign-in attempts too (they carry the password), so they
 * share this counter on top of each code's own 5 tries.
 */
export const LOGIN_PER_ACCOUNT: Rule = {
  name: 'login-account',
  what: 'sign-in attempts for this account',
  limit: 10,
  windowMs: 15 * MINUTE,
};

/** Self-service password reset requests per client address. */
export const RESET_PER_ADDRESS: Rule = {
  name: 'reset-address',
  what: 'password reset requests from this address',
  limit: 5,
  windowMs: 15 * MINUTE,
};

/** Reset e-mails per target address (normalised e-mail): one inbox cannot be flooded from many addresses. */
export const RESET_PER_ACCOUNT: Rule = {
  name: 'reset-account',
  what: 'password reset requests for this account',
  limit: 3,
  windowMs: 60 * MINUTE,
};

/** The public form submit, per client address: a person sends a form now and then; a bot sends many. */
export const FORM_SUBMIT_PER_ADDRESS: Rule = {
  name: 'form-address',
  what: 'form submissions from this address',
  limit: 10,
  windowMs: MINUTE,
};

/**
 * Every signed-in data call, per user id, when an operator turns it on: it
 * only stops a runaway script. The limit is the API_REQUESTS_PER_MINUTE
 * setting (config.ts; off by default, decision 0133); 1200 here is the value
 * the docs suggest (the admin app fires several calls per screen). The one
 * high-volume rule: on PostgreSQL leased in slices (see above), so that only
 * the call that empties a slice waits for the database.
 */
export const API_PER_USER: Rule = { name: 'api-user', what: 'requests', limit: 1200, windowMs: MINUTE };

/** E-mails sent through POST /api/v1/mc/email/send, per user id. */
export const EMAIL_SEND_PER_USER: Rule = { name: 'email-user', what: 'e-mails sent', limit: 20, windowMs: 10 * MINUTE };

/** Calls that cost real work or money, per user id: AI, cache clears, sitemap, downloads. */
export const EXPENSIVE_PER_USER: Rule = {
  name: 'expensive-user',
  what: 'expensive requests (AI, e-mail, cache, export)',
  limit: 30,
  windowMs: 10 * MINUTE,
};

export const RULES = {
  LOGIN_PER_ADDRESS,
  LOGIN_PER_ACCOUNT,
  RESET_PER_ADDRESS,
  RESET_PER_ACCOUNT,
  FORM_SUBMIT_PER_ADDRESS,
  API_PER_USER,
  EMAIL_SEND_PER_USER,
  EXPENSIVE_PER_USER,
} as const;

/** A public form's file uploads (POST /api/v1/mc/file/form), per client address: a form has a file field or two; a bot uploads many. */
export const FORM_FILE_PER_ADDRESS: Rule = {
  name: 'form-file-address',
  what: 'form file uploads from this address',
  limit: 10,
  windowMs: MINUTE,
};

/** Register-to-download sign-ups (/secured-documents/{id}/register), per client address. */
export const REGISTER_PER_ADDRESS: Rule = {
  name: 'register-address',
  what: 'download registrations from this address',
  limit: 10,
  windowMs: 15 * MINUTE,
};

/** Blog comments (POST /api/comments), per client address: a reader comments now and then; a bot posts many. */
export const COMMENT_PER_ADDRESS: Rule = {
  name: 'comment-address',
  what: 'comments from this address',
  limit: 5,
  windowMs: 10 * MINUTE,
};
/** Preview pages opened through signed links (/preview/...), per client address: a leaked link cannot be used to keep the renderer busy. */
export const PREVIEW_PER_ADDRESS: Rule = {
  name: 'preview-address',
  what: 'preview pages from this address',
  limit: 300,
  windowMs: MINUTE,
};
/** Public e-mail-marketing sign-ups (POST /api/emailmarketing/{provider}), per client address. */
export const SUBSCRIBE_PER_ADDRESS: Rule = {
  name: 'subscribe-address',
  what: 'sign-ups from this address',
  limit: 5,
  windowMs: MINUTE,
};

/** Public sign-ups per e-mail address (normalised): one inbox is not signed up over and over from many addresses. */
export const SUBSCRIBE_PER_EMAIL: Rule = {
  name: 'subscribe-email',
  what: 'sign-ups for this e-mail address',
  limit: 3,
  windowMs: 60 * MINUTE,
};
