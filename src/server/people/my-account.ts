// My Account (/account, issue 13 item 4): the signed-in user's own name,
// e-mail address and second factor. The address changes only once the
// confirmation link sent to the new address is opened while signed in (the
// pending address is kept with its one-time token, hashed, in
// AspNetUserTokens); the address and the second factor ask for the current
// password, and neither changes while impersonating (shared rules). A
// change that ends the account's other sessions (a new security stamp)
// answers a fresh token for this one. The password itself changes through
// /jwt/change-password, and "sign out everywhere" is /jwt/frontendlogout.
import type { AccountAnswer, MyAccount } from '../../shared/api/people.js';
import { selfServiceRefusal } from '../../shared/people/account-rules.js';
import { auditEvent } from '../platform/data/audit-events.js';
import { recordFailure } from '../auth/index.js';
import { MESSAGES, type LoginDeps } from '../auth/index.js';
import { consumeSecret, EMAIL_CHANGE_TTL_MS, newResetToken, pendingSecretData, storeSecret } from '../auth/index.js';
import { verifyPassword } from '../auth/index.js';
import { keepSession } from '../auth/index.js';
import { findUserById, rolesOf, tokenSubject, type UserRow } from '../auth/index.js';
import { dialectOf } from '../platform/db/dialect.js';
import type { Queryable } from '../platform/db/executor.js';
import type { Actor, Identity } from '../platform/data/identity.js';
import { coded, invalid, notFound, unauthorized } from '../platform/errors.js';
import { checkedEmail, refuseTakenNames } from './names.js';
import { refuseIf, ruleActorOf } from '../auth/index.js';
import { writeUserFields } from './user-write.js';

const EMAIL_CHANGE = 'EmailChange';
const LINK_GONE = 'The confirmation link has expired or was already used: ask for a new one.';
const WRONG_PASSWORD = 'The current password is incorrect.';

async function ownRow(db: Queryable, identity: Identity): Promise<UserRow> {
  const user = await findUserById(db, identity.userId);
  if (!user) throw notFound('Your account was not found');
  return user;
}

export async function readMyAccount(db: Queryable, identity: Identity): Promise<MyAccount> {
  const user = await ownRow(db, identity);
  return {
    UserName: user.UserName,
    DisplayName: user.DisplayName,
    Email: user.Email,
    pendingEmail: (await pendingSecretData(db, user.Id, EMAIL_CHANGE))?.email ?? null,
    twoFactor: user.TwoFactorEnabled === true,
    roles: (await rolesOf(db, user.Id)).map((r) => r.Name),
    impersonating: !!identity.impersonatorId,
  };
}

/** The current password, counted like a sign-in (five wrong ones lock the account). */
async function requirePassword(db: Queryable, user: UserRow, given: string): Promise<void> {
  if (user.LockoutEnd && Date.parse(user.LockoutEnd) > Date.now()) throw invalid(MESSAGES.locked, 'CurrentPassword');
  if (await verifyPassword(user.PasswordHash, given)) return;
  const locked = await recordFailure(db, user);
  throw invalid(locked ? MESSAGES.locked : WRONG_PASSWORD, 'CurrentPassword');
}

/** A token for this session after its stamp changed (not while impersonating: that token is the impersonator's to end). */
async function freshToken(deps: LoginDeps, identity: Identity): Promise<string | undefined> {
  if (identity.impersonatorId) return undefined;
  const user = await findUserById(deps.db, identity.userId);
  if (!user || user.Disabled) throw unauthorized('The session has ended');
  await keepSession(deps.db, identity.sessionId, user.SecurityStamp ?? '');
  return deps.tokens.issue({
    ...(await tokenSubject(deps.db, user)),
    sessionId: identity.sessionId,
    authTime: identity.authTime,
  });
}

async function answer(deps: LoginDeps, actor: Actor, message: string, renewToken: boolean): Promise<AccountAnswer> {
  const token = renewToken ? await freshToken(deps, actor) : undefined;
  return { account: await readMyAccount(deps.db, actor), message, ...(token ? { token } : {}) };
}

export async function renameMyself(deps: LoginDeps, actor: Actor, displayName: string): Promise<AccountAnswer> {
  await deps.db.transaction((tx) => writeUserFields(tx, actor, actor.userId, { DisplayName: displayName.trim() }));
  // The name travels in the token: a new one shows it at once (the stamp is unchanged, nothing else ends).
  return answer(deps, actor, 'Your name was saved.', true);
}

export async function requestEmailChange(
  deps: LoginDeps,
  actor: Actor,
  email: string,
  password: string,
): Promise<AccountAnswer> {
  refuseIf(selfServiceRefusal(ruleActorOf(actor)), 'Email');
  const user = await ownRow(deps.db, actor);
  await requirePassword(deps.db, user, password);
  const address = checkedEmail(email);
  if (address.toUpperCase() === user.Email.toUpperCase()) throw coded(422, 'people.sameEmail', {}, 'Email');
  await refuseTakenNames(deps.db, user.Id, user.UserName, address);
  const token = newResetToken();
  await deps.db.transaction((tx) =>
    storeSecret(tx, user.Id, EMAIL_CHANGE, token, EMAIL_CHANGE_TTL_MS, { email: address }),
  );
  const link = `${deps.config.publicUrl}/maintenance/account?confirmEmail=${encodeURIComponent(token)}`;
  await deps.mail.sendEmailConfirmation(
    { email: address, name: user.DisplayName || user.UserName },
    link,
    EMAIL_CHANGE_TTL_MS / 3_600_000,
  );
  await auditEvent(deps.db, {
    type: 'Account',
    message: `E-mail Change Requested: ${address}`,
    userName: actor.userName,
    requestId: actor.requestId,
    about: user.Id,
  });
  return answer(
    deps,
    actor,
    `A confirmation link was sent to ${address}. Your address changes when you open it while signed in.`,
    false,
  );
}

export async function confirmEmailChange(deps: LoginDeps, actor: Actor, token: string): Promise<AccountAnswer> {
  refuseIf(selfServiceRefusal(ruleActorOf(actor)), 'token');
  // A wrong token counts a try, which must be kept: the transaction ends without throwing, the refusal comes after.
  const outcome = await deps.db.transaction(async (tx) => {
    const pending = await pendingSecretData(tx, actor.userId, EMAIL_CHANGE);
    if ((await consumeSecret(tx, actor.userId, EMAIL_CHANGE, token)) !== 'ok' || !pending?.email) return undefined;
    await refuseTakenNames(tx, actor.userId, actor.userName, pending.email);
    await writeUserFields(tx, actor, actor.userId, { Email: pending.email, EmailConfirmed: dialectOf(tx).bool(true) });
    return pending.email;
  });
  if (!outcome) throw invalid(LINK_GONE, 'token');
  return answer(deps, actor, `Your e-mail address is now ${outcome}.`, true);
}

export async function setMySecondFactor(
  deps: LoginDeps,
  actor: Actor,
  enabled: boolean,
  password: string,
): Promise<AccountAnswer> {
  refuseIf(selfServiceRefusal(ruleActorOf(actor)), 'enabled');
  const user = await ownRow(deps.db, actor);
  await requirePassword(deps.db, user, password);
  await deps.db.transaction((tx) =>
    writeUserFields(tx, actor, actor.userId, { TwoFactorEnabled: dialectOf(tx).bool(enabled) }),
  );
  const words = enabled ? 'on: signing in now also asks for a code sent to your e-mail address' : 'off';
  return answer(deps, actor, `The second factor is ${words}. Your other sessions have been signed out.`, true);
}
