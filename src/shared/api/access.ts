// People and access under /api/v1/mc/access (docs/access.md): role groups
// with their claims and members, a user search for the member picker, and
// the access explainer. Request and response types live here once; the
// server validates and documents with these schemas, the admin imports the
// static types.
import { Type, type Static } from 'typebox';
import type { ReacherRow, UserReach as UserReachAnswer } from '../reach.js';

const Uuid = Type.String({ minLength: 1, maxLength: 64 });

export const RoleParams = Type.Object({
  roleId: Type.String({ minLength: 1, maxLength: 64, description: 'The role’s Id.' }),
});
export const MemberParams = Type.Object({
  roleId: Type.String({ minLength: 1, maxLength: 64, description: 'The role’s Id.' }),
  userId: Type.String({ minLength: 1, maxLength: 64, description: 'The user’s Id.' }),
});
export const UserParams = Type.Object({
  userId: Type.String({ minLength: 1, maxLength: 64, description: 'The user’s Id.' }),
});

export const RoleSummary = Type.Object(
  {
    Id: Uuid,
    Name: Type.String(),
    builtIn: Type.Boolean({
      description: 'MoJoAdmin, Admin, Maintenance User or Auditor: the access rules know it by name.',
    }),
    memberCount: Type.Integer({ minimum: 0 }),
    claimCount: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
);
export type RoleSummary = Static<typeof RoleSummary>;
export const RoleList = Type.Array(RoleSummary);

export const RoleClaim = Type.Object(
  { Id: Type.Integer(), ClaimType: Type.String(), ClaimValue: Type.Union([Type.String(), Type.Null()]) },
  { additionalProperties: false },
);
export type RoleClaim = Static<typeof RoleClaim>;

export const AccessUser = Type.Object(
  {
    Id: Uuid,
    UserName: Type.String(),
    DisplayName: Type.Union([Type.String(), Type.Null()]),
    Email: Type.String(),
    isMJA: Type.Boolean({ description: 'Holds the MoJoAdmin role.' }),
    disabled: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type AccessUser = Static<typeof AccessUser>;

export const RoleGroup = Type.Object(
  {
    Id: Uuid,
    Name: Type.String(),
    builtIn: Type.Boolean(),
    claims: Type.Array(RoleClaim),
    members: Type.Array(AccessUser),
    superAdminCount: Type.Integer({
      minimum: 0,
      description: 'How many users hold MoJoAdmin (the last one keeps it).',
    }),
  },
  { additionalProperties: false },
);
export type RoleGroup = Static<typeof RoleGroup>;

const MAX_ROLE_CLAIMS = 500;

export const ClaimInput = Type.Object(
  {
    ClaimType: Type.String({
      minLength: 1,
      maxLength: 256,
      description: 'TId (a tag) or CId (a content item); other types are kept as given.',
    }),
    ClaimValue: Type.String({ minLength: 1, maxLength: 4000 }),
  },
  { additionalProperties: false },
);
export type ClaimInput = Static<typeof ClaimInput>;

export const RoleGroupBody = Type.Object(
  {
    Name: Type.String({
      minLength: 1,
      maxLength: 256,
      description: 'The role group’s name (built-in roles keep theirs).',
    }),
    claims: Type.Array(ClaimInput, {
      maxItems: MAX_ROLE_CLAIMS,
      description: 'Every claim the role grants: the list replaces the stored one.',
    }),
  },
  { additionalProperties: false },
);
export type RoleGroupBody = Static<typeof RoleGroupBody>;

export const UserSearchQuery = Type.Object(
  {
    q: Type.Optional(
      Type.String({
        maxLength: 256,
        description: 'Part of a user name, name or e-mail address; empty lists the first users by name.',
      }),
    ),
  },
  { additionalProperties: false },
);
export const UserSearchResult = Type.Array(AccessUser, { description: 'At most 20 users, by user name.' });
export const USER_SEARCH_LIMIT = 20;

// ---------------------------------------------------------------------------
// The explainer (shared/reach.ts computes it; these schemas document it)

const Text = Type.Array(Type.String());
const ExplainedFields = { reachable: Type.Boolean(), because: Text, missing: Text };

export const UserReach = Type.Unsafe<UserReachAnswer>(
  Type.Object(
    {
      userId: Uuid,
      userName: Type.String(),
      name: Type.String(),
      roles: Text,
      isMJA: Type.Boolean(),
      disabled: Type.Boolean(),
      grants: Type.Array(Type.Object({ claim: Type.String(), from: Type.String() }, { additionalProperties: false })),
      notes: Text,
      tools: Type.Array(
        Type.Object(
          {
            TId: Type.Integer(),
            TName: Type.String(),
            TPath: Type.Union([Type.String(), Type.Null()]),
            depth: Type.Integer({ minimum: 1, maximum: 3 }),
            parentId: Type.Integer(),
            ...ExplainedFields,
          },
          { additionalProperties: false },
        ),
      ),
      routes: Type.Array(
        Type.Object(
          {
            path: Type.String(),
            title: Type.String(),
            reach: Type.Union([Type.Literal('all'), Type.Literal('some'), Type.Literal('none')]),
            at: Text,
            ...ExplainedFields,
          },
          { additionalProperties: false },
        ),
      ),
      panels: Type.Array(Type.Object({ name: Type.String(), ...ExplainedFields }, { additionalProperties: false })),
    },
    {
      additionalProperties: false,
      description: 'Every dashboard tool, protected route and panel, with what opens it or what is missing.',
    },
  ),
);
export type UserReach = UserReachAnswer;

export const ReachQuery = Type.Object(
  {
    path: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 400,
        description: 'A protected route (its pattern, e.g. /user-group-management/:RoleId, or a path).',
      }),
    ),
    tag: Type.Optional(Type.Integer({ minimum: 1, description: 'A tag id.' })),
  },
  { additionalProperties: false },
);
export type ReachQuery = Static<typeof ReachQuery>;

export const Reachers = Type.Unsafe<ReacherRow[]>(
  Type.Array(
    Type.Object(
      {
        userId: Uuid,
        userName: Type.String(),
        name: Type.String(),
        roles: Text,
        ...ExplainedFields,
        reach: Type.Optional(Type.Union([Type.Literal('all'), Type.Literal('some'), Type.Literal('none')])),
        at: Type.Optional(Text),
        onDashboard: Type.Optional(Type.Boolean()),
        dashboardMissing: Type.Optional(Text),
      },
      { additionalProperties: false },
    ),
    { description: 'Every user with the answer for the route or tag: those who reach it first.' },
  ),
);
export type Reachers = ReacherRow[];
