// The Key Manager form (issue 13 item 5) as plain data: what the user typed,
// what of it is wrong (the value by the rule the server applies too), and
// the body of the save, which carries a value only when one was typed (or
// null when the user chose to remove it): a value is written, never read.
import { keyValueProblem } from '../../../../shared/key-values.js';
import type { KeyManager } from '../../../../shared/generated/entities.generated.js';
import type { TranslateFunction } from 'react-admin';
import { englishText } from '../shared.js';

export type KeyRecord = Required<Omit<KeyManager, 'KmValue'>>;

export interface KeyForm {
  name: string;
  description: string;
  /** Typed into a password field; emptied after every save. */
  newValue: string;
  removeValue: boolean;
}

export type KeyFormErrors = Partial<Record<'name' | 'newValue', string>>;

export const formOf = (record?: KeyRecord): KeyForm => ({
  name: record?.KmName ?? '',
  description: record?.KmDescription ?? '',
  newValue: '',
  removeValue: false,
});

export function keyFormErrors(form: KeyForm, text: TranslateFunction = englishText): KeyFormErrors {
  const errors: KeyFormErrors = {};
  if (!form.name.trim()) errors.name = text('admin-tools.keys.nameMissing');
  else if ([...form.name.trim()].length > 200) errors.name = text('admin-tools.keys.nameTooLong');
  const value = form.newValue.trim();
  if (form.newValue && !form.removeValue) {
    const problem = keyValueProblem(value);
    if (problem) errors.newValue = text('admin-tools.keys.valueProblem', { problem });
  }
  return errors;
}

/** The fields to send: the changed ones (all for a new key), the value only when typed or removed. */
export function keyBody(form: KeyForm, record?: KeyRecord): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  const name = form.name.trim();
  const description = form.description.trim() || null;
  if (!record || name !== record.KmName) body.KmName = name;
  if (!record || description !== (record.KmDescription ?? null)) body.KmDescription = description;
  if (form.removeValue) body.KmValue = null;
  else if (form.newValue.trim()) body.KmValue = form.newValue.trim(); // pasted keys often carry a line break
  return body;
}

/** What the screen may say of the stored value. */
export function valueStatus(
  record: Pick<KeyRecord, 'KmHasValue' | 'KmValueEnding'> | undefined,
  text: TranslateFunction = englishText,
): string {
  if (!record?.KmHasValue) return text('admin-tools.keys.noValue');
  return record.KmValueEnding
    ? text('admin-tools.keys.valueEnding', { ending: record.KmValueEnding })
    : text('admin-tools.keys.valueTooShort');
}
