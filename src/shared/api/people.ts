// User Management (/api/v1/mc/users) and My Account (/api/v1/mc/account):
// purpose-built calls over the AspNet* tables (issue 13 items 1 and 4), so
// the screens never show or send raw rows (no NormalizedUserName,
// ConcurrencyStamp or hashes). Who may do what is the shared rule set of
// src/shared/people/account-rules.ts; a refusal is a 403 naming its rule.
import { Type, type Static } from 'typebox';
import { MAX_PAGE_SIZE } from '../page-sizes.js';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);

export const USER_STATUSES = ['active', 'invited', 'locked', 'disabled'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
const USER_ORDER_FIELDS = ['UserName', 'DisplayName', 'Email'] as const;

export const UserListQuery = Type.Object(
  {
    q: Type.Optional(
      Type.String({
        maxLength: 200,
        description: 'Words found in the user name, name or e-mail address (case-insensitive).',
      }),
    ),
    role: Type.Optional(Type.String({ maxLength: 64, description: 'Only holders of this role (its Id).' })),
    status: Type.Optional(
      Type.Union([Type.Literal('active'), Type.Literal('invited'), Type.Literal('locked'), Type.Literal('disabled')], {
        description:
          'active: can sign in; invited: no password set yet; locked: locked out after failed sign-ins; disabled.',
      }),
    ),
    twoFactor: Type.Optional(
      Type.Union([Type.Literal('on'), Type.Literal('off')], {
        description: 'Only accounts with (on) or without (off) the e-mailed second factor.',
      }),
    ),
    pageNumber: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
    pageSize: Type.Optional(
      Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, description: 'Rows per page (default 20).' }),
    ),
    orderBy: Type.Optional(
      Type.String({
        pattern: `^(${USER_ORDER_FIELDS.join('|')}) (asc|desc)$`,
        description: '`UserName|DisplayName|Email asc|desc` (default `UserName asc`).',
      }),
    ),
  },
  { additionalProperties: false },
);
export type UserListQuery = Static<typeof UserListQuery>;

const summaryFields = {
  Id: Type.String(),
  UserName: Type.String(),
  DisplayName: Nullable(Type.String()),
  Email: Type.String(),
  roles: Type.Array(Type.String(), { description: 'Role names.' }),
  lastSignIn: Nullable(Type.String({ description: 'The last successful sign-in (ISO instant), from the audit log.' })),
  lockedUntil: Nullable(Type.String({ description: 'Set while the account is locked out after failed sign-ins.' })),
  twoFactor: Type.Boolean({ description: 'The e-mailed second factor is on.' }),
  disabled: Type.Boolean(),
  invited: Type.Boolean({ description: 'No password has been set yet: the invitation is pending.' }),
};

export const UserSummary = Type.Object(summaryFields, { additionalProperties: false });
export type UserSummary = Static<typeof UserSummary>;

const ClaimPair = Type.Object({ type: Type.String(), value: Type.String() }, { additionalProperties: false });

export const UserDetail = Type.Object(
  {
    ...summaryFields,
    emailConfirmed: Type.Boolean(),
    resetRequired: Type.Boolean(),
    roleIds: Type.Array(Type.String()),
    tagIds: Type.Array(Type.Integer(), {
      description: 'The TId claims: tags (and their visible children) this user may use.',
    }),
    contentIds: Type.Array(Type.Integer(), { description: 'The CId claims: single content items this user may edit.' }),
    contents: Type.Array(Type.Object({ CId: Type.Integer(), CTitle: Nullable(Type.String()) }), {
      description: 'Titles of the CId claims that exist.',
    }),
    otherClaims: Type.Array(ClaimPair, { description: 'Claims other than TId and CId: kept as they are by a save.' }),
    moJoAdmins: Type.Integer({ description: 'How many accounts hold the MoJoAdmin role: the last one keeps it.' }),
    version: Type.String({ description: 'Send back with a save: a save of an older version is a 412.' }),
  },
  { additionalProperties: false },
);
export type UserDetail = Static<typeof UserDetail>;

const access = {
  roleIds: Type.Array(Type.String({ maxLength: 64 }), {
    maxItems: 50,
    description: 'Role Ids; the shared rules decide which the caller may grant.',
  }),
  tagIds: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 1000 }),
  contentIds: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 1000 }),
};
const profile = {
  UserName: Type.String({ minLength: 1, maxLength: 256 }),
  DisplayName: Type.String({ minLength: 1, maxLength: 256 }),
  Email: Type.String({ minLength: 3, maxLength: 256 }),
};

export const InviteBody = Type.Object({ ...profile, ...access }, { additionalProperties: false });
export type InviteBody = Static<typeof InviteBody>;

export const UserSaveBody = Type.Object(
  { ...profile, ...access, version: Type.String({ maxLength: 100 }) },
  { additionalProperties: false },
);
export type UserSaveBody = Static<typeof UserSaveBody>;

export const UserIdParams = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 64, description: 'The user’s Id.' }),
});

export const TwoFactorBody = Type.Object({ enabled: Type.Boolean() }, { additionalProperties: false });
export const DisabledBody = Type.Object({ disabled: Type.Boolean() }, { additionalProperties: false });

export const InviteAnswer = Type.Object(
  {
    user: UserDetail,
    mailed: Type.Boolean({
      description: 'False when the account was made but the mail server refused the invitation: send it again.',
    }),
    message: Type.String(),
  },
  { additionalProperties: false },
);
export type InviteAnswer = Static<typeof InviteAnswer>;

export const AuditQuery = Type.Object(
  {
    pageNumber: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  },
  { additionalProperties: false },
);

export const AuditEntry = Type.Object(
  {
    AlId: Type.Integer(),
    Date: Nullable(Type.String()),
    Type: Type.String(),
    Message: Type.String(),
    UserName: Nullable(Type.String({ description: 'Who did it.' })),
    Impersonator: Nullable(Type.String()),
    Entity: Nullable(Type.String()),
  },
  { additionalProperties: false },
);
export type AuditEntry = Static<typeof AuditEntry>;

// --- My Account ------------------------------------------------------------

export const MyAccount = Type.Object(
  {
    UserName: Type.String(),
    DisplayName: Nullable(Type.String()),
    Email: Type.String(),
    pendingEmail: Nullable(
      Type.String({ description: 'A new address waiting for its confirmation link to be opened.' }),
    ),
    twoFactor: Type.Boolean(),
    roles: Type.Array(Type.String()),
    impersonating: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type MyAccount = Static<typeof MyAccount>;

export const NameBody = Type.Object(
  { DisplayName: Type.String({ minLength: 1, maxLength: 256 }) },
  { additionalProperties: false },
);
export const EmailChangeBody = Type.Object(
  {
    Email: Type.String({ minLength: 3, maxLength: 256 }),
    CurrentPassword: Type.String({ maxLength: 1400, description: 'The current password, base64-encoded (spec §5).' }),
  },
  { additionalProperties: false },
);
export const EmailConfirmBody = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);
export const SecondFactorBody = Type.Object(
  {
    enabled: Type.Boolean(),
    CurrentPassword: Type.String({ maxLength: 1400, description: 'The current password, base64-encoded (spec §5).' }),
  },
  { additionalProperties: false },
);

/** A change of one's own account: the account as it now is, a message, and a new token when the session's token had to be renewed. */
export const AccountAnswer = Type.Object(
  { account: MyAccount, message: Type.String(), token: Type.Optional(Type.String()) },
  { additionalProperties: false },
);
export type AccountAnswer = Static<typeof AccountAnswer>;
