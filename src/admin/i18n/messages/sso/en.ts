// Single sign-on on the sign-in screen (issue 44 item 1, docs/sign-in-sso.md): the divider, the refusals the
// callback names (src/shared/api/oidc.ts SSO_REFUSALS) and the hand-over.
export default {
  or: 'or',
  signingIn: 'Signing you in…',
  refusal: {
    failed: 'Single sign-on did not complete. Please try again.',
    expired: 'Single sign-on took too long. Please try again.',
    unverified: 'Your identity provider did not confirm your e-mail address, so you cannot be signed in with it.',
    noAccount: 'No staff account has your e-mail address. Ask an administrator to create one for you.',
    noRole: 'Your identity provider gives you no role in the back office. Ask an administrator for access.',
    disabled: 'Your account has been disabled.',
    locked: 'Too many failed sign-ins: the account is locked for 15 minutes.',
  },
} as const;
