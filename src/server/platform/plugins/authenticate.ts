// Every /api/v1/db call needs a valid bearer token (contract §4, §5). A
// cookie never authenticates a call on its own.
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { Actor, Identity } from '../data/identity.js';
import { unauthorized } from '../errors.js';
import { andThen, isPromise, type MaybePromise } from '../maybe-async.js';

declare module 'fastify' {
  interface FastifyRequest {
    identity?: Identity;
  }
}

/**
 * Declares `request.identity` on every request from the start (Fastify's decorateRequest), so a request object has
 * one shape whether or not it signs in: set only by the sign-in hook, it gave every signed-in request a second
 * shape, and every function that reads a request then met two.
 */
export function declareIdentity(app: FastifyInstance): void {
  app.decorateRequest('identity', undefined);
}

/**
 * Who a bearer token names, or undefined when it is not one of ours or has expired. The sign-in feature's
 * tokens (auth/tokens.ts) are one; the platform asks only this of them, so it imports no feature.
 */
export interface TokenVerifier {
  verify(token: string): MaybePromise<Identity | undefined>;
}

/** Whether the session behind an identity is still live (not signed out, its password or access unchanged): auth/sessions.ts. */
interface SessionCheck {
  isLive(identity: Identity): MaybePromise<boolean>;
}

const BEARER = /^Bearer\s+([A-Za-z0-9\-_.]+)\s*$/i;

/** What the sign-in checks read of a request: a Fastify request, or a node:http one as `{ headers, raw }`. */
interface SignInRequest {
  readonly headers: { authorization?: string };
  readonly raw: { readonly socket: object | null };
}

/**
 * The last Authorization header read on each connection, and its token. A kept-alive connection sends the same
 * header with every call: comparing it with the last one is a memory compare, where reading the ~600-character
 * token out of it again ran the expression above over every character and gave a new string that the token cache
 * then hashed from scratch. Together that was about 16,000 of the 280,000 instructions of a by-id read (decision
 * 0156). Handing back the same string also keeps V8's hash of it, so the cache finds it at once. Keyed weakly by
 * the socket, so an entry goes with its connection; a pure function of the header, so it is never stale.
 */
const lastOnConnection = new WeakMap<object, { header: string; token: string | undefined }>();

export function bearerToken(request: SignInRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const connection = request.raw.socket;
  const last = connection ? lastOnConnection.get(connection) : undefined;
  if (last?.header === header) return last.token;
  const token = BEARER.exec(header)?.[1];
  // A connection a proxy shares between users changes its header often: the entry is reused, not made anew.
  if (last) {
    last.header = header;
    last.token = token;
  } else if (connection) lastOnConnection.set(connection, { header, token });
  return token;
}

/** A request the direct read path began: what admit answered, and who it had found by then. */
interface HandedOver {
  readonly outcome: MaybePromise<Identity>;
  readonly identity: Identity | undefined;
}

/**
 * Who may call a signed-in route: a valid bearer token whose session is live, then (when given) the caller's
 * per-user limit, counted. Synchronous when the token was verified before, the stamps are cached and the limit is
 * counted in memory — the common case, which then costs no promise at all (issue 12 item 4) — and waiting only
 * for what must be read. Its `hook` is the onRequest hook of every signed-in route; the direct read path
 * (http/direct-reads.ts) admits its requests with `admit` and hands the outcome over when it passes a request on
 * to Fastify, so that no request is verified or counted twice.
 */
export class Admission {
  /** Outcomes of requests the direct read path admitted and then passed on, by their node:http request. */
  private readonly handedOver = new WeakMap<object, HandedOver>();

  constructor(
    private readonly tokens: TokenVerifier,
    private readonly sessions: SessionCheck,
    private readonly limit?: (identity: Identity) => MaybePromise<unknown>,
  ) {}

  /**
   * The caller's identity, or the refusal (thrown, or the promise rejected). `seen.identity` is set once the
   * session is known to be live, before the limit is counted: a limiter that fails still names its caller in the
   * error log (plugins/errors.ts).
   */
  admit(request: SignInRequest, seen: { identity?: Identity }): MaybePromise<Identity> {
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    return andThen(this.tokens.verify(token), (identity) => this.live(identity, seen));
  }

  private live(identity: Identity | undefined, seen: { identity?: Identity }): MaybePromise<Identity> {
    if (!identity) throw unauthorized('The session token is invalid or expired: sign in again');
    return andThen(this.sessions.isLive(identity), (live) => {
      if (!live) throw unauthorized('The session has ended (signed out, password or access changed): sign in again');
      seen.identity = identity;
      return this.limit ? andThen(this.limit(identity), () => identity) : identity;
    });
  }

  /** What admit gave for a request that Fastify now answers (a refusal as a rejected promise). */
  handOver(raw: object, given: HandedOver): void {
    this.handedOver.set(raw, given);
  }

  readonly hook = (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void => {
    let outcome: MaybePromise<Identity>;
    try {
      const given = this.handedOver.get(request.raw);
      if (given) request.identity = given.identity;
      outcome = given ? given.outcome : this.admit(request, request);
    } catch (e) {
      return done(e as Error);
    }
    if (isPromise(outcome))
      outcome.then((identity) => {
        request.identity = identity;
        done();
      }, done);
    else {
      request.identity = outcome;
      done();
    }
  };
}

/** The identity of an authenticated request (the hook guarantees one). */
export function identityOf(request: FastifyRequest): Identity {
  if (!request.identity) throw unauthorized();
  return request.identity;
}

/** The identity plus this request's id, for writes and their audit entries. */
export function actorOf(request: FastifyRequest): Actor {
  return { ...identityOf(request), requestId: String(request.id) };
}
