// The database's facts (issue 16 item 8): dialect and version, where it
// lives, its size, the migrations applied (and any pending), and every table
// with its rows and size — with the backup download beside them.
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/GetApp';
import { DB_TOOLS_BASE } from '../../../shared/api/db-tools.js';
import { formatDateTime } from '../../../shared/dates.js';
import { SCREEN_READ } from '../../api/read-options.js';
import { createHttpClient, type HttpClient } from '../../providers/http-client.js';
import { ErrorNotice, Loading } from '../site/shared/ScreenStates.js';
import { errorText } from '../site/shared/site-api.js';
import { bytesText, countText, dbToolsKeys, downloadFile, readFacts } from './db-tools-api.js';

const DIALECT_NAMES = { sqlite: 'SQLite (embedded)', postgres: 'PostgreSQL' } as const;

export function FactsPanel({ http: given, fetchFn }: { http?: HttpClient; fetchFn?: typeof fetch }) {
  const http = useMemo(() => given ?? createHttpClient(), [given]);
  const facts = useQuery({ queryKey: dbToolsKeys.facts(), queryFn: () => readFacts(http), ...SCREEN_READ });
  const [backup, setBackup] = useState<{ busy?: boolean; done?: string; error?: string }>({});

  const download = async () => {
    setBackup({ busy: true });
    try {
      const { name, bytes } = await downloadFile(`${DB_TOOLS_BASE}/backup`, 'cms-backup', fetchFn);
      setBackup({ done: `Backup downloaded: ${name} (${bytesText(bytes)}).` });
    } catch (e) {
      setBackup({ error: errorText(e) });
    }
  };

  if (facts.isPending) return <Loading />;
  if (facts.error) return <ErrorNotice message={errorText(facts.error)} />;
  const f = facts.data;
  const pending = f.migrations.pending;
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box component="section" aria-labelledby="db-facts-heading">
        <Typography id="db-facts-heading" variant="h6" component="h2" gutterBottom>
          Database
        </Typography>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0, '& dt': { fontWeight: 600 }, '& dd': { m: 0 } }}>
          <dt>Database</dt>
          <dd>{DIALECT_NAMES[f.dialect]}</dd>
          <dt>Version</dt>
          <dd>{f.version}</dd>
          <dt>Location</dt>
          <dd>{f.location}</dd>
          <dt>Size on disk</dt>
          <dd>{bytesText(f.totalBytes)}</dd>
          <dt>Migrations applied</dt>
          <dd>
            {countText(f.migrations.applied.length)}
            {f.migrations.applied.length > 0 && `, the latest ${f.migrations.applied.at(-1)!.id} on ${formatDateTime(f.migrations.applied.at(-1)!.applied)}`}
          </dd>
          <dt>Migrations pending</dt>
          <dd>{pending.length ? pending.join(', ') : 'none'}</dd>
        </Box>
      </Box>

      <Box component="section" aria-labelledby="db-backup-heading">
        <Typography id="db-backup-heading" variant="h6" component="h2" gutterBottom>
          Backup
        </Typography>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {f.dialect === 'sqlite'
            ? 'A consistent copy of the database file, taken while the site keeps running. Restore it with npm run admin -- restore FILE (server stopped).'
            : 'A pg_dump archive of the whole database (custom format), for pg_restore.'}{' '}
          Secrets keys are not in it: keep DATA_DIR/secrets-key (or SECRETS_KEY) safe separately.
        </Typography>
        <Button variant="contained" startIcon={<DownloadIcon />} onClick={() => void download()} disabled={backup.busy}>
          {backup.busy ? 'Preparing the backup…' : 'Download a backup'}
        </Button>
        {backup.done && (
          <Alert severity="success" sx={{ mt: 1 }}>
            {backup.done}
          </Alert>
        )}
        {backup.error && (
          <Alert severity="error" role="alert" sx={{ mt: 1 }}>
            {backup.error}
          </Alert>
        )}
      </Box>

      <Box component="section" aria-labelledby="db-tables-heading">
        <Typography id="db-tables-heading" variant="h6" component="h2" gutterBottom>
          Tables
        </Typography>
        <Table size="small" aria-labelledby="db-tables-heading">
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">Table</TableCell>
              <TableCell component="th" scope="col">Entity</TableCell>
              <TableCell component="th" scope="col" align="right">Rows</TableCell>
              <TableCell component="th" scope="col" align="right">Size</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {f.tables.map((t) => (
              <TableRow key={t.table}>
                <TableCell component="th" scope="row">{t.table}</TableCell>
                <TableCell>{t.entity ?? '(server)'}</TableCell>
                <TableCell align="right">{countText(t.rows)}</TableCell>
                <TableCell align="right">{bytesText(t.bytes)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}
