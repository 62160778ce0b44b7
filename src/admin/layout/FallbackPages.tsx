// The fallback screens of spec §2, with its texts: an unknown path, a route
// the user may not open, and an unhandled failure.
import { Box, Button, Link, Typography } from '@mui/material';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { quietSurface } from '../palette.js';
import { useText } from '../i18n/use-text.js';

export function NotFoundPage() {
  const text = useText();
  return (
    <Box component="section" sx={{ p: 4 }}>
      <Typography variant="h4" component="h1">
        {text('shell.fallback.notFoundTitle')}
      </Typography>
      <Typography sx={{ my: 2 }}>{text('shell.fallback.notFoundText')}</Typography>
      <Link component={RouterLink} to="/">
        {text('shell.fallback.backToDashboard')}
      </Link>
    </Box>
  );
}

export function PermissionDeniedPage() {
  const navigate = useNavigate();
  const text = useText();
  return (
    <Box component="section" sx={{ p: 4 }}>
      <Typography variant="h4" component="h1">
        {text('shell.fallback.deniedTitle')}
      </Typography>
      <Typography sx={{ my: 2 }}>{text('shell.fallback.deniedText')}</Typography>
      <Button variant="contained" onClick={() => navigate('/')}>
        {text('shell.fallback.goBack')}
      </Button>
    </Box>
  );
}

/** What an unexpected failure carries: a response's status and text, or an Error. */
interface AppFailure {
  status?: number;
  statusText?: string;
  message?: string;
  stack?: string;
}

export function UnexpectedErrorPage({ error }: { error: AppFailure }) {
  const text = useText();
  const summary = error.status
    ? `${error.status} ${error.statusText ?? ''}`.trim()
    : (error.message ?? text('shell.fallback.unknownError'));
  return (
    <Box component="section" role="alert" sx={{ p: 4 }}>
      <Typography variant="h4" component="h1">
        {text('shell.fallback.unexpectedTitle')}
      </Typography>
      <Typography variant="h6" component="p" sx={{ my: 2 }}>
        {summary}
      </Typography>
      {error.stack && (
        <Box component="pre" sx={{ p: 2, bgcolor: quietSurface, overflow: 'auto', fontSize: 12 }}>
          {error.stack}
        </Box>
      )}
    </Box>
  );
}
