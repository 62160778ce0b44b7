// Why a control is disabled, in words on the screen (not only a tooltip),
// tied to the control by aria-describedby: the server's refusal, shown
// before anyone tries (shared/role-rules.ts gives both the same reason).
import { Typography } from '@mui/material';
import type { Verdict } from '../../../shared/role-rules.js';

/** The control's extra props: disabled, and described by the reason when there is one. */
export function ruleProps(verdict: Verdict, reasonId: string) {
  return verdict.allowed ? {} : { disabled: true, 'aria-describedby': reasonId };
}

/** The same for a TextField: the reason describes its input element. */
export function ruleFieldProps(verdict: Verdict, reasonId: string) {
  return verdict.allowed ? {} : { disabled: true, slotProps: { htmlInput: { 'aria-describedby': reasonId } } };
}

export function RuleReason({ verdict, id }: { verdict: Verdict; id: string }) {
  if (verdict.allowed) return null;
  return (
    <Typography id={id} variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
      {verdict.reason}
    </Typography>
  );
}
