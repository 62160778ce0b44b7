// Where a tag is used, in words, so that a delete that would break something
// is refused naming each place (issue 16 item 5):
//   - content filed under it or linked from it (TagToContent);
//   - users and role groups given it (TId claims: their access would change);
//   - forms filed under it (the Form Manager's form tags, whose path is the
//     form's submissions screen: the submissions would lose their screen);
//   - live tags beneath it (the dashboard section's tools, a menu's items).
// Each list names at most a few, then how many more.
import { dialectOf } from '../platform/db/dialect.js';
import type { Queryable } from '../platform/db/executor.js';

const SHOWN = 5;

function listed(what: string, names: string[]): string[] {
  if (!names.length) return [];
  const more = names.length > SHOWN ? ` and ${names.length - SHOWN} more` : '';
  return [`${what}: ${names.slice(0, SHOWN).join(', ')}${more}`];
}

export async function tagUses(db: Queryable, tagId: number): Promise<string[]> {
  const d = dialectOf(db);
  const content = await db.all<{ CId: number; CTitle: string }>(
    db.builder
      .selectFrom('TagToContent')
      .innerJoin('Content', 'Content.CId', 'TagToContent.CId')
      .select(['Content.CId', 'Content.CTitle'])
      .where('TagToContent.TId', '=', tagId)
      .orderBy('Content.CId')
      .compile(),
  );
  const users = await db.all<{ UserName: string }>(
    db.builder
      .selectFrom('AspNetUserClaims')
      .innerJoin('AspNetUsers', 'AspNetUsers.Id', 'AspNetUserClaims.UserId')
      .select('AspNetUsers.UserName')
      .where('AspNetUserClaims.ClaimType', '=', 'TId')
      .where('AspNetUserClaims.ClaimValue', '=', String(tagId))
      .orderBy('AspNetUsers.UserName')
      .compile(),
  );
  const roles = await db.all<{ Name: string }>(
    db.builder
      .selectFrom('AspNetRoleClaims')
      .innerJoin('AspNetRoles', 'AspNetRoles.Id', 'AspNetRoleClaims.RoleId')
      .select('AspNetRoles.Name')
      .where('AspNetRoleClaims.ClaimType', '=', 'TId')
      .where('AspNetRoleClaims.ClaimValue', '=', String(tagId))
      .orderBy('AspNetRoles.Name')
      .compile(),
  );
  const forms = await db.all<{ FrmId: number; FrmName: string }>(
    db.builder.selectFrom('Form').select(['FrmId', 'FrmName']).where('TId', '=', tagId).orderBy('FrmId').compile(),
  );
  const children = await db.all<{ TId: number; TName: string }>(
    db.builder
      .selectFrom('Tag')
      .select(['TId', 'TName'])
      .where('TIdParent', '=', tagId)
      .where('TDeleted', '=', d.bool(false))
      .orderBy('TId')
      .compile(),
  );
  return [
    ...listed(
      'content linked to it (TagToContent)',
      content.map((c) => `${c.CTitle} (CId ${c.CId})`),
    ),
    ...listed(
      'users given it (TId claim)',
      users.map((u) => u.UserName),
    ),
    ...listed(
      'role groups given it (TId claim)',
      roles.map((r) => r.Name),
    ),
    ...listed(
      'forms filed under it, with their submissions',
      forms.map((f) => `${f.FrmName} (form ${f.FrmId})`),
    ),
    ...listed(
      'tags beneath it',
      children.map((c) => `${c.TName} (tag ${c.TId})`),
    ),
  ];
}
