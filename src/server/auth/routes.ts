// /api/v1/mc/jwt (spec §7 authentication table, contract §4): HTTP in, the
// flows of src/server/auth out.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adminReset, changePassword, requestReset } from './password-flows.js';
import { startImpersonation, stopImpersonation } from './impersonation.js';
import { login, type LoginDeps } from './login.js';
import { auditEvent } from '../platform/data/audit-events.js';
import type { Sessions } from './sessions.js';
import { readSession, revokeSession } from './session-store.js';
import { findUserById, tokenSubject } from './users.js';
import type { Identity } from '../platform/data/identity.js';
import { badRequest, unauthorized } from '../platform/errors.js';
import { bearerToken, identityOf } from '../platform/plugins/authenticate.js';
import { clientAddress } from '../platform/plugins/client-address.js';
import {
  accountKey,
  addressKey,
  enforce,
  LOGIN_PER_ACCOUNT,
  LOGIN_PER_ADDRESS,
  RESET_PER_ACCOUNT,
  RESET_PER_ADDRESS,
  ruleKey,
  type LimitStore,
  type Rule,
} from '../platform/rate-limit/index.js';
import {
  AuthOutcome,
  ChangePasswordBody,
  CheckAnswer,
  ImpersonateBody,
  LoginAnswer,
  LoginBody,
  ResetPasswordBody,
  ResetPasswordQuery,
} from '../../shared/api/auth.js';
import { withSchemaTypes } from '../platform/http/schema-types.js';
import { registerEnrolmentRoutes } from './factors/enrolment-routes.js';
import { registerPasskeySignInRoutes } from './factors/passkey-sign-in-routes.js';

const MAX_PASSWORD_BYTES = 1024;

/** Passwords travel base64-encoded (spec §5). */
export function decodePassword(encoded: unknown, field = 'Password'): string {
  if (typeof encoded !== 'string' || !/^[A-Za-z0-9+/]*={0,2}$/.test(encoded) || encoded.length % 4 === 1) {
    throw badRequest(`${field} must be base64-encoded`, field);
  }
  const bytes = Buffer.from(encoded, 'base64');
  if (bytes.length > MAX_PASSWORD_BYTES) throw badRequest(`${field} is too long`, field);
  return bytes.toString('utf8');
}

function text(body: Record<string, unknown>, field: string, max = 256): string {
  const v = body[field];
  if (typeof v !== 'string' || !v.trim()) throw badRequest(`${field} is required`, field);
  if (v.length > max) throw badRequest(`${field} is too long`, field);
  return v;
}

