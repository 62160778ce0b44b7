// The reason a control is greyed out: the shared rule's words
// (src/shared/people/account-rules.ts), the same the server would answer
// with its 403. The control names this text in aria-describedby.
import { Typography } from '@mui/material';
import LockOutlined from '@mui/icons-material/LockOutlined';
import type { Refusal } from '../../../shared/people/account-rules.js';

export function RuleReason({
  id,
  refusal,
}: {
  id: string;
  refusal: (Pick<Refusal, 'reason'> & { rule?: string }) | undefined;
}) {
  if (!refusal) return null;
  return (
    <Typography
      id={id}
      variant="body2"
      color="text.secondary"
      data-rule={refusal.rule}
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.5 }}
    >
      <LockOutlined fontSize="inherit" aria-hidden />
      {refusal.reason}
    </Typography>
  );
}
