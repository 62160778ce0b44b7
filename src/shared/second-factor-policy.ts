// The second-factor policy (issue 44 item 4; docs/sign-in.md): a role group
// whose claims hold this one requires an authenticator app of its members.
// The server reads it at sign-in (server/auth/factors/factor-policy.ts); the
// role group's screen sets it with a switch.
export const AUTHENTICATOR_POLICY_CLAIM = { ClaimType: 'SecondFactor', ClaimValue: 'authenticator' } as const;

export const isAuthenticatorPolicy = (c: { ClaimType: string; ClaimValue: string | null }) =>
  c.ClaimType === AUTHENTICATOR_POLICY_CLAIM.ClaimType && c.ClaimValue === AUTHENTICATOR_POLICY_CLAIM.ClaimValue;
