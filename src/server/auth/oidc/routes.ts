// /api/v1/mc/oidc (issue 44 item 1, docs/sign-in-sso.md): the sign-in
// screen's options, the start of the code flow (PKCE, state, nonce), the
// provider's callback, the ticket exchange that ends in the product's own
// session, and the provider's end-session URL for signing out.
import type { FastifyReply } from 'fastify';
import * as client from 'openid-client';
import Type from 'typebox';
import { languageOfStored } from '../../../shared/api/language.js';
import { LoginAnswer } from '../../../shared/api/auth.js';
import {
  OidcCallbackQuery,
  OidcLogoutAnswer,
  OidcOptions,
  OidcStartQuery,
  OidcTicketBody,
  type SsoRefusal,
} from '../../../shared/api/oidc.js';
import { auditEvent } from '../../platform/data/audit-events.js';
import type { Services } from '../../platform/http/feature.js';
import { withSchemaTypes } from '../../platform/http/schema-types.js';
import { identityOf } from '../../platform/plugins/authenticate.js';
import { LOGIN_PER_ADDRESS } from '../../platform/rate-limit/index.js';
import type { FastifyInstance } from 'fastify';
import { pendingSecretData, storeSecret } from '../one-time.js';
import { openSession } from '../session-store.js';
import { findUserById, tokenSubject } from '../users.js';
import { accountFor } from './account.js';
import { FLOW_COOKIE, FLOW_SECONDS, flowCookieOf, flowKey, openFlow, sealFlow } from './flow-state.js';
import { openProvider } from './provider.js';
import { issueTicket, redeemTicket } from './ticket.js';

const CALLBACK_PATH = '/api/v1/mc/oidc/callback';
const SSO_USER = '(single sign-on)';
/** openid-client's refusal, with its cause's words (which claim: nonce, iss, aud…) when it wraps one. */
function failure(e: unknown): string {
  const cause = (e as { cause?: unknown }).cause;
  return `${(e as Error).message}${cause instanceof Error ? `: ${cause.message}` : ''}`;
}
const Redirect = (description: string) => Type.Null({ description });

