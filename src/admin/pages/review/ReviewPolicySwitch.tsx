// The role group's review policy (docs/review.md): on, its members' page
// changes go live only once another person approves them. Kept as one of the
// group's claims (Publishing: review), so it is saved, checked and audited
// with them; the server refuses its members' direct publishes.
import { FormControlLabel, Switch, Typography } from '@mui/material';
import { REVIEW_POLICY_CLAIM, isReviewPolicy } from '../../../shared/review-policy.js';
import { useText } from '../../i18n/use-text.js';
import type { ClaimsForm } from '../access/claims-form.js';

export function ReviewPolicySwitch({
  form,
  onChange,
  disabled,
}: {
  form: ClaimsForm;
  onChange: (form: ClaimsForm) => void;
  disabled: boolean;
}) {
  const text = useText();
  const on = form.others.some(isReviewPolicy);
  const flip = (wanted: boolean) =>
    onChange({
      ...form,
      others: wanted ? [...form.others, { ...REVIEW_POLICY_CLAIM }] : form.others.filter((c) => !isReviewPolicy(c)),
    });
  return (
    <>
      <FormControlLabel
        control={<Switch checked={on} onChange={(e) => flip(e.target.checked)} disabled={disabled} />}
        label={text('review.policy.label')}
      />
      <Typography variant="body2" color="text.secondary">
        {text('review.policy.help')}
      </Typography>
    </>
  );
}