export function registerJwtRoutes(
  scope: FastifyInstance,
  deps: LoginDeps & { sessions: Sessions; limiter: LimitStore; publicUrl: string },
) {
  const app = withSchemaTypes(scope);
  const { db, tokens, sessions, config, limiter } = deps;
  // Limits key on the server's view of the caller (X-Forwarded-For only from a trusted proxy)
  // and on the account named, never on anything else the client can vary (security row 8).
  const byAddress = (request: FastifyRequest, rule: Rule) =>
    enforce(limiter, addressKey(clientAddress(request, config.trustedProxies)), rule);

  /** The live session of a request, or a 401. */
  async function session(request: FastifyRequest, ignoreAbsoluteLimit = false): Promise<Identity> {
    const token = bearerToken(request);
    const identity = token ? await tokens.verify(token) : undefined;
    if (!identity || !(await sessions.isLive(identity, { ignoreAbsoluteLimit })))
      throw unauthorized('Not signed in, or the session has ended');
    return identity;
  }

  // The session is checked before the body (onRequest runs before validation): a call without one is a 401, whatever it sends.
  const signedIn = async (request: FastifyRequest) => void (request.identity = await session(request));

  app.post(
    '/login',
    {
      config: { bodyErrorStatus: 400, readOnlyAllowed: 'signing in' },
      schema: { summary: 'Sign in', tags: ['Sign-in'], body: LoginBody, response: { 200: LoginAnswer } },
    },
    async (request) => {
      await byAddress(request, LOGIN_PER_ADDRESS);
      const body = request.body;
      const userName = text(body, 'UserName');
      const account = accountKey(userName);
      await enforce(limiter, account, LOGIN_PER_ACCOUNT);
      const code =
        body.s2fa === undefined || body.s2fa === null || body.s2fa === '' ? undefined : String(body.s2fa).slice(0, 32);
      const answer = await login(deps, {
        userName,
        password: decodePassword(body.Password),
        code,
        ...(body.passkey ? { passkey: body.passkey } : {}),
        requestId: String(request.id),
        userAgent: String(request.headers['user-agent'] ?? ''),
        address: clientAddress(request, config.trustedProxies),
      });
      if (answer.success) await limiter.reset(ruleKey(LOGIN_PER_ACCOUNT, account));
      return answer;
    },
  );

  // The set-up step the second-factor policy puts before the session (factors/enrolment.ts).
  registerEnrolmentRoutes(
    scope,
    deps,
    async (request) => void (await byAddress(request, LOGIN_PER_ADDRESS)),
    (request) => clientAddress(request, config.trustedProxies),
  );

  // Sign-in with a passkey alone (factors/passkey-login.ts).
  registerPasskeySignInRoutes(
    scope,
    deps,
    async (request) => void (await byAddress(request, LOGIN_PER_ADDRESS)),
    async (userName) => void (await enforce(limiter, accountKey(userName), LOGIN_PER_ACCOUNT)),
    (request) => clientAddress(request, config.trustedProxies),
  );

  // check answers reauthenticate:true (not 401) once a limit has passed, so the client shows the sign-in modal.
  // The stamps are read from the database here, never from a cache: a revoked token is never re-signed.
  app.get(
    '/check',
    {
      schema: {
        summary: 'Check the session and get a fresh token',
        tags: ['Sign-in'],
        security: [{ bearer: [] }],
        response: { 200: CheckAnswer },
      },
    },
    async (request) => {
      const identity = await session(request, true);
      const now = Math.floor(Date.now() / 1000);
      const user = await findUserById(db, identity.userId);
      if (!user || user.Disabled || (user.SecurityStamp ?? '') !== identity.stamp)
        throw unauthorized('The session has ended');
      if (identity.impersonatorId) {
        const actor = await findUserById(db, identity.impersonatorId);
        if (!actor || actor.Disabled || (actor.SecurityStamp ?? '') !== identity.impersonatorStamp)
          throw unauthorized('The session has ended');
      }
      const own = await readSession(db, identity.sessionId);
      if (!own || own.revoked || own.userId !== (identity.impersonatorId ?? identity.userId))
        throw unauthorized('The session has ended');
      // Idle: since this token was signed (each check signs a new one), so an impersonation's shorter token counts the same way.
      const idle = now - identity.issuedAt > config.sessionIdleSeconds;
      if (idle || sessions.pastAbsoluteLimit(identity))
        return { success: true, reauthenticate: true, impersonate: !!identity.impersonatorId };
      const subject = await tokenSubject(db, user, identity.impersonatorId);
      const fresh = await tokens.issue(
        {
          ...subject,
          sessionId: identity.sessionId,
          impersonatorName: identity.impersonatorName,
          impersonatorStamp: identity.impersonatorStamp,
          authTime: identity.authTime,
        },
        // An impersonation keeps its own end: a refresh never extends it.
        identity.impersonatorId ? { ttlSeconds: Math.max(1, identity.expiresAt - now) } : {},
      );
      return { success: true, token: fresh, impersonate: !!identity.impersonatorId, reauthenticate: false };
    },
  );

  // POST /reset-password {email}: self-service; with ?userId= an administrator sends the link.
  app.post(
    '/reset-password',
    {
      config: { bodyErrorStatus: 400 },
      schema: {
        summary: 'Send a password reset link',
        tags: ['Sign-in'],
        querystring: ResetPasswordQuery,
        body: ResetPasswordBody,
        response: { 200: AuthOutcome },
      },
    },
    async (request) => {
      const userId = request.query.userId;
      if (userId !== undefined) return adminReset(deps, await session(request), String(userId), String(request.id));
      await byAddress(request, RESET_PER_ADDRESS);
      const email = text(request.body, 'email', 320);
      // Keyed on the address typed, known or not, so the 429 says nothing about whether it exists.
      await enforce(limiter, accountKey(email), RESET_PER_ACCOUNT);
      return requestReset(deps, email, String(request.id));
    },
  );

  app.post(
    '/change-password',
    {
      config: { bodyErrorStatus: 400, readOnlyAllowed: 'their own password' },
      schema: {
        summary: 'Change a password (current password or reset token)',
        tags: ['Sign-in'],
        body: ChangePasswordBody,
        response: { 200: AuthOutcome },
      },
    },
    async (request) => {
      await byAddress(request, LOGIN_PER_ADDRESS);
      const body = request.body;
      await enforce(limiter, accountKey(text(body, 'UserName', 320)), LOGIN_PER_ACCOUNT);
      const token = bearerToken(request);
      const caller = token ? await tokens.verify(token) : undefined;
      const viaLink = typeof body.Token === 'string' && body.Token !== '';
      return changePassword(deps, {
        userName: text(body, 'UserName', 320),
        newPassword: decodePassword(body.NewPassword, 'NewPassword'),
        ...(viaLink
          ? { token: String(body.Token).slice(0, 200) }
          : { currentPassword: decodePassword(body.CurrentPassword, 'CurrentPassword') }),
        requestId: String(request.id),
        caller,
      });
    },
  );

  app.post(
    '/impersonate',
    {
      onRequest: signedIn,
      config: { bodyErrorStatus: 400 },
      schema: {
        summary: 'Act as another user (MoJoAdmin)',
        tags: ['Sign-in'],
        security: [{ bearer: [] }],
        body: ImpersonateBody,
        response: { 200: AuthOutcome },
      },
    },
    async (request) => startImpersonation(deps, identityOf(request), request.body.UserId, String(request.id)),
  );

  app.get(
    '/deimpersonate',
    {
      onRequest: signedIn,
      config: { writes: true, readOnlyAllowed: 'ending an impersonation (a MoJoAdmin acting as an auditor)' },
      schema: {
        summary: 'Return to the impersonator',
        tags: ['Sign-in'],
        security: [{ bearer: [] }],
        response: { 200: AuthOutcome },
      },
    },
    async (request) => stopImpersonation(deps, identityOf(request), String(request.id)),
  );

  // Logout ends this session only (contract §4 "Revocation"): its tokens stop working at once, the account's other
  // sessions go on. "Sign out everywhere" is DELETE /account/sessions.
  app.get(
    '/frontendlogout',
    {
      onRequest: signedIn,
      config: { writes: true, readOnlyAllowed: 'signing out' },
      schema: {
        summary: 'Sign out (this session)',
        tags: ['Sign-in'],
        security: [{ bearer: [] }],
        response: { 200: AuthOutcome },
      },
    },
    async (request) => {
      const identity = identityOf(request);
      // Ending an impersonation gives the impersonator a new stamp: the only way to end a token another session's id is in.
      if (identity.impersonatorId) return stopImpersonation(deps, identity, String(request.id), true);
      // The commit drops cached session states here (the executor's change feed) and on other instances (notifications).
      await revokeSession(db, identity.userId, identity.sessionId);
      await auditEvent(db, {
        type: 'Login',
        message: 'Logout',
        userName: identity.userName,
        requestId: String(request.id),
      });
      return { success: true };
    },
  );
}
