// /api/v1/mc/account: My Account (issue 13 item 4; docs/people.md) — the
// signed-in user's own name, e-mail address (confirmed by an e-mailed link)
// and second factor. Calls that take the current password count against the
// per-account sign-in limit, like /jwt/change-password.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  AccountAnswer,
  EmailChangeBody,
  EmailConfirmBody,
  MyAccount,
  NameBody,
  SecondFactorBody,
} from '../../../shared/api/people.js';
import type { LoginDeps } from '../../auth/login.js';
import { actorOf, identityOf } from '../../platform/plugins/authenticate.js';
import { accountKey, enforce, LOGIN_PER_ACCOUNT, type LimitStore } from '../../platform/rate-limit/index.js';
import {
  confirmEmailChange,
  readMyAccount,
  renameMyself,
  requestEmailChange,
  setMySecondFactor,
} from '../my-account.js';
import { decodePassword } from '../../auth/routes.js';
import { SessionIdParams, SessionList } from '../../../shared/api/sessions.js';
import { AuthOutcome } from '../../../shared/api/auth.js';
import { endAllMySessions, endMySession, mySessions } from '../my-sessions.js';
import { ThemeSetting } from '../../../shared/api/theme.js';
import { readMyTheme, setMyTheme } from '../my-theme.js';
import { LanguageSetting } from '../../../shared/api/language.js';
import { readMyLanguage, setMyLanguage } from '../my-language.js';
import { RecentEdits } from '../../../shared/api/recent-edits.js';
import { recentEdits } from '../recent-edits.js';
import { withSchemaTypes } from '../../platform/http/schema-types.js';

const doc = (summary: string) => ({ summary, tags: ['My Account'], security: [{ bearer: [] }] });

/** Register under /api/v1/mc/account with the authenticate hook. */
export function registerAccountRoutes(scope: FastifyInstance, deps: LoginDeps & { limiter: LimitStore }) {
  const app = withSchemaTypes(scope);
  const { db, limiter } = deps;
  const passwordTry = (request: FastifyRequest) =>
    enforce(limiter, accountKey(identityOf(request).userName), LOGIN_PER_ACCOUNT);

  app.get('', { schema: { ...doc('Your account'), response: { 200: MyAccount } } }, async (request) =>
    readMyAccount(db, identityOf(request)),
  );

  app.put(
    '/name',
    { schema: { ...doc('Change your name'), body: NameBody, response: { 200: AccountAnswer } } },
    async (request) => renameMyself(deps, actorOf(request), request.body.DisplayName),
  );

  app.post(
    '/email',
    {
      schema: {
        ...doc('Ask to change your e-mail address: a confirmation link goes to the new address'),
        body: EmailChangeBody,
        response: { 200: AccountAnswer },
      },
    },
    async (request) => {
      await passwordTry(request);
      return requestEmailChange(
        deps,
        actorOf(request),
        request.body.Email,
        decodePassword(request.body.CurrentPassword, 'CurrentPassword'),
      );
    },
  );

  app.post(
    '/email/confirm',
    {
      schema: {
        ...doc('Confirm the new e-mail address with the token of its link'),
        body: EmailConfirmBody,
        response: { 200: AccountAnswer },
      },
    },
    async (request) => confirmEmailChange(deps, actorOf(request), request.body.token),
  );

  // The account's own sessions (contract §4 "Revocation"): list, end one, end all.
  app.get(
    '/sessions',
    { schema: { ...doc('Your live sessions'), response: { 200: SessionList } } },
    async (request) => ({
      sessions: await mySessions(db, identityOf(request), deps.config.sessionAbsoluteSeconds),
    }),
  );

  app.delete(
    '/sessions/:id',
    {
      config: { readOnlyAllowed: 'ending one of their own sessions' },
      schema: { ...doc('End one of your sessions'), params: SessionIdParams, response: { 200: AuthOutcome } },
    },
    async (request) => {
      await endMySession(db, actorOf(request), request.params.id);
      return { success: true };
    },
  );

  app.delete(
    '/sessions',
    {
      config: { readOnlyAllowed: 'signing out everywhere' },
      schema: {
        ...doc('Sign out everywhere: every session of your account ends, this one included'),
        response: { 200: AuthOutcome },
      },
    },
    async (request) => {
      await endAllMySessions(db, actorOf(request));
      return { success: true };
    },
  );

  // The admin's colour theme, read at sign-in so it follows the user to another browser (issue 29 item 2).
  app.get(
    '/theme',
    { schema: { ...doc('Your colour theme in the admin'), response: { 200: ThemeSetting } } },
    async (request) => readMyTheme(db, identityOf(request)),
  );

  app.put(
    '/theme',
    {
      config: { readOnlyAllowed: 'their own colour theme' },
      schema: {
        ...doc("Choose your colour theme in the admin: 'light', 'dark' or 'system'"),
        body: ThemeSetting,
        response: { 200: ThemeSetting },
      },
    },
    async (request) => setMyTheme(db, identityOf(request), request.body.theme),
  );

  // The admin's language, read at sign-in so it follows the user to another browser (issue 29 item 1).
  app.get(
    '/language',
    {
      schema: {
        ...doc("Your language in the admin (null until chosen: the browser's language applies)"),
        response: { 200: LanguageSetting },
      },
    },
    async (request) => readMyLanguage(db, identityOf(request)),
  );

  app.put(
    '/language',
    {
      config: { readOnlyAllowed: 'their own language' },
      schema: {
        ...doc("Choose your language in the admin: 'en', 'fr', 'de' or 'es' (null: the browser's)"),
        body: LanguageSetting,
        response: { 200: LanguageSetting },
      },
    },
    async (request) => setMyLanguage(db, identityOf(request), request.body.language),
  );

  // "Continue where you left off" on the dashboard (issue 29 item 6): your own last changes.
  app.get(
    '/recent-edits',
    { schema: { ...doc('The records you created or changed last, newest first'), response: { 200: RecentEdits } } },
    async (request) => ({
      edits: await recentEdits(db, identityOf(request)),
    }),
  );

  app.put(
    '/second-factor',
    {
      config: { readOnlyAllowed: 'their own second factor' },
      schema: {
        ...doc('Turn your e-mailed second factor on or off'),
        body: SecondFactorBody,
        response: { 200: AccountAnswer },
      },
    },
    async (request) => {
      await passwordTry(request);
      return setMySecondFactor(
        deps,
        actorOf(request),
        request.body.enabled,
        decodePassword(request.body.CurrentPassword, 'CurrentPassword'),
      );
    },
  );
}
