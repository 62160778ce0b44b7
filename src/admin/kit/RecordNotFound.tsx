// What a tool screen shows when its address names no record it has — a
// malformed id or one the server does not know: the tool's own words and a
// way back to its list, never the server's field names.
import { Alert, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

export function RecordNotFound({
  message,
  listPath,
  listLabel,
}: {
  message: string;
  listPath: string;
  listLabel: string;
}) {
  return (
    <Alert severity="warning" role="alert" sx={{ m: 2 }}>
      <span>{message}</span>{' '}
      <Link component={RouterLink} to={listPath}>
        {listLabel}
      </Link>
    </Alert>
  );
}
