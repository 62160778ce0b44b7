// Names an account signs in with: an e-mail address must be one plain
// address, and no user name or address may be another account's (sign-in
// finds an account by either, auth/users.ts).
import type { Queryable } from '../platform/db/executor.js';
import { coded } from '../platform/errors.js';
import { checkRecipients } from '../email/addresses.js';

/** One plain address (no name part, no list), or a 422 naming the field. */
export function checkedEmail(email: string): string {
  const trimmed = email.trim();
  try {
    const [address] = checkRecipients(trimmed, 'Email');
    if (address !== trimmed || trimmed.includes(',')) throw new Error();
  } catch {
    throw coded(422, 'people.email', { email }, 'Email');
  }
  return trimmed;
}

/**
 * Sign-in finds an account by user name or e-mail (auth/users.ts), so no
 * name or address may be another account's name or address.
 */
export async function refuseTakenNames(tx: Queryable, userId: string | undefined, userName: string, email: string) {
  const wanted = { UserName: userName.trim().toUpperCase(), Email: email.trim().toUpperCase() };
  const names = [wanted.UserName, wanted.Email];
  const other = await tx.first<{ UserName: string; NormalizedUserName: string | null; NormalizedEmail: string | null }>(
    tx.builder
      .selectFrom('AspNetUsers')
      .select(['UserName', 'NormalizedUserName', 'NormalizedEmail'])
      .where((eb) => eb.or([eb('NormalizedUserName', 'in', names), eb('NormalizedEmail', 'in', names)]))
      .$if(userId !== undefined, (qb) => qb.where('Id', '!=', userId!))
      .limit(1)
      .compile(),
  );
  if (!other) return;
  const field =
    wanted.UserName === other.NormalizedUserName || wanted.UserName === other.NormalizedEmail ? 'UserName' : 'Email';
  throw coded(
    409,
    field === 'UserName' ? 'people.userNameTaken' : 'people.emailTaken',
    { other: other.UserName },
    field,
  );
}
