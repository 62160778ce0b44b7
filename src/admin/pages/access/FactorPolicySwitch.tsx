// The role group's second-factor policy (docs/sign-in.md): on, its members
// must sign in with an authenticator app, and one without is asked to set it
// up at sign-in before any screen. Kept as one of the group's claims, so it
// is saved, checked and audited with them.
import { FormControlLabel, Switch, Typography } from '@mui/material';
import { AUTHENTICATOR_POLICY_CLAIM, isAuthenticatorPolicy } from '../../../shared/second-factor-policy.js';
import { useText } from '../../i18n/use-text.js';
import type { ClaimsForm } from './claims-form.js';

export function FactorPolicySwitch({
  form,
  onChange,
  disabled,
}: {
  form: ClaimsForm;
  onChange: (form: ClaimsForm) => void;
  disabled: boolean;
}) {
  const text = useText();
  const on = form.others.some(isAuthenticatorPolicy);
  const flip = (wanted: boolean) =>
    onChange({
      ...form,
      others: wanted
        ? [...form.others, { ...AUTHENTICATOR_POLICY_CLAIM }]
        : form.others.filter((c) => !isAuthenticatorPolicy(c)),
    });
  return (
    <>
      <FormControlLabel
        control={<Switch checked={on} onChange={(e) => flip(e.target.checked)} disabled={disabled} />}
        label={text('access.edit.requireAuthenticator')}
      />
      <Typography variant="body2" color="text.secondary">
        {text('access.edit.requireAuthenticatorHelp')}
      </Typography>
    </>
  );
}
