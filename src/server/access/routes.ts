// People and access under /api/v1/mc/access (docs/access.md): role groups
// (issue 13 item 2), a user search for their member picker, and the access
// explainer (item 3). Reading is for Admin and MoJoAdmin; who may change
// what is the shared role-group rules' to say (server/access/role-groups.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  MemberParams,
  ReachQuery,
  Reachers,
  RoleGroup,
  RoleGroupBody,
  RoleList,
  RoleParams,
  UserParams,
  UserReach,
  UserSearchQuery,
  UserSearchResult,
  USER_SEARCH_LIMIT,
} from '../../shared/api/access.js';
import { explainUserReach, whoReaches } from '../../shared/reach.js';
import { routeOfPath } from '../../shared/protected-paths.js';
import { normalizePath } from '../../shared/page-access.js';
import type { Executor } from '../platform/db/executor.js';
import { badRequest, notFound } from '../platform/errors.js';
import { actorOf, identityOf } from '../platform/plugins/authenticate.js';
import { requireAdmin } from '../platform/http/access.js';
import {
  addMember,
  createRoleGroup,
  deleteRoleGroup,
  listRoleGroups,
  readRoleGroup,
  removeMember,
  saveRoleGroup,
  searchUsers,
} from './role-groups.js';
import { reachSubjects, visibleTags } from './subjects.js';
import { withSchemaTypes } from '../platform/http/schema-types.js';

const tags = ['People and access'];
const security = [{ bearer: [] }];
const WHAT = 'People and access';

/** Register under /api/v1/mc/access with the authenticate hook. */
export function registerAccessRoutes(scope: FastifyInstance, deps: { db: Executor }) {
  const app = withSchemaTypes(scope);
  const { db } = deps;
  const admin = (request: FastifyRequest) => requireAdmin(identityOf(request), WHAT);

  app.get(
    '/roles',
    {
      schema: {
        summary: 'Role groups with their member and claim counts',
        tags,
        security,
        response: { 200: RoleList },
      },
    },
    async (request) => {
      admin(request);
      return listRoleGroups(db);
    },
  );

  app.post(
    '/roles',
    {
      schema: {
        summary: 'Create a role group (MoJoAdmin)',
        tags,
        security,
        body: RoleGroupBody,
        response: { 201: RoleGroup },
      },
    },
    async (request, reply) => {
      admin(request);
      return reply.code(201).send(await createRoleGroup(db, actorOf(request), request.body));
    },
  );

  app.get(
    '/roles/:roleId',
    {
      schema: {
        summary: 'A role group: its claims and members',
        tags,
        security,
        params: RoleParams,
        response: { 200: RoleGroup },
      },
    },
    async (request) => {
      admin(request);
      return readRoleGroup(db, request.params.roleId);
    },
  );

  app.put(
    '/roles/:roleId',
    {
      schema: {
        summary: 'Rename a role group and replace its claims (MoJoAdmin; built-in roles keep their names)',
        tags,
        security,
        params: RoleParams,
        body: RoleGroupBody,
        response: { 200: RoleGroup },
      },
    },
    async (request) => {
      admin(request);
      return saveRoleGroup(db, actorOf(request), request.params.roleId, request.body);
    },
  );

  app.delete(
    '/roles/:roleId',
    {
      schema: {
        summary: 'Delete an empty role group (MoJoAdmin; not a built-in role)',
        tags,
        security,
        params: RoleParams,
        response: { 204: Type.Null({ description: 'Deleted.' }) },
      },
    },
    async (request, reply) => {
      admin(request);
      await deleteRoleGroup(db, actorOf(request), request.params.roleId);
      return reply.code(204).send();
    },
  );

  app.put(
    '/roles/:roleId/members/:userId',
    {
      schema: {
        summary: 'Add a member to a role group',
        tags,
        security,
        params: MemberParams,
        response: { 200: RoleGroup },
      },
    },
    async (request) => {
      admin(request);
      return addMember(db, actorOf(request), request.params.roleId, request.params.userId);
    },
  );

  app.delete(
    '/roles/:roleId/members/:userId',
    {
      schema: {
        summary: 'Remove a member from a role group',
        tags,
        security,
        params: MemberParams,
        response: { 200: RoleGroup },
      },
    },
    async (request) => {
      admin(request);
      return removeMember(db, actorOf(request), request.params.roleId, request.params.userId);
    },
  );

  app.get(
    '/users',
    {
      schema: {
        summary: 'Find users for a role group’s member picker',
        tags,
        security,
        querystring: UserSearchQuery,
        response: { 200: UserSearchResult },
      },
    },
    async (request) => {
      admin(request);
      return searchUsers(db, request.query.q, USER_SEARCH_LIMIT);
    },
  );

  app.get(
    '/reach/users/:userId',
    {
      schema: {
        summary: 'Every tool, route and panel a user can reach, and why',
        tags,
        security,
        params: UserParams,
        response: { 200: UserReach },
      },
    },
    async (request) => {
      admin(request);
      const [subject] = await reachSubjects(db, [request.params.userId]);
      if (!subject) throw notFound(`User ${request.params.userId} was not found`);
      return explainUserReach(subject, await visibleTags(db));
    },
  );

  app.get(
    '/reach',
    {
      schema: {
        summary: 'Every user, and whether and why they reach a route or a tag',
        tags,
        security,
        querystring: ReachQuery,
        response: { 200: Reachers },
      },
    },
    async (request) => {
      admin(request);
      const { path, tag } = request.query;
      if ((path === undefined) === (tag === undefined))
        throw badRequest('Name either a route (path) or a tag (tag)', path === undefined ? 'path' : 'tag');
      const tree = await visibleTags(db);
      if (path !== undefined) {
        const route = routeOfPath(path);
        if (!route) throw badRequest(`${path} is not a protected route`, 'path');
        // A concrete path (/navigation/53) is answered for itself, not for every path of its route.
        const asked = { path: normalizePath(path), title: route.title };
        return whoReaches({ kind: 'route', path: asked.path }, await reachSubjects(db), tree, [asked]);
      }
      if (!tree.some((t) => t.TId === tag)) throw notFound(`Tag ${tag} is not a visible tag`);
      return whoReaches({ kind: 'tag', tagId: tag! }, await reachSubjects(db), tree);
    },
  );
}