export async function registerOidcRoutes(scope: FastifyInstance, services: Services) {
  const app = withSchemaTypes(scope);
  const { config, db, tokens, now, publicUrl } = services;
  const settings = config.oidc;

  app.get(
    '/options',
    { schema: { summary: 'Whether sign-in offers single sign-on', tags: ['Sign-in'], response: { 200: OidcOptions } } },
    async () => (settings ? { enabled: true, label: settings.label } : { enabled: false }),
  );
  if (!settings) return;
  const provider = openProvider(settings);
  const key = flowKey(services.tokenKey);
  const secure = publicUrl.startsWith('https:') ? '; Secure' : '';
  const flowCookie = (value: string, maxAge: number) =>
    `${FLOW_COOKIE}=${value}; Path=${CALLBACK_PATH}; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure}`;
  const loginPage = (fragment: string, returnTo?: string) =>
    `${publicUrl}/maintenance/login${returnTo ? `?return=${encodeURIComponent(returnTo)}` : ''}#${fragment}`;
  const audit = (message: string, userName: string, requestId: string, about?: string) =>
    auditEvent(db, { type: 'Login', message, userName, requestId, ...(about ? { about } : {}) });

  async function refuse(reply: FastifyReply, refusal: SsoRefusal, detail: string, userName: string) {
    await audit(`Login Fail: single sign-on: ${detail}`, userName, String(reply.request.id));
    return reply.redirect(loginPage(`sso-error=${refusal}`));
  }

  app.get(
    '/start',
    {
      schema: {
        summary: 'Start single sign-on (redirects to the provider)',
        tags: ['Sign-in'],
        querystring: OidcStartQuery,
        response: { 302: Redirect('To the provider’s authorization endpoint') },
      },
    },
    async (request, reply) => {
      await services.perAddress(LOGIN_PER_ADDRESS)(request);
      const configuration = await provider.configuration();
      const flow = {
        state: client.randomState(),
        nonce: client.randomNonce(),
        verifier: client.randomPKCECodeVerifier(),
        ...(request.query.return ? { returnTo: request.query.return } : {}),
      };
      const url = client.buildAuthorizationUrl(configuration, {
        redirect_uri: `${publicUrl}${CALLBACK_PATH}`,
        scope: 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(flow.verifier),
        code_challenge_method: 'S256',
        state: flow.state,
        nonce: flow.nonce,
      });
      reply.header('set-cookie', flowCookie(await sealFlow(flow, key, now()), FLOW_SECONDS));
      return reply.redirect(url.href);
    },
  );

  app.get(
    '/callback',
    {
      schema: {
        summary: 'The provider’s callback (redirects to the sign-in screen)',
        tags: ['Sign-in'],
        querystring: OidcCallbackQuery,
        response: { 302: Redirect('To the sign-in screen, with a one-time ticket or the refusal in the fragment') },
      },
    },
    async (request, reply) => {
      reply.header('set-cookie', flowCookie('', 0)); // one callback per started flow, whatever it answers
      const flow = await openFlow(flowCookieOf(request.headers.cookie), key, now());
      if (typeof flow === 'string')
        return refuse(reply, flow === 'expired' ? 'expired' : 'failed', `the flow state is ${flow}`, SSO_USER);
      if (request.query.error) return refuse(reply, 'failed', `the provider answered ${request.query.error}`, SSO_USER);
      let claims: Record<string, unknown>;
      let idToken: string;
      try {
        const configuration = await provider.configuration();
        // state, nonce, PKCE and the ID token's signature, issuer, audience and times are openid-client's checks.
        const answer = await client.authorizationCodeGrant(configuration, new URL(request.url, publicUrl), {
          pkceCodeVerifier: flow.verifier,
          expectedState: flow.state,
          expectedNonce: flow.nonce,
          idTokenExpected: true,
        });
        claims = { ...(answer.claims() ?? {}) };
        idToken = answer.id_token ?? '';
        // Some providers put the e-mail or the groups in the userinfo answer only.
        if (typeof claims.email !== 'string' || (settings.rolesClaim && !(settings.rolesClaim in claims)))
          claims = {
            ...(await client.fetchUserInfo(configuration, answer.access_token, String(claims.sub))),
            ...claims,
          };
      } catch (e) {
        return refuse(reply, 'failed', failure(e), SSO_USER);
      }
      const email = typeof claims.email === 'string' ? claims.email : SSO_USER;
      const outcome = await accountFor(db, settings, claims, now());
      if (!outcome.ok) return refuse(reply, outcome.refusal, outcome.detail, email);
      const requestId = String(request.id);
      const { user } = outcome;
      if (outcome.created) await audit('Account created by single sign-on', user.UserName, requestId, user.Id);
      if (outcome.rolesChanged)
        await audit(
          `Roles set by single sign-on: ${outcome.rolesChanged.join(', ')}`,
          user.UserName,
          requestId,
          user.Id,
        );
      const ticket = await issueTicket(db, user.Id, idToken);
      return reply.redirect(loginPage(`sso-ticket=${encodeURIComponent(ticket)}`, flow.returnTo));
    },
  );

  app.post(
    '/exchange',
    {
      config: { bodyErrorStatus: 400, readOnlyAllowed: 'signing in' },
      schema: {
        summary: 'Exchange the callback’s one-time ticket for a session token',
        tags: ['Sign-in'],
        body: OidcTicketBody,
        response: { 200: LoginAnswer },
      },
    },
    async (request) => {
      await services.perAddress(LOGIN_PER_ADDRESS)(request);
      const requestId = String(request.id);
      const redeemed = await redeemTicket(db, request.body.ticket);
      const user = redeemed && (await findUserById(db, redeemed.userId));
      if (!redeemed || !user || user.Disabled) {
        await audit(
          'Login Fail: single sign-on: the ticket is unknown, used or expired',
          user?.UserName ?? SSO_USER,
          requestId,
        );
        return { success: false as const, errors: [{ message: 'sso.failed' }] };
      }
      const sessionId = await openSession(db, {
        userId: user.Id,
        stamp: user.SecurityStamp ?? '',
        userAgent: String(request.headers['user-agent'] ?? ''),
        address: services.addressOf(request),
      });
      // The provider's ID token of this session: the hint its end-session endpoint asks for at sign-out.
      await db.transaction((tx) =>
        storeSecret(tx, user.Id, 'SsoSession', sessionId, config.sessionAbsoluteSeconds * 1000, {
          sessionId,
          idToken: redeemed.idToken,
        }),
      );
      const token = await tokens.issue({ ...(await tokenSubject(db, user)), sessionId });
      await audit('Login Successful (single sign-on)', user.UserName, requestId);
      const language = languageOfStored(user.Language);
      return { success: true as const, token, ...(language ? { language } : {}) };
    },
  );

  app.get(
    '/logout',
    {
      onRequest: services.signIn,
      schema: {
        summary: 'The provider’s end-session URL for this single sign-on session',
        tags: ['Sign-in'],
        security: [{ bearer: [] }],
        response: { 200: OidcLogoutAnswer },
      },
    },
    async (request) => {
      const identity = identityOf(request);
      const own = await pendingSecretData(db, identity.impersonatorId ?? identity.userId, 'SsoSession');
      if (!own || own.sessionId !== identity.sessionId) return { success: true as const };
      const configuration = await provider.configuration().catch(() => undefined);
      if (!configuration?.serverMetadata().end_session_endpoint) return { success: true as const };
      const url = client.buildEndSessionUrl(configuration, {
        post_logout_redirect_uri: `${publicUrl}/maintenance/login`,
        ...(own.idToken ? { id_token_hint: own.idToken } : {}),
      });
      await audit('Logout sent to the single sign-on provider', identity.userName, String(request.id));
      return { success: true as const, endSessionUrl: url.href };
    },
  );
}
