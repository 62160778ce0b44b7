// My Account's theme (issue 29 item 2; docs/decisions/0098): the admin's
// colour theme, on the account so it follows the user to another browser.
// During impersonation it is the impersonator's own: the person at the
// keyboard chose it, and the impersonated user's choice stays theirs.
// Not audited: a look, not a change to anyone's access or content.
import { themeOfStored, type ThemeChoice, type ThemeSetting } from '../../shared/api/theme.js';
import type { Queryable } from '../platform/db/executor.js';
import type { Identity } from '../platform/data/identity.js';
import { notFound } from '../platform/errors.js';

const ownerOf = (identity: Identity) => identity.impersonatorId ?? identity.userId;

export async function readMyTheme(db: Queryable, identity: Identity): Promise<ThemeSetting> {
  const row = await db.first<{ Theme: string | null }>(
    db.builder.selectFrom('AspNetUsers').select('Theme').where('Id', '=', ownerOf(identity)).compile(),
  );
  if (!row) throw notFound('Your account was not found');
  return { theme: themeOfStored(row.Theme) };
}

export async function setMyTheme(db: Queryable, identity: Identity, theme: ThemeChoice): Promise<ThemeSetting> {
  const stored = theme === 'system' ? null : theme;
  await db.run(
    db.builder.updateTable('AspNetUsers').set({ Theme: stored }).where('Id', '=', ownerOf(identity)).compile(),
  );
  return readMyTheme(db, identity);
}
