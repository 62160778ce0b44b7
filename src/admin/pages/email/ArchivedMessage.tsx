// One archived e-mail as the archive stored it: its headers, and its HTML in
// a sandboxed frame (no scripts, no same-origin access), so what staff see is
// what was sent, with auth mails' links and codes redacted as stored.
import { Box, Typography } from '@mui/material';
import type { ArchivedEmail } from '../../../shared/api/email.js';
import { formatDateTime } from '../../../shared/dates.js';
import { useText } from '../../i18n/use-text.js';

export function ArchivedMessage({ message }: { message: ArchivedEmail }) {
  const text = useText();
  return (
    <Box
      component="section"
      aria-label={text('email.archived.section')}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}
    >
      <Typography variant="h6" component="h2" gutterBottom>
        {text('email.archived.heading', { id: message.EaId })}
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0, mb: 2 }}
      >
        <dt>{text('email.archived.to')}</dt>
        <dd>{message.EaTo}</dd>
        <dt>{text('email.archived.from')}</dt>
        <dd>{message.EaFrom ?? ''}</dd>
        <dt>{text('email.archived.subject')}</dt>
        <dd>{message.EaSubject ?? ''}</dd>
        <dt>{text('email.archived.status')}</dt>
        <dd>
          {message.EaStatus ?? ''}
          {message.EaError ? ` — ${message.EaError}` : ''}
        </dd>
        <dt>{text('email.archived.date')}</dt>
        <dd>{formatDateTime(message.EaSent)}</dd>
      </Box>
      <Box
        component="iframe"
        title={text('email.archived.frame', { id: message.EaId })}

        sandbox=""
        srcDoc={message.EaBody ?? ''}
        sx={{ width: '100%', height: 420, border: 1, borderColor: 'divider', bgcolor: 'common.white' }}
      />
    </Box>
  );
}
