// /api/v1/mc/users: User Management (issue 13 item 1; docs/people.md). Every
// call is for Admins and MoJoAdmins; what each may do to an account is the
// shared rule set (src/shared/people/account-rules.ts), refused with a 403
// naming the rule. Reset links and impersonation stay the /jwt calls of spec §7.
import type { FastifyInstance } from 'fastify';
import { usersRefusal } from '../../../shared/people/account-rules.js';
import { mayReadHistory } from '../../../shared/history-access.js';
import {
  AuditEntry,
  AuditQuery,
  DisabledBody,
  InviteAnswer,
  InviteBody,
  TwoFactorBody,
  UserDetail,
  UserIdParams,
  UserListQuery,
  UserSaveBody,
  UserSummary,
} from '../../../shared/api/people.js';
import { PAGINATION_HEADER } from '../../../shared/api/generic.js';
import type { LoginDeps } from '../../auth/login.js';
import { notFound } from '../../platform/errors.js';
import { actorOf, identityOf } from '../../platform/plugins/authenticate.js';
import { accountKey, LOGIN_PER_ACCOUNT, ruleKey, type LimitStore } from '../../platform/rate-limit/index.js';
import { inviteUser } from '../invite.js';
import { refuseIf } from '../../auth/index.js';
import { auditTrail } from '../user-audit.js';
import { setDisabled, setSecondFactor, unlockUser } from '../user-actions.js';
import { readUser } from '../user-detail.js';
import { listUsers } from '../user-list.js';
import { saveUser } from '../user-save.js';
import { withSchemaTypes } from '../../platform/http/schema-types.js';
import { sendPage } from '../../platform/data/record-reader.js';

const doc = (summary: string) => ({ summary, tags: ['User Management'], security: [{ bearer: [] }] });
const paged = <T extends object>(items: T) => ({
  type: 'array',
  items,
  headers: { 'x-pagination': PAGINATION_HEADER },
});

/** Register under /api/v1/mc/users with the authenticate hook. */
export function registerUserRoutes(scope: FastifyInstance, deps: LoginDeps & { limiter: LimitStore }) {
  const app = withSchemaTypes(scope);
  const { db } = deps;
  // Reading accounts is for administrators too: a 403 before the body or parameters are looked at (runs after sign-in's onRequest).
  // A read-only account (the Auditor) reads them as an Admin does (shared/history-access.ts): the accounts and
  // their audit trails; its writes are refused before this by the read-only guard (http/read-only.ts).
  app.addHook('onRequest', async (request) => {
    const identity = identityOf(request);
    if (request.method === 'GET' && mayReadHistory(identity)) return;
    refuseIf(usersRefusal(identity));
  });

  app.get(
    '',
    {
      schema: {
        ...doc('Accounts, searched, filtered and paged'),
        querystring: UserListQuery,
        response: { 200: paged(UserSummary) },
      },
    },
    async (request, reply) => {
      const page = await listUsers(db, request.query);
      return sendPage(reply, page, page.rows);
    },
  );

  app.post(
    '',
    {
      schema: {
        ...doc('Invite a colleague: the account with its roles and permissions, and an e-mailed set-password link'),
        body: InviteBody,
        response: { 201: InviteAnswer },
      },
    },
    async (request, reply) => {
      const answer = await inviteUser(deps, actorOf(request), request.body);
      return reply.code(201).send(answer);
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        ...doc('One account, with its roles and permissions'),
        params: UserIdParams,
        response: { 200: UserDetail },
      },
    },
    async (request) => {
      const user = await readUser(db, request.params.id);
      if (!user) throw notFound(`User ${request.params.id} was not found`);
      return user;
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        ...doc('Save name, user name, e-mail, roles and permissions (one transaction)'),
        params: UserIdParams,
        body: UserSaveBody,
        response: { 200: UserDetail },
      },
    },
    async (request) => db.transaction((tx) => saveUser(tx, actorOf(request), request.params.id, request.body)),
  );

  app.put(
    '/:id/second-factor',
    {
      schema: {
        ...doc('Turn the e-mailed second factor on or off'),
        params: UserIdParams,
        body: TwoFactorBody,
        response: { 200: UserDetail },
      },
    },
    async (request) => setSecondFactor(db, actorOf(request), request.params.id, request.body.enabled),
  );

  app.put(
    '/:id/disabled',
    {
      schema: {
        ...doc('Disable or enable the account'),
        params: UserIdParams,
        body: DisabledBody,
        response: { 200: UserDetail },
      },
    },
    async (request) => setDisabled(db, actorOf(request), request.params.id, request.body.disabled),
  );

  app.post(
    '/:id/unlock',
    { schema: { ...doc('End a lock-out after failed sign-ins'), params: UserIdParams, response: { 200: UserDetail } } },
    async (request) => {
      const user = await unlockUser(db, actorOf(request), request.params.id);
      // The per-account sign-in limit would still refuse for a while: it starts again too.
      for (const name of [user.UserName, user.Email])
        await deps.limiter.reset(ruleKey(LOGIN_PER_ACCOUNT, accountKey(name)));
      return user;
    },
  );

  app.get(
    '/:id/audit',
    {
      schema: {
        ...doc('The account’s audit trail: what it did and what was done to it'),
        params: UserIdParams,
        querystring: AuditQuery,
        response: { 200: paged(AuditEntry) },
      },
    },
    async (request, reply) => {
      const page = await auditTrail(db, request.params.id, request.query);
      return sendPage(reply, page, page.rows);
    },
  );
}
