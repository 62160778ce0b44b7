// The set-up step of sign-in (the policy; enrolment.ts): under /api/v1/mc/jwt,
// public like the rest of sign-in, opened by the enrolment key alone.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { EnrolmentBody, EnrolmentConfirmAnswer, TotpSetup } from '../../../shared/api/factors.js';
import type { Executor } from '../../platform/db/executor.js';
import { withSchemaTypes } from '../../platform/http/schema-types.js';
import { badRequest } from '../../platform/errors.js';
import { finishSignIn, type LoginDeps } from '../login.js';
import { endEnrolment, enrolmentAccount } from './enrolment.js';
import { confirmTotp, startTotp } from './my-factors.js';

export function registerEnrolmentRoutes(
  scope: FastifyInstance,
  deps: LoginDeps & { db: Executor; publicUrl: string },
  guard: (request: FastifyRequest) => Promise<void>,
  address: (request: FastifyRequest) => string,
) {
  const app = withSchemaTypes(scope);
  const doc = (summary: string) => ({ summary, tags: ['Sign-in'] });

  app.post(
    '/authenticator-enrolment',
    {
      config: { bodyErrorStatus: 400, readOnlyAllowed: 'signing in' },
      schema: {
        ...doc('The set-up step: a new authenticator secret for the enrolment key'),
        body: EnrolmentBody,
        response: { 200: TotpSetup },
      },
    },
    async (request) => {
      await guard(request);
      const user = await enrolmentAccount(deps.db, request.body.enrolment);
      return startTotp(deps, user, String(request.id));
    },
  );

  app.post(
    '/authenticator-enrolment/confirm',
    {
      config: { bodyErrorStatus: 400, readOnlyAllowed: 'signing in' },
      schema: {
        ...doc('The set-up step: confirm with the first code; answers the session token and the recovery codes'),
        body: EnrolmentBody,
        response: { 200: EnrolmentConfirmAnswer },
      },
    },
    async (request) => {
      await guard(request);
      const code = request.body.code;
      if (!code) throw badRequest('code is required', 'code');
      const user = await enrolmentAccount(deps.db, request.body.enrolment);
      const { recoveryCodes } = await confirmTotp(deps, user, code, String(request.id));
      await deps.db.transaction((tx) => endEnrolment(tx, user.Id));
      const signedIn = await finishSignIn(deps, user, {
        requestId: String(request.id),
        userAgent: String(request.headers['user-agent'] ?? ''),
        address: address(request),
      });
      return { ...signedIn, recoveryCodes };
    },
  );
}
