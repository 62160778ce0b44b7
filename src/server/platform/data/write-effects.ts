// What a write to each entity sets off besides itself, declared once, per
// entity (issue 11 item 5). An entity not named below gets the safe default,
// DATA: audited, its own list totals dropped after commit, nothing more
// (issue 40 item 1). So a new entity in schema/ works with `npm run gen`
// alone; naming it here is a decision made on purpose: an account table, a
// scope source, the sessions table, or a row that is its own record.
//
// Before the commit, in the write's own transaction: applied by the data
// layer (data/writes.ts), which the generic interface and the editor write
// through. Writers outside it (sign-in, logout, cache clears, uploads, site
// tools) append their own event rows to AuditLog where the product wants one
// (data/audit-events.ts); mail, error logging, form submissions and seeding
// write rows that are their own record.
//   audited  — an AuditLog row with the changed fields (data/audit.ts).
//   accounts — the users concerned get new security stamps (auth/account-effects.ts).
//
// After the commit: applied to every committed write, whoever made it,
// without the writer calling anything. This process's statements reach
// cluster/invalidation.ts through the executors' change feed (db/change-feed.ts,
// at COMMIT, before the writer's promise resolves, so before any answer is
// sent); other instances' commits through the PostgreSQL statement triggers
// installed on every table below (cluster/change-triggers.ts) and the bus.
// Both paths apply the same effects:
//   - the entity's cached list totals are dropped (every entity's totals are cached);
//   - scopeSource: every scoped list's totals too, since content scopes are computed from it;
//   - accounts: the cached security stamps are dropped;
//   - sessions: the cached session states are dropped (a session revoked anywhere is refused at once).
import { SCHEMA, type EntityName } from '../../../shared/generated/entities.generated.js';
import { entity } from './entities.js';

interface WriteEffects {
  /** Data-layer writes append an AuditLog row with the diff; false only where the row is its own record. */
  readonly audited: boolean;
  /** An account table: stamps rotated in the transaction (data layer), cached stamps dropped after any commit. */
  readonly accounts: boolean;
  /** Content scopes are computed from this table: a commit drops every scoped list's totals as well. */
  readonly scopeSource: boolean;
  /** The sessions table: cached session states dropped after any commit (logout ends one session on every instance). */
  readonly sessions: boolean;
}

/** Audited, own totals dropped after commit: what most entities need. */
const DATA: WriteEffects = { audited: true, accounts: false, scopeSource: false, sessions: false };
const ACCOUNT: WriteEffects = { ...DATA, accounts: true };
const SCOPE_SOURCE: WriteEffects = { ...DATA, scopeSource: true };
/** The audit trail itself: an entry is its own record (auditing it would recurse). */
const OWN_RECORD: WriteEffects = { ...DATA, audited: false };
/** Sessions are written by sign-in and logout (auth/session-store.ts), outside the data layer; no stamp rotates. */
const SESSIONS: WriteEffects = { ...DATA, sessions: true };

/** The entities whose effects are not DATA's; every other entity of the schema has DATA's. */
export const WRITE_EFFECTS: Readonly<Partial<Record<EntityName, WriteEffects>>> = {
  AspNetRoleClaims: ACCOUNT,
  AspNetRoles: ACCOUNT,
  AspNetUserClaims: ACCOUNT,
  AspNetUserLogins: ACCOUNT,
  AspNetUserRoles: ACCOUNT,
  AspNetUserTokens: ACCOUNT,
  AspNetUsers: ACCOUNT,
  AuditLog: OWN_RECORD,
  Tag: SCOPE_SOURCE,
  TagToContent: SCOPE_SOURCE,
  UserSession: SESSIONS,
};

/** The effects of a write to an entity of the schema: its declared ones, else DATA's. */
export function writeEffectsOf(entityName: string): WriteEffects {
  if (!Object.hasOwn(SCHEMA, entityName))
    throw new Error(`No entity "${entityName}" in the schema (data/write-effects.ts)`);
  return WRITE_EFFECTS[entityName as EntityName] ?? DATA;
}

let byTable: Map<string, EntityName> | undefined;

/** The entity stored in a table, or undefined for the server's own tables (_migrations, _rate_limits …). */
export function entityOfTable(table: string): EntityName | undefined {
  byTable ??= new Map((Object.keys(SCHEMA) as EntityName[]).map((name) => [entity(name).table, name]));
  return byTable.get(table);
}

/** Tables whose commits have after-commit effects, which other instances must therefore hear of: every entity's. */
export const tablesWithAfterCommitEffects = (): string[] => Object.keys(SCHEMA).map((name) => entity(name).table);
