// Between the server's account and the form: the form's value from an
// account, the save and invitation bodies from the form, and the field
// messages of a refused save.
import type { InviteBody, UserDetail, UserSaveBody } from '../../../shared/api/people.js';
import type { TranslateFunction } from 'react-admin';
import type { UserFormValue } from './UserForm.js';

export const EMPTY_FORM: UserFormValue = {
  DisplayName: '',
  UserName: '',
  Email: '',
  roleIds: [],
  tagIds: [],
  contents: [],
};

export const formOf = (u: UserDetail): UserFormValue => ({
  DisplayName: u.DisplayName ?? '',
  UserName: u.UserName,
  Email: u.Email,
  roleIds: u.roleIds,
  tagIds: u.tagIds,
  contents: u.contentIds.map((CId) => ({ CId, CTitle: u.contents.find((c) => c.CId === CId)?.CTitle ?? null })),
});

const access = (v: UserFormValue) => ({
  roleIds: [...new Set(v.roleIds)],
  tagIds: [...new Set(v.tagIds)].sort((a, b) => a - b),
  contentIds: v.contents.map((c) => c.CId),
});

export const inviteBodyOf = (v: UserFormValue): InviteBody => ({
  DisplayName: v.DisplayName.trim(),
  UserName: v.UserName.trim(),
  Email: v.Email.trim(),
  ...access(v),
});

export const saveBodyOf = (v: UserFormValue, version: string): UserSaveBody => ({ ...inviteBodyOf(v), version });

/** The message keys of the fields the form still needs before it can be sent. */
export function missingFields(v: UserFormValue): string[] {
  return [
    ['people.form.name', v.DisplayName],
    ['people.form.userName', v.UserName],
    ['people.form.email', v.Email],
  ]
    .filter(([, value]) => !value.trim())
    .map(([key]) => key);
}

/** 'Fill in Name, User name, E-mail.' in the reader's language. */
export const missingText = (missing: string[], text: TranslateFunction) =>
  text('people.form.fillIn', { fields: missing.map((key) => text(key)).join(', ') });

/** {field: message} of a refused call whose errors name fields (409, 422). */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const errors =
    (error as { body?: { response?: { errors?: { field?: string; message?: string }[] } } } | undefined)?.body?.response
      ?.errors ?? [];
  return Object.fromEntries(errors.filter((e) => e.field && e.message).map((e) => [e.field!, e.message!]));
}
