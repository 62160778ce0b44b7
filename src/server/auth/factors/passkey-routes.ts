// /api/v1/mc/factors/mine/passkeys (staff): your passkeys on My Account. Adding
// one checks the browser's answer, so it counts against the per-account
// sign-in limit like the calls that take a code.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  PasskeyAddBody,
  PasskeyChallenge,
  PasskeyChangeBody,
  PasskeyIdParams,
  PasskeyList,
} from '../../../shared/api/passkeys.js';
import type { Services } from '../../platform/http/feature.js';
import { withSchemaTypes } from '../../platform/http/schema-types.js';
import { identityOf } from '../../platform/plugins/authenticate.js';
import { changeMyPasskey, addMyPasskey, myPasskeys, removeMyPasskey, startMyPasskey } from './my-passkeys.js';

const doc = (summary: string) => ({ summary, tags: ['Second factors'], security: [{ bearer: [] }] });
const own = { readOnlyAllowed: 'their own second factor' };

export function registerPasskeyRoutes(
  scope: FastifyInstance,
  deps: Services,
  tries: (r: FastifyRequest) => Promise<void>,
) {
  const app = withSchemaTypes(scope);
  const id = (request: FastifyRequest) => String(request.id);

  app.get('/mine/passkeys', { schema: { ...doc('Your passkeys'), response: { 200: PasskeyList } } }, async (request) =>
    myPasskeys(deps, identityOf(request).userId),
  );

  app.post(
    '/mine/passkeys/options',
    {
      config: own,
      schema: {
        ...doc('Add a passkey: the options for the browser, and their ticket'),
        response: { 200: PasskeyChallenge },
      },
    },
    async (request) => startMyPasskey(deps, identityOf(request)),
  );

  app.post(
    '/mine/passkeys',
    {
      config: { ...own, bodyErrorStatus: 400 },
      schema: {
        ...doc('Add a passkey: the browser’s answer, its ticket and a name'),
        body: PasskeyAddBody,
        response: { 200: PasskeyList },
      },
    },
    async (request) => {
      await tries(request);
      return addMyPasskey(deps, identityOf(request), request.body, id(request));
    },
  );

  app.patch(
    '/mine/passkeys/:id',
    {
      config: { ...own, bodyErrorStatus: 400 },
      schema: {
        ...doc('Rename a passkey, or allow it to sign in alone (without the password)'),
        params: PasskeyIdParams,
        body: PasskeyChangeBody,
        response: { 200: PasskeyList },
      },
    },
    async (request) => changeMyPasskey(deps, identityOf(request), request.params.id, request.body, id(request)),
  );

  app.delete(
    '/mine/passkeys/:id',
    {
      config: own,
      schema: { ...doc('Remove a passkey'), params: PasskeyIdParams, response: { 200: PasskeyList } },
    },
    async (request) => removeMyPasskey(deps, identityOf(request), request.params.id, id(request)),
  );
}
