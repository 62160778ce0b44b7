// Whether an account's role groups hold a claim: how a role group switches a policy on for its members (the
// second-factor policy, shared/second-factor-policy.ts; review before publish, shared/review-policy.ts). It is a
// read of the identity tables every feature shares, so it lives in the platform where both features may import it
// without importing each other (docs/decisions/0145-one-copy-and-no-circles.md).
import type { Queryable } from '../db/executor.js';

/** A role-group claim, as stored in AspNetRoleClaims. */
interface RoleClaim {
  readonly ClaimType: string;
  readonly ClaimValue: string;
}

/** Whether one of the account's role groups holds `claim`. */
export async function roleGroupsHold(db: Queryable, userId: string, claim: RoleClaim): Promise<boolean> {
  const row = await db.first(
    db.builder
      .selectFrom('AspNetUserRoles as ur')
      .innerJoin('AspNetRoleClaims as c', 'c.RoleId', 'ur.RoleId')
      .select('c.Id')
      .where('ur.UserId', '=', userId)
      .where('c.ClaimType', '=', claim.ClaimType)
      .where('c.ClaimValue', '=', claim.ClaimValue)
      .limit(1)
      .compile(),
  );
  return !!row;
}
