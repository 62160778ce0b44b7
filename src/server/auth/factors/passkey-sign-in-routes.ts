// Sign-in with a passkey alone, under /api/v1/mc/jwt and public like the rest
// of sign-in: options (with their sealed ticket), then the browser's answer.
// Both count against the per-address sign-in limit; the answer, once it names
// an account, against that account's limit too.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LoginAnswer } from '../../../shared/api/auth.js';
import { PasskeyAnswer, PasskeyChallenge } from '../../../shared/api/passkeys.js';
import { withSchemaTypes } from '../../platform/http/schema-types.js';
import type { LoginDeps } from '../login.js';
import { signInWithPasskey } from './passkey-login.js';
import { passkeyChallenge } from './passkey-sign-in.js';

export function registerPasskeySignInRoutes(
  scope: FastifyInstance,
  deps: LoginDeps,
  guard: (request: FastifyRequest) => Promise<void>,
  limitAccount: (userName: string) => Promise<void>,
  address: (request: FastifyRequest) => string,
) {
  const app = withSchemaTypes(scope);
  const doc = (summary: string) => ({ summary, tags: ['Sign-in'] });

  app.post(
    '/passkey/options',
    {
      config: { readOnlyAllowed: 'signing in' },
      schema: {
        ...doc('Sign in with a passkey alone: the options and their ticket'),
        response: { 200: PasskeyChallenge },
      },
    },
    async (request) => {
      await guard(request);
      return passkeyChallenge(deps, 'any');
    },
  );

  app.post(
    '/passkey',
    {
      config: { bodyErrorStatus: 400, readOnlyAllowed: 'signing in' },
      schema: {
        ...doc('Sign in with a passkey alone: the browser’s answer and the ticket'),
        body: PasskeyAnswer,
        response: { 200: LoginAnswer },
      },
    },
    async (request) => {
      await guard(request);
      return signInWithPasskey(
        deps,
        {
          ticket: request.body.ticket,
          response: request.body.response,
          requestId: String(request.id),
          userAgent: String(request.headers['user-agent'] ?? ''),
          address: address(request),
        },
        limitAccount,
      );
    },
  );
}
