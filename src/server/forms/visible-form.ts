// The public form a visitor names (form submit, a form's file upload): it
// must exist and be visible.
import { isStoredTrue } from '../db/dialect.js';
import type { Queryable } from '../db/executor.js';
import { notFound } from '../errors.js';

export async function requireVisibleForm(db: Queryable, id: number): Promise<void> {
  const form = await db.first<{ FrmId: number; FrmVisible: number | boolean }>(db.builder.selectFrom('Form').select(['FrmId', 'FrmVisible']).where('FrmId', '=', id).compile());
  if (!form || !isStoredTrue(form.FrmVisible)) throw notFound(`Form ${id} was not found`);
}
