// What a Form write must obey besides the schema, whoever makes it (the
// builder, the raw data screens, a script through the generic interface),
// applied by data/writes.ts in the write's own transaction:
// - its JSON columns follow the form rules (shared/forms/validate-config.ts),
//   checked on the record as it will be stored (a PATCH of FrmEmailMarketing
//   is checked against the stored FrmConfig), 422 naming the exact place;
// - the confirmation e-mail's template is an Email_Template record;
// - a new form without a tag gets its own under the Form Manager (90), whose
//   path is its submissions screen, appended to the tag chain; a form whose
//   name or visibility changes renames or hides its tag, since the dashboard
//   lists the visible form tags by name;
// - a deleted form takes its own tag with it (soft, TDeleted, as every tag
//   delete of the product), unless something else still uses the tag: then
//   the tag stays, hidden unless another form is filed under it.
import type { Queryable, Row } from '../platform/db/executor.js';
import { decodeField, decodeRow } from '../platform/data/codec.js';
import { readStoredJson } from '../platform/db/dialect.js';
import { ApiError, coded } from '../platform/errors.js';
import { FORM_MANAGER_TAG_ID } from '../../shared/dashboard-tools.js';
import { validateFormColumns } from '../../shared/forms/validate-config.js';
import { isFixedTag } from '../../shared/fixed-tags.js';
import { tagUses } from '../tags/index.js';
import type { Values } from '../platform/data/write-values.js';
import type { TagWriter } from '../platform/data/write-rules.js';
import { CT } from '../../shared/content-types.js';

const JSON_COLUMNS = ['FrmConfig', 'FrmMetaData', 'FrmEmailMarketing'] as const;
const DEFAULT_EMAIL_CID = 50;
/** The dashboard icon of a form's tag (an MUI icon name). */
const FORM_TAG_ICON = 'Assignment';

/** Refuses a Form write whose JSON columns break the form rules (422 naming the first place). */
export async function checkFormValues(tx: Queryable, values: Values, current: Row | undefined): Promise<void> {
  if (!JSON_COLUMNS.some((c) => c in values)) return;
  // The values written are already encoded for storage (JSON as text on both databases, data/codec.ts), the
  // current row is as the database gave it (JSON parsed by pg): each is read by its own rule. So the values are
  // parsed as text by hand on purpose; decoding them as a pg row would refuse every form save (decision 0128, Follow-up).
  const merged = Object.fromEntries(
    JSON_COLUMNS.map((c) => [
      c,
      c in values ? (readStoredJson(values[c]) ?? null) : decodeField('Form', c, current?.[c], tx.dialect),
    ]),
  );
  const [first] = validateFormColumns(merged);
  if (first) throw new ApiError(422, first.message, first.path, {}, undefined, first.code, first.params);
  const templateCId = (merged.FrmMetaData as { confirmationEmail?: { templateCId?: unknown } } | null)
    ?.confirmationEmail?.templateCId;
  if (typeof templateCId === 'number' && templateCId !== DEFAULT_EMAIL_CID) {
    const row = await tx.first<{ CtId: number }>(
      tx.builder.selectFrom('Content').select('CtId').where('CId', '=', templateCId).compile(),
    );
    if (!row || Number(row.CtId) !== CT.Email_Template)
      throw coded(422, 'form.notEmailTemplate', { id: templateCId }, 'FrmMetaData.confirmationEmail.templateCId');
  }
}

/** A new form without a tag: its own tag under the Form Manager, last in the chain; returns its id. */
export async function createFormTag(tx: Queryable, tags: TagWriter, values: Values): Promise<number> {
  const last = await tx.first<{ TId: number }>(
    tx.builder
      .selectFrom('Tag')
      .select('TId')
      .where('TIdParent', '=', FORM_MANAGER_TAG_ID)
      .where('TNextId', 'is', null)
      .orderBy('TId', 'desc')
      .limit(1)
      .compile(),
  );
  const tag = await tags.insert({
    TIdParent: FORM_MANAGER_TAG_ID,
    TName: values.FrmName,
    TVisible:
      values.FrmVisible === undefined
        ? true
        : decodeField('Form', 'FrmVisible', values.FrmVisible, tx.dialect) === true,
    CUrlDefaultPage: FORM_TAG_ICON,
  });
  const id = Number(tag.TId);
  await tags.update(id, { TPath: `/form-submissions/${id}` });
  if (last) await tags.update(Number(last.TId), { TNextId: id });
  else await tags.update(FORM_MANAGER_TAG_ID, { TChildId: id });
  return id;
}

