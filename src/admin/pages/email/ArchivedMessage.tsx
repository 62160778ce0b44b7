// One archived e-mail as the archive stored it: its headers, and its HTML in
// a sandboxed frame (no scripts, no same-origin access), so what staff see is
// what was sent, with auth mails' links and codes redacted as stored.
import { Box, Typography } from '@mui/material';
import type { ArchivedEmail } from '../../../shared/api/email.js';
import { formatDateTime } from '../../../shared/dates.js';

export function ArchivedMessage({ message }: { message: ArchivedEmail }) {
  return (
    <Box component="section" aria-label="Archived message" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        Archived message #{message.EaId}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0, mb: 2 }}>
        <dt>To</dt>
        <dd>{message.EaTo}</dd>
        <dt>From</dt>
        <dd>{message.EaFrom ?? ''}</dd>
        <dt>Subject</dt>
        <dd>{message.EaSubject ?? ''}</dd>
        <dt>Status</dt>
        <dd>{message.EaStatus ?? ''}{message.EaError ? ` — ${message.EaError}` : ''}</dd>
        <dt>Date</dt>
        <dd>{formatDateTime(message.EaSent)}</dd>
      </Box>
      <Box
        component="iframe"
        title={`Archived message #${message.EaId} as sent`}
        sandbox=""
        srcDoc={message.EaBody ?? ''}
        sx={{ width: '100%', height: 420, border: 1, borderColor: 'divider', bgcolor: 'common.white' }}
      />
    </Box>
  );
}
