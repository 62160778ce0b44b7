// The fallback screens of spec §2, with its texts: an unknown path, a route
// the user may not open, and an unhandled failure.
import { Box, Button, Link, Typography } from '@mui/material';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { quietSurface } from '../palette.js';

export function NotFoundPage() {
  return (
    <Box component="section" sx={{ p: 4 }}>
      <Typography variant="h4" component="h1">
        404 - Not Found
      </Typography>
      <Typography sx={{ my: 2 }}>The page you are looking for no longer exists.</Typography>
      <Link component={RouterLink} to="/">
        Back to Dashboard
      </Link>
    </Box>
  );
}

export function PermissionDeniedPage() {
  const navigate = useNavigate();
  return (
    <Box component="section" sx={{ p: 4 }}>
      <Typography variant="h4" component="h1">
        Permission Denied
      </Typography>
      <Typography sx={{ my: 2 }}>You don&apos;t have permission to view this page.</Typography>
      <Button variant="contained" onClick={() => navigate('/')}>
        Go back
      </Button>
    </Box>
  );
}

/** What an unexpected failure carries: a response's status and text, or an Error. */
export interface AppFailure {
  status?: number;
  statusText?: string;
  message?: string;
  stack?: string;
}

export function UnexpectedErrorPage({ error }: { error: AppFailure }) {
  const summary = error.status ? `${error.status} ${error.statusText ?? ''}`.trim() : (error.message ?? 'Unknown Error');
  return (
    <Box component="section" role="alert" sx={{ p: 4 }}>
      <Typography variant="h4" component="h1">
        Unexpected Application Error!
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
