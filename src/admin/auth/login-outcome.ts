// The ways a sign-in can end without a session (spec §4 "Login outcomes",
// §8). authProvider.login rejects with one of these, so react-admin treats
// the user as signed out while the form shows the right step or message.
import { firstErrorMessage, type LoginAnswer } from './auth-api.js';
import type { PasskeyChallenge } from '../../shared/api/passkeys.js';

const MESSAGES = {
  denied: 'Your account has been disabled.',
  resetRequired: 'Your account requires a new password.',
  codeSent: 'Enter the verification code sent to your e-mail.',
  authenticatorCode: 'Enter the code your authenticator app shows, or one of your recovery codes.',
  enrol: 'Your role group requires an authenticator app: set one up to sign in.',
  passkey: 'Use your passkey to finish signing in.',
  unknown: 'An unknown error occurred',
} as const;

type LoginOutcome = 'resetRequired' | 'denied' | 'b2fa' | 'authenticator' | 'passkey' | 'enrol' | 'failed';

export class LoginOutcomeError extends Error {
  constructor(
    readonly outcome: LoginOutcome,
    message: string,
    /** 'enrol': the key of the set-up step the second-factor policy asks for (no session). */
    readonly enrolment?: string,
    /** 'passkey': the options for the browser and the ticket to hand back with its answer. */
    readonly passkey?: PasskeyChallenge,
  ) {
    super(message);
    this.name = 'LoginOutcomeError';
  }
}

/** The outcome of a non-success answer, in the spec's order of precedence. */
export function outcomeOf(answer: LoginAnswer | undefined): LoginOutcomeError {
  if (answer && 'resetRequired' in answer) return new LoginOutcomeError('resetRequired', MESSAGES.resetRequired);
  if (answer && 'deniedAccess' in answer && answer.deniedAccess)
    return new LoginOutcomeError('denied', MESSAGES.denied);
  if (answer && 'b2fa' in answer && 'factor' in answer && answer.factor === 'passkey')
    return new LoginOutcomeError('passkey', MESSAGES.passkey, undefined, answer.passkey);
  if (answer && 'b2fa' in answer)
    return 'factor' in answer && answer.factor === 'authenticator'
      ? new LoginOutcomeError('authenticator', MESSAGES.authenticatorCode)
      : new LoginOutcomeError('b2fa', MESSAGES.codeSent);
  if (answer && 'enrolAuthenticator' in answer) return new LoginOutcomeError('enrol', MESSAGES.enrol, answer.enrolment);
  return new LoginOutcomeError('failed', firstErrorMessage(answer) ?? MESSAGES.unknown);
}
