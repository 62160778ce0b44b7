// Sign-in (spec §7 authentication table, contract §4): login and check.
// The second factor, resets, impersonation and logout follow in the
// authentication issue; the answers already have the spec's shape.
import type { FastifyInstance } from 'fastify';
import { burnPasswordCheck, verifyPassword } from '../auth/passwords.js';
import type { Tokens } from '../auth/tokens.js';
import { findUserById, findUserByLogin, tokenSubject, truthy } from '../auth/users.js';
import type { Executor } from '../db/executor.js';
import { badRequest, unauthorized } from '../errors.js';
import { bearerToken } from '../plugins/authenticate.js';

export const WRONG_CREDENTIALS = 'The user name or password is incorrect.';
const MAX_PASSWORD_BYTES = 1024;

interface LoginBody {
  UserName?: unknown;
  Password?: unknown;
  s2fa?: unknown;
}

/** Passwords travel base64-encoded (spec §5). */
export function decodePassword(encoded: unknown): string {
  if (typeof encoded !== 'string' || !/^[A-Za-z0-9+/]*={0,2}$/.test(encoded) || encoded.length % 4 === 1) {
    throw badRequest('Password must be base64-encoded', 'Password');
  }
  const bytes = Buffer.from(encoded, 'base64');
  if (bytes.length > MAX_PASSWORD_BYTES) throw badRequest('Password is too long', 'Password');
  return bytes.toString('utf8');
}

export function registerJwtRoutes(app: FastifyInstance, deps: { db: Executor; tokens: Tokens }) {
  const { db, tokens } = deps;

  app.post('/login', async (request) => {
    const body = (request.body ?? {}) as LoginBody;
    if (typeof body.UserName !== 'string' || !body.UserName.trim()) throw badRequest('UserName is required', 'UserName');
    const password = decodePassword(body.Password);
    const user = await findUserByLogin(db, body.UserName);
    if (!user) {
      await burnPasswordCheck(password); // same time as a wrong password: user names are not revealed
      return { success: false, errors: [{ message: WRONG_CREDENTIALS }] };
    }
    if (!(await verifyPassword(user.PasswordHash, password))) return { success: false, errors: [{ message: WRONG_CREDENTIALS }] };
    if (truthy(user.Disabled)) return { success: false, deniedAccess: true, errors: [{ message: 'Your account has been disabled.' }] };
    if (truthy(user.ResetRequired)) return { success: false, resetRequired: true, email: user.Email };
    const token = await tokens.issue(await tokenSubject(db, user));
    return { success: true, token };
  });

  app.get('/check', async (request) => {
    const token = bearerToken(request);
    const identity = token ? await tokens.verify(token) : undefined;
    if (!identity) throw unauthorized('Not signed in');
    const user = await findUserById(db, identity.userId);
    if (!user || truthy(user.Disabled) || (user.SecurityStamp ?? '') !== identity.stamp) throw unauthorized('The session has ended: sign in again');
    const fresh = await tokens.issue(await tokenSubject(db, user, identity.impersonatorId));
    return { success: true, token: fresh, impersonate: !!identity.impersonatorId, reauthenticate: false };
  });
}
