// Second-factor refusals (server/auth/factors, docs/sign-in.md), English.
export const FACTOR_ERRORS = {
  codeWrong: 'The code is incorrect or was already used: type the code your authenticator app shows now.',
  notPending: 'There is no authenticator app waiting to be confirmed: start again with "Set up an authenticator app".',
  alreadyOn: 'An authenticator app is already on for this account: turn it off first to set up another.',
  notOn: 'No authenticator app is on for this account.',
  required:
    'One of your role groups requires an authenticator app: it cannot be turned off, and sign-in cannot use the e-mailed code instead.',
  proofNeeded: 'Give a current code from your authenticator app, a recovery code, or your password.',
  passwordWrong: 'The password is incorrect.',
  enrolmentGone: 'The set-up step has expired or was used: sign in again.',
  passkeyGone: 'The passkey step has expired: start again.',
  passkeyWrong: "The passkey's answer could not be verified: try again.",
  passkeyName: 'Give the passkey a name.',
  passkeyTaken: 'This passkey is already one of yours.',
  passkeyNotFound: 'This passkey was not found: it may have been removed.',
  passkeyCannotSignInAlone:
    'This passkey did not verify you (PIN or fingerprint) when it was made, so it cannot sign in alone.',
  lastFactor:
    'One of your role groups requires a second factor: keep another passkey or an authenticator app before removing this one.',
};
