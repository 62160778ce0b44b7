// The public form a visitor names (form submit, a form's file upload): it
// must exist and be visible (else 404), and be open (FrmMetaData.closed not
// set, else 403). One check, so a closed form refuses its file uploads with
// the submit's answer and stores nothing for them.
import { forbidden, notFound } from '../platform/errors.js';
import type { Queryable } from '../platform/db/executor.js';
import { readForm, type FormRecord } from './form-record.js';

const CLOSED_FORM_MESSAGE = 'This form is closed: it takes no more submissions';

/** The form `id`, visible and open; `field` is the request's input that named it (the 403's `field`). */
export async function requireOpenForm(db: Queryable, id: number, field: string): Promise<FormRecord> {
  const form = await readForm(db, id);
  if (!form || !form.visible) throw notFound(`Form ${id} was not found`);
  if (form.meta.closed) throw forbidden(CLOSED_FORM_MESSAGE, field);
  return form;
}
