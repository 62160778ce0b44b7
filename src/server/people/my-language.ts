// My Account's language (issue 29 item 1; docs/decisions/0103): the admin's
// language, on the account so it follows the user to another browser. Like the
// theme (my-theme.ts), during impersonation it is the impersonator's own: the
// person at the keyboard reads the screens. Null until chosen: the admin then
// speaks the browser's language. Not audited: a way of reading, not a change
// to anyone's access or content. Server messages stay English (the contract).
import { languageOfStored, type Language, type LanguageSetting } from '../../shared/api/language.js';
import type { Queryable } from '../platform/db/executor.js';
import type { Identity } from '../platform/data/identity.js';
import { notFound } from '../platform/errors.js';

const ownerOf = (identity: Identity) => identity.impersonatorId ?? identity.userId;

export async function readMyLanguage(db: Queryable, identity: Identity): Promise<LanguageSetting> {
  const row = await db.first<{ Language: string | null }>(
    db.builder.selectFrom('AspNetUsers').select('Language').where('Id', '=', ownerOf(identity)).compile(),
  );
  if (!row) throw notFound('Your account was not found');
  return { language: languageOfStored(row.Language) };
}

export async function setMyLanguage(
  db: Queryable,
  identity: Identity,
  language: Language | null,
): Promise<LanguageSetting> {
  await db.run(
    db.builder.updateTable('AspNetUsers').set({ Language: language }).where('Id', '=', ownerOf(identity)).compile(),
  );
  return readMyLanguage(db, identity);
}
