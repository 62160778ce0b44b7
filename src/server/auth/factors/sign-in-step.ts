// The authenticator app as sign-in's second step: a current code (each time
// step taken once) or one of the recovery codes (each once). A wrong code
// counts as a failed sign-in, so five in a row lock the account like five
// wrong passwords (failed-logins.ts).
import type { Executor } from '../../platform/db/executor.js';
import { recordFailure } from '../failed-logins.js';
import type { UserRow } from '../users.js';
import { takeStep, type Factor } from './factor-store.js';
import { recoveryCodesLeft, useRecoveryCode } from './recovery-codes.js';
import { totpStep } from './totp-codes.js';

type StepResult = { passed: true; audit: string } | { passed: false; locked: boolean };

export async function checkAuthenticatorStep(
  db: Executor,
  user: UserRow,
  factor: Factor,
  typed: string,
): Promise<StepResult> {
  const code = typed.trim();
  if (/^\d{6}$/.test(code.replace(/\s/g, ''))) {
    const step = await totpStep(factor.secret, code.replace(/\s/g, ''), factor.lastStep);
    if (step !== undefined && (await db.transaction((tx) => takeStep(tx, factor.id, step))))
      return { passed: true, audit: 'Authenticator Code Used' };
  } else if (await db.transaction((tx) => useRecoveryCode(tx, user.Id, code))) {
    return { passed: true, audit: `Recovery Code Used (${await recoveryCodesLeft(db, user.Id)} left)` };
  }
  return { passed: false, locked: await recordFailure(db, user) };
}
