// One part of My Account: a titled card, its inline outcome (role=status),
// and the shared rule's reason when the part cannot be used right now.
import type { ReactNode } from 'react';
import { Alert, Box, Card, CardContent, Typography } from '@mui/material';
import type { Refusal } from '../../../shared/people/account-rules.js';
import { RuleReason } from '../people/RuleReason.js';

export interface Outcome {
  severity: 'success' | 'error' | 'info';
  text: string;
}

export function AccountSection({
  id,
  title,
  refusal,
  outcome,
  children,
}: {
  id: string;
  title: string;
  refusal?: Refusal;
  outcome?: Outcome;
  children: ReactNode;
}) {
  return (
    <Card component="section" aria-labelledby={`${id}-title`} variant="outlined">
      <CardContent>
        <Typography id={`${id}-title`} variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        <RuleReason id={`${id}-reason`} refusal={refusal} />
        <Box role="status" sx={{ my: outcome ? 1 : 0 }}>
          {outcome && <Alert severity={outcome.severity}>{outcome.text}</Alert>}
        </Box>
        {children}
      </CardContent>
    </Card>
  );
}
