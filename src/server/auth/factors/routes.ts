// /api/v1/mc/factors (staff): your authenticator app on My Account, and an
// administrator's reset of another account's factors. Calls that take a code
// or the password count against the per-account sign-in limit, like
// /jwt/change-password, so codes cannot be tried without end.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  FactorState,
  SignInFactorBody,
  TotpConfirmAnswer,
  TotpConfirmBody,
  TotpOffBody,
  TotpSetup,
  UserIdParams,
} from '../../../shared/api/factors.js';
import type { Services } from '../../platform/http/feature.js';
import { withSchemaTypes } from '../../platform/http/schema-types.js';
import { identityOf } from '../../platform/plugins/authenticate.js';
import { accountKey, enforce, LOGIN_PER_ACCOUNT } from '../../platform/rate-limit/index.js';
import { decodePassword } from '../routes.js';
import { findUserById } from '../users.js';
import { requireFactorChange } from './factor-rules.js';
import {
  chooseMySignInFactor,
  confirmMyTotp,
  factorState,
  resetFactors,
  startMyTotp,
  turnOffMyTotp,
} from './my-factors.js';
import { registerPasskeyRoutes } from './passkey-routes.js';

const doc = (summary: string) => ({ summary, tags: ['Second factors'], security: [{ bearer: [] }] });

export function registerFactorRoutes(scope: FastifyInstance, deps: Services) {
  const app = withSchemaTypes(scope);
  const tries = (request: FastifyRequest) =>
    enforce(deps.limiter, accountKey(identityOf(request).userName), LOGIN_PER_ACCOUNT);
  const id = (request: FastifyRequest) => String(request.id);

  registerPasskeyRoutes(scope, deps, async (request) => void (await tries(request)));

  app.get('/mine', { schema: { ...doc('Your second factors'), response: { 200: FactorState } } }, async (request) =>
    factorState(deps, identityOf(request).userId),
  );

  app.post(
    '/mine/authenticator',
    {
      config: { readOnlyAllowed: 'their own second factor' },
      schema: {
        ...doc('Set up an authenticator app: a new secret, as text and as a QR code'),
        response: { 200: TotpSetup },
      },
    },
    async (request) => startMyTotp(deps, identityOf(request), id(request)),
  );

  app.post(
    '/mine/authenticator/confirm',
    {
      config: { bodyErrorStatus: 400, readOnlyAllowed: 'their own second factor' },
      schema: {
        ...doc('Confirm the authenticator app with its first code; answers the ten recovery codes, once'),
        body: TotpConfirmBody,
        response: { 200: TotpConfirmAnswer },
      },
    },
    async (request) => {
      await tries(request);
      return confirmMyTotp(deps, identityOf(request), request.body.code, id(request));
    },
  );

  app.delete(
    '/mine/authenticator',
    {
      config: { bodyErrorStatus: 400, readOnlyAllowed: 'their own second factor' },
      schema: {
        ...doc('Turn the authenticator app off (a current code, a recovery code, or the password)'),
        body: TotpOffBody,
        response: { 200: FactorState },
      },
    },
    async (request) => {
      await tries(request);
      const { code, CurrentPassword } = request.body;
      const password = CurrentPassword ? decodePassword(CurrentPassword, 'CurrentPassword') : undefined;
      return turnOffMyTotp(deps, identityOf(request), { code, password }, id(request));
    },
  );

  app.put(
    '/mine/sign-in',
    {
      config: { bodyErrorStatus: 400, readOnlyAllowed: 'their own second factor' },
      schema: {
        ...doc('Choose what sign-in asks for: the authenticator app or the e-mailed code'),
        body: SignInFactorBody,
        response: { 200: FactorState },
      },
    },
    async (request) => chooseMySignInFactor(deps, identityOf(request), request.body.signInAsks, id(request)),
  );

  app.get(
    '/users/:userId',
    {
      schema: {
        ...doc("An account's second factors (administrators)"),
        params: UserIdParams,
        response: { 200: FactorState },
      },
    },
    async (request) => {
      await resetFactorsAllowed(deps, request, request.params.userId);
      return factorState(deps, request.params.userId);
    },
  );

  app.delete(
    '/users/:userId',
    {
      schema: {
        ...doc("Reset an account's second factors: its authenticator app and recovery codes are removed"),
        params: UserIdParams,
        response: { 200: FactorState },
      },
    },
    async (request) => resetFactors(deps, identityOf(request), request.params.userId, id(request)),
  );
}

/** Reading another account's factors follows the rule of resetting them. */
async function resetFactorsAllowed(deps: Services, request: FastifyRequest, userId: string) {
  await requireFactorChange(deps.db, identityOf(request), userId, await findUserById(deps.db, userId));
}
