// The authenticator app on My Account and its reset by an administrator:
// set up (a secret made here, shown as a QR code and as text), confirmed by a
// first code (which also makes the ten recovery codes, shown once), turned
// off (a current code, a recovery code or the password), and the choice of
// what sign-in asks for. Each step is audited.
import type { FactorState, TotpSetup } from '../../../shared/api/factors.js';
import { auditEvent } from '../../platform/data/audit-events.js';
import type { Identity } from '../../platform/data/identity.js';
import type { Executor } from '../../platform/db/executor.js';
import { coded, notFound } from '../../platform/errors.js';
import type { KeyRing } from '../../platform/secrets/key-ring.js';
import { requireFactorChange, requireSelfService } from './factor-rules.js';
import { verifyPassword } from '../passwords.js';
import { findUserById, type UserRow } from '../users.js';
import { authenticatorRequired } from './factor-policy.js';
import { deleteFactors, readFactor, setFactorInUse, storePendingFactor, takeStep } from './factor-store.js';
import { listPasskeys, setPasskeysInUse } from './passkey-store.js';
import { newRecoveryCodes, recoveryCodesLeft, useRecoveryCode } from './recovery-codes.js';
import { enrolmentPicture, newTotpSecret, totpStep } from './totp-codes.js';

interface FactorDeps {
  db: Executor;
  ring: KeyRing;
  publicUrl: string;
}

const audit = (
  deps: FactorDeps,
  actor: Pick<Identity, 'userName' | 'impersonatorName'>,
  message: string,
  requestId: string,
  about?: string,
) =>
  auditEvent(deps.db, {
    type: 'Second Factor',
    message,
    userName: actor.userName,
    impersonator: actor.impersonatorName,
    requestId,
    ...(about ? { about } : {}),
  });

async function ownUser(deps: FactorDeps, identity: Identity): Promise<UserRow> {
  requireSelfService(identity);
  const user = await findUserById(deps.db, identity.userId);
  if (!user) throw notFound('Your account was not found');
  return user;
}

export async function factorState(deps: FactorDeps, userId: string): Promise<FactorState> {
  const factor = await readFactor(deps.db, deps.ring, userId);
  const passkeys = await listPasskeys(deps.db, deps.ring, userId);
  const required = await authenticatorRequired(deps.db, userId);
  // The order sign-in follows (login.ts): a passkey in use, then the app, then the e-mailed code.
  const passkeyAsked = passkeys.length > 0 && (passkeys[0].inUse || (required && !factor?.confirmed));
  return {
    authenticator: factor ? (factor.confirmed ? 'on' : 'pending') : 'off',
    signInAsks: passkeyAsked ? 'passkey' : factor?.confirmed && (factor.inUse || required) ? 'authenticator' : 'email',
    recoveryCodesLeft: factor?.confirmed ? await recoveryCodesLeft(deps.db, userId) : 0,
    required,
  };
}

/** A new secret for the account, waiting for its first code. */
export async function startTotp(deps: FactorDeps, user: UserRow, requestId: string): Promise<TotpSetup> {
  const current = await readFactor(deps.db, deps.ring, user.Id);
  if (current?.confirmed) throw coded(409, 'factors.alreadyOn');
  const secret = newTotpSecret();
  await deps.db.transaction((tx) => storePendingFactor(tx, deps.ring, user.Id, 'totp', secret));
  await audit(deps, { userName: user.UserName }, 'Authenticator Enrolled (waiting for its first code)', requestId);
  const issuer = new URL(deps.publicUrl).host;
  return { secret, ...(await enrolmentPicture(issuer, user.Email || user.UserName, secret)) };
}

/** The first code confirms the app; the answer holds the ten recovery codes, readable this once. */
export async function confirmTotp(deps: FactorDeps, user: UserRow, code: string, requestId: string) {
  const factor = await readFactor(deps.db, deps.ring, user.Id);
  if (!factor || factor.confirmed) throw coded(409, 'factors.notPending');
  const step = await totpStep(factor.secret, code.replace(/\s/g, ''), factor.lastStep);
  const recoveryCodes = await deps.db.transaction(async (tx) =>
    step !== undefined && (await takeStep(tx, factor.id, step)) ? newRecoveryCodes(tx, user.Id) : undefined,
  );
  if (!recoveryCodes) {
    await audit(deps, { userName: user.UserName }, 'Authenticator Confirmation Failed: wrong code', requestId);
    throw coded(422, 'factors.codeWrong', {}, 'code');
  }
  await audit(deps, { userName: user.UserName }, 'Authenticator Confirmed', requestId);
  return { recoveryCodes };
}

