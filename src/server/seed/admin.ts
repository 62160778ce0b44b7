// The three roles of spec §6, the Auditor (docs/decisions/0112-auditor-role.md)
// and the first MoJoAdmin account
// (CMS_ADMIN_USER / CMS_ADMIN_PASSWORD / CMS_ADMIN_EMAIL). Without a
// configured password one is generated, printed once by server.ts, and
// kept in DATA_DIR/admin-credentials.txt (mode 0600) until it is changed.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../platform/config.js';
import type { Queryable } from '../platform/db/executor.js';
import { insertAccount } from '../auth/insert-account.js';
import { hashPassword } from '../auth/passwords.js';
import { BUILT_IN_ROLES, ROLE_IDS } from '../../shared/roles.js';

export interface AdminCredentials {
  userName: string;
  password: string;
  generated: boolean;
}

const insertRole = (tx: Queryable, name: (typeof BUILT_IN_ROLES)[number]) =>
  tx.run(
    tx.builder
      .insertInto('AspNetRoles')
      .values({ Id: ROLE_IDS[name], Name: name, NormalizedName: name.toUpperCase(), ConcurrencyStamp: randomUUID() })
      .compile(),
  );

async function seedRoles(tx: Queryable) {
  for (const name of BUILT_IN_ROLES) await insertRole(tx, name);
}

/**
 * On a database seeded before a built-in role existed (the Auditor, issue 40 item 5): adds each missing
 * one, by normalized name. A role group an administrator already named so becomes the built-in role.
 */
export async function ensureBuiltInRoles(tx: Queryable): Promise<void> {
  const rows = await tx.all<{ NormalizedName: string | null }>(
    tx.builder.selectFrom('AspNetRoles').select('NormalizedName').compile(),
  );
  const present = new Set(rows.map((r) => r.NormalizedName));
  for (const name of BUILT_IN_ROLES) if (!present.has(name.toUpperCase())) await insertRole(tx, name);
}

export async function createUser(
  tx: Queryable,
  user: {
    userName: string;
    email: string;
    password: string;
    displayName: string;
    roles: (keyof typeof ROLE_IDS)[];
    claims?: [string, string][];
  },
): Promise<string> {
  const id = await insertAccount(tx, {
    userName: user.userName,
    email: user.email,
    passwordHash: await hashPassword(user.password),
    displayName: user.displayName,
    roleIds: user.roles.map((role) => ROLE_IDS[role]),
  });
  for (const [type, value] of user.claims ?? []) {
    await tx.run(
      tx.builder.insertInto('AspNetUserClaims').values({ UserId: id, ClaimType: type, ClaimValue: value }).compile(),
    );
  }
  return id;
}

export async function seedAdmin(tx: Queryable, config: Config): Promise<AdminCredentials> {
  await seedRoles(tx);
  const generated = !config.admin.password;
  const password = config.admin.password ?? randomBytes(12).toString('base64url');
  await createUser(tx, {
    userName: config.admin.user,
    email: config.admin.email,
    password,
    displayName: 'Site Administrator',
    roles: ['MoJoAdmin'],
  });
  if (generated) {
    mkdirSync(config.dataDir, { recursive: true });
    writeFileSync(
      join(config.dataDir, 'admin-credentials.txt'),
      `user: ${config.admin.user}\npassword: ${password}\n(generated at first start; change it, then delete this file)\n`,
      { mode: 0o600 },
    );
  }
  return { userName: config.admin.user, password, generated };
}
