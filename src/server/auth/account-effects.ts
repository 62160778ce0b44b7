// Writes to accounts that must revoke sessions (contract §4): a change of a
// user's sign-in facts, roles or claims, or of a role's claims, gives the
// users concerned a new security stamp in the same transaction. Which
// entities are account tables is declared in data/write-effects.ts; auth/index.ts
// declares this as their afterWrite hook.
import type { EntityName } from '../../shared/generated/entities.generated.js';
import type { Queryable, Row } from '../platform/db/executor.js';
import { rotateStamps } from './sessions.js';

const USER_FIELDS_THAT_REVOKE = ['UserName', 'Email', 'Disabled', 'TwoFactorEnabled', 'ResetRequired', 'LockoutEnd'];

export async function applyAccountEffects(
  tx: Queryable,
  entity: EntityName,
  before: Row | undefined,
  after: Row | undefined,
): Promise<void> {
  const row = (after ?? before)!;
  switch (entity) {
    case 'AspNetUsers':
      if (before && after && USER_FIELDS_THAT_REVOKE.some((f) => before[f] !== after[f]))
        await rotateStamps(tx, [String(after.Id)]);
      return;
    case 'AspNetUserRoles':
    case 'AspNetUserClaims':
    case 'AspNetUserLogins':
      await rotateStamps(
        tx,
        [before?.UserId, after?.UserId].filter((v): v is string => typeof v === 'string'),
      );
      return;
    case 'AspNetRoleClaims':
    case 'AspNetRoles': {
      const roleId = String(entity === 'AspNetRoles' ? row.Id : row.RoleId);
      const members = await tx.all<{ UserId: string }>(
        tx.builder.selectFrom('AspNetUserRoles').select('UserId').where('RoleId', '=', roleId).compile(),
      );
      await rotateStamps(
        tx,
        members.map((m) => m.UserId),
      );
      return;
    }
  }
}