export const startMyTotp = async (deps: FactorDeps, identity: Identity, requestId: string) =>
  startTotp(deps, await ownUser(deps, identity), requestId);

export async function confirmMyTotp(deps: FactorDeps, identity: Identity, code: string, requestId: string) {
  const answer = await confirmTotp(deps, await ownUser(deps, identity), code, requestId);
  return { ...answer, state: await factorState(deps, identity.userId) };
}

/** Off with a current code, a recovery code or the password; refused where a role group requires the app. */
export async function turnOffMyTotp(
  deps: FactorDeps,
  identity: Identity,
  proof: { code?: string; password?: string },
  requestId: string,
): Promise<FactorState> {
  const user = await ownUser(deps, identity);
  const factor = await readFactor(deps.db, deps.ring, user.Id);
  if (!factor) throw coded(409, 'factors.notOn');
  const passkeys = await listPasskeys(deps.db, deps.ring, user.Id);
  // Under the policy a passkey may take the app's place; without one the app stays on.
  if (factor.confirmed && !passkeys.length && (await authenticatorRequired(deps.db, user.Id)))
    throw coded(403, 'factors.required');
  if (factor.confirmed) await requireProof(deps, user, factor, proof);
  await deps.db.transaction((tx) => deleteFactors(tx, user.Id));
  await audit(deps, { userName: user.UserName }, 'Authenticator Turned Off', requestId);
  return factorState(deps, user.Id);
}

async function requireProof(
  deps: FactorDeps,
  user: UserRow,
  factor: NonNullable<Awaited<ReturnType<typeof readFactor>>>,
  proof: { code?: string; password?: string },
) {
  const code = proof.code?.replace(/\s/g, '');
  if (code) {
    const step = /^\d{6}$/.test(code) ? await totpStep(factor.secret, code, factor.lastStep) : undefined;
    const ok = await deps.db.transaction(async (tx) =>
      step !== undefined ? takeStep(tx, factor.id, step) : useRecoveryCode(tx, user.Id, code),
    );
    if (!ok) throw coded(422, 'factors.codeWrong', {}, 'code');
  } else if (proof.password) {
    if (!(await verifyPassword(user.PasswordHash, proof.password)))
      throw coded(422, 'factors.passwordWrong', {}, 'CurrentPassword');
  } else throw coded(400, 'factors.proofNeeded', {}, 'code');
}

const CHOICE_WORDS = { authenticator: 'authenticator app', passkey: 'passkey', email: 'e-mailed code' } as const;

/** What sign-in asks for: the authenticator app, a passkey, or the e-mailed code (not under the policy). */
export async function chooseMySignInFactor(
  deps: FactorDeps,
  identity: Identity,
  choice: 'authenticator' | 'passkey' | 'email',
  requestId: string,
): Promise<FactorState> {
  const user = await ownUser(deps, identity);
  const factor = await readFactor(deps.db, deps.ring, user.Id);
  const passkeys = await listPasskeys(deps.db, deps.ring, user.Id);
  if (choice === 'authenticator' && !factor?.confirmed) throw coded(409, 'factors.notOn');
  if (choice === 'passkey' && !passkeys.length) throw coded(404, 'factors.passkeyNotFound');
  if (choice === 'email' && !factor?.confirmed && !passkeys.length) throw coded(409, 'factors.notOn');
  if (choice === 'email' && (await authenticatorRequired(deps.db, user.Id))) throw coded(403, 'factors.required');
  await deps.db.transaction(async (tx) => {
    if (factor?.confirmed) await setFactorInUse(tx, user.Id, 'totp', choice === 'authenticator');
    await setPasskeysInUse(tx, user.Id, choice === 'passkey');
  });
  await audit(deps, { userName: user.UserName }, `Sign-in Factor Chosen: ${CHOICE_WORDS[choice]}`, requestId);
  return factorState(deps, user.Id);
}

/** An administrator removes another account's factors (User Management's rules for its second factor). */
export async function resetFactors(deps: FactorDeps, actor: Identity, userId: string, requestId: string) {
  const user = await findUserById(deps.db, userId);
  await requireFactorChange(deps.db, actor, userId, user);
  if (!user) throw notFound(`User ${userId} was not found`);
  const removed = await deps.db.transaction((tx) => deleteFactors(tx, user.Id));
  await audit(deps, actor, `Second Factors Reset for ${user.UserName} (${removed} removed)`, requestId, user.Id);
  return factorState(deps, user.Id);
}
