// A role group's policy kept as one of its claims, shown as a switch (docs/access.md): the second-factor policy
// (docs/sign-in.md) and review before publish (docs/review.md). On, the claim is added to the group's claims; off,
// it is taken out; so the policy is saved, checked and audited with the other claims, and the server applies it
// (data/role-claims.ts roleGroupsHold). The label and help text are the caller's, already in the staff's language.
import { FormControlLabel, Switch, Typography } from '@mui/material';
import type { ClaimsForm } from './claims-form.js';

interface PolicyClaim {
  readonly ClaimType: string;
  readonly ClaimValue: string;
}

const isClaim = (claim: PolicyClaim) => (c: { ClaimType: string; ClaimValue: string | null }) =>
  c.ClaimType === claim.ClaimType && c.ClaimValue === claim.ClaimValue;

export function PolicyClaimSwitch({
  claim,
  label,
  help,
  form,
  onChange,
  disabled,
}: {
  claim: PolicyClaim;
  label: string;
  help: string;
  form: ClaimsForm;
  onChange: (form: ClaimsForm) => void;
  disabled: boolean;
}) {
  const held = isClaim(claim);
  const on = form.others.some(held);
  const flip = (wanted: boolean) =>
    onChange({
      ...form,
      others: wanted ? [...form.others, { ...claim }] : form.others.filter((c) => !held(c)),
    });
  return (
    <>
      <FormControlLabel
        control={<Switch checked={on} onChange={(e) => flip(e.target.checked)} disabled={disabled} />}
        label={label}
      />
      <Typography variant="body2" color="text.secondary">
        {help}
      </Typography>
    </>
  );
}