/** A renamed or shown/hidden form: its tag under the Form Manager follows. */
export async function syncFormTag(tx: Queryable, tags: TagWriter, before: Row, after: Row): Promise<void> {
  if (after.TId === null || after.TId === undefined) return;
  const change: Record<string, unknown> = {};
  if (after.FrmName !== before.FrmName) change.TName = after.FrmName;
  // A null FrmVisible counts as hidden, as the form itself reads it (form-record.ts).
  const visible = decodeField('Form', 'FrmVisible', after.FrmVisible, tx.dialect) === true;
  if (visible !== (decodeField('Form', 'FrmVisible', before.FrmVisible, tx.dialect) === true))
    change.TVisible = visible;
  if (!Object.keys(change).length) return;
  const tag = await tx.first<{ TIdParent: number | null }>(
    tx.builder.selectFrom('Tag').select('TIdParent').where('TId', '=', Number(after.TId)).compile(),
  );
  if (tag && Number(tag.TIdParent) === FORM_MANAGER_TAG_ID) await tags.update(Number(after.TId), change);
}

/**
 * A deleted form (`before`, its row already gone in this transaction): its own
 * tag, a live tag under the Form Manager that is no fixed tag, goes too —
 * soft-deleted (TDeleted, its chain place kept) through the data layer, so the
 * tag rules, the audit and the scope check apply. A tag something else still
 * uses (tags/tag-usage.ts: another form filed under it, content links, users'
 * or role groups' TId claims, live tags beneath it) is not deleted: shared
 * with another form it is left as it is; otherwise it is hidden, so the
 * dashboard stops listing a form that is gone while the claims and links keep
 * their tag (the tag editor names the uses and deletes it once they are gone).
 */
export async function removeFormTag(tx: Queryable, tags: TagWriter, before: Row): Promise<void> {
  if (before.TId === null || before.TId === undefined) return;
  const id = Number(before.TId);
  const stored = await tx.first<Record<'TIdParent' | 'TVisible' | 'TDeleted', unknown>>(
    tx.builder.selectFrom('Tag').select(['TIdParent', 'TVisible', 'TDeleted']).where('TId', '=', id).compile(),
  );
  const tag = stored && decodeRow('Tag', stored, tx.dialect);
  if (!tag || tag.TIdParent !== FORM_MANAGER_TAG_ID || tag.TDeleted === true || isFixedTag(id)) return;
  const otherForm = await tx.first(
    tx.builder.selectFrom('Form').select('FrmId').where('TId', '=', id).limit(1).compile(),
  );
  if (otherForm) return;
  if ((await tagUses(tx, id)).length) {
    if (tag.TVisible === true) await tags.update(id, { TVisible: false });
    return;
  }
  await tags.update(id, { TDeleted: true });
}

/**
 * A form that has submissions is not deleted: they are the site's record of
 * what visitors sent, and each points at its form (the foreign key would refuse
 * too, in words that cannot name the form). Hiding or closing the form stops
 * new ones.
 */
export async function refuseFormWithSubmissions(tx: Queryable, before: Row): Promise<void> {
  const held = await tx.first<{ n: number | string }>(
    tx.builder
      .selectFrom('FormSubmission')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('FrmId', '=', Number(before.FrmId))
      .compile(),
  );
  const count = Number(held?.n ?? 0);
  if (count === 0) return;
  throw coded(409, 'form.hasSubmissions', {
    name: String(before.FrmName ?? before.FrmId),
    count: count.toLocaleString('en-US'),
    smart_count: count,
  });
}
