// People's rules on every write of an account row (AspNetUsers), whoever
// makes it (issue 41 item 1, docs/decisions/0115-one-rule-every-writer.md):
// the generic interface (/api/v1/db/aspnetusers: one record, /all, /batch),
// the DB tools' CSV import, and People's own calls, which write through the
// same data layer. Registered in data/write-rules.ts and run in the write's
// transaction, so a multi-record write with one refused row changes nothing.
//   403 invitation-only  a new account that is not People's invitation: an
//                        account is made by User Management's "Invite user"
//                        (invite.ts), which gives it its roles, a stamp and
//                        the e-mailed link to choose a password;
//   422 Email            a changed address that is not one plain e-mail address (names.ts, the one e-mail rule);
//   409 UserName/Email   a changed name or address another account signs in with (names.ts).
// Who may change which account, and which of its fields, stays the account
// guard's (people/account-guard.ts); a blank user name or address is the
// schema's 422 (shared/required-text.ts).
import type { Queryable, Row } from '../platform/db/executor.js';
import { ApiError, coded } from '../platform/errors.js';
import { errorMessage } from '../../shared/api/error-codes.js';
import { checkedEmail, refuseTakenNames } from './names.js';

/** The transactions in which People's invitation is making its account (createInvited). */
const inviting = new WeakSet<Queryable>();

/** Runs `make` as People's invitation: the one writer that may create an account row. */
export async function asInvitation<T>(tx: Queryable, make: () => Promise<T>): Promise<T> {
  inviting.add(tx);
  try {
    return await make();
  } finally {
    inviting.delete(tx);
  }
}

/** The refusal of an account made any other way, naming the screen to use (403 with its rule, and a code the admin words). */
const invitationOnly = () =>
  new ApiError(
    403,
    errorMessage('people.invitationOnly'),
    undefined,
    {},
    'invitation-only',
    'people.invitationOnly',
    {},
  );

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

export async function guardAccountRow(
  tx: Queryable,
  before: Row | undefined,
  values: Record<string, unknown> | undefined,
): Promise<void> {
  if (!values) return; // deleting an account is the account guard's to judge
  if (!before && !inviting.has(tx)) throw invitationOnly();
  const changed = (field: string) => field in values && (!before || text(values[field]) !== text(before[field]));
  if (changed('Email')) {
    const email = text(values.Email);
    // One plain address as it will be stored: People trims what staff type, the generic interface stores what it is given.
    if (checkedEmail(email) !== email) throw coded(422, 'people.email', { email }, 'Email');
  }
  if (changed('UserName') || changed('Email')) {
    const after = { ...before, ...values };
    await refuseTakenNames(tx, before ? text(before.Id) : undefined, text(after.UserName), text(after.Email));
  }
}
