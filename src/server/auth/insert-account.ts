// The one place an account row is inserted outside the generic interface: the first
// start's administrator (seed/admin.ts) and an account single sign-on creates
// (auth/oidc/account.ts). People's invitation goes through the data engine's insertOne
// instead, so its rules and audit apply; these two callers audit what they did themselves.
import { randomBytes, randomUUID } from 'node:crypto';
import { dialectOf } from '../platform/db/dialect.js';
import type { Queryable } from '../platform/db/executor.js';

interface NewAccount {
  userName: string;
  email: string;
  /** null: no password ever matches (an account that signs in through its provider only). */
  passwordHash: string | null;
  displayName: string;
  roleIds: readonly string[];
}

/** Inserts the account (e-mail confirmed, fresh stamps, names normalized as ASP.NET Identity does) and its roles; returns its id. */
export async function insertAccount(tx: Queryable, account: NewAccount): Promise<string> {
  const id = randomUUID();
  await tx.run(
    tx.builder
      .insertInto('AspNetUsers')
      .values({
        Id: id,
        UserName: account.userName,
        NormalizedUserName: account.userName.toUpperCase(),
        Email: account.email,
        NormalizedEmail: account.email.toUpperCase(),
        EmailConfirmed: dialectOf(tx).bool(true),
        PasswordHash: account.passwordHash,
        SecurityStamp: randomBytes(16).toString('hex'),
        ConcurrencyStamp: randomUUID(),
        DisplayName: account.displayName,
      })
      .compile(),
  );
  for (const roleId of account.roleIds)
    await tx.run(tx.builder.insertInto('AspNetUserRoles').values({ UserId: id, RoleId: roleId }).compile());
  return id;
}
