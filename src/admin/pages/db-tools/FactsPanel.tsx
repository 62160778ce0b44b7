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
import { ErrorNotice, Loading } from '../../kit/ScreenStates.js';
import { errorText } from '../../api/site-api.js';
import { bytesText, countText, dbToolsKeys, downloadFile, readFacts } from './db-tools-api.js';
import { useText } from '../../i18n/use-text.js';

/** The dialects' names as message keys, or the product name itself (PostgreSQL needs no word). */
const DIALECT_NAMES = { sqlite: 'db-tools.facts.sqlite', postgres: 'PostgreSQL' } as const;

export function FactsPanel({ http: given, fetchFn }: { http?: HttpClient; fetchFn?: typeof fetch }) {
  const http = useMemo(() => given ?? createHttpClient(), [given]);
  const text = useText();
  const facts = useQuery({ queryKey: dbToolsKeys.facts(), queryFn: () => readFacts(http), ...SCREEN_READ });
  const [backup, setBackup] = useState<{ busy?: boolean; done?: string; error?: string }>({});

  const download = async () => {
    setBackup({ busy: true });
    try {
      const { name, bytes } = await downloadFile(`${DB_TOOLS_BASE}/backup`, 'cms-backup', fetchFn);
      setBackup({ done: text('db-tools.facts.backupDone', { name, size: bytesText(bytes, text) }) });
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
          {text('db-tools.facts.heading')}
        </Typography>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'max-content 1fr',
            columnGap: 2,
            rowGap: 0.5,
            m: 0,
            '& dt': { fontWeight: 600 },
            '& dd': { m: 0 },
          }}
        >
          <dt>{text('db-tools.facts.database')}</dt>
          <dd>{f.dialect === 'sqlite' ? text(DIALECT_NAMES.sqlite) : DIALECT_NAMES.postgres}</dd>
          <dt>{text('db-tools.facts.version')}</dt>
          <dd>{f.version}</dd>
          <dt>{text('db-tools.facts.location')}</dt>
          <dd>{f.location}</dd>
          <dt>{text('db-tools.facts.size')}</dt>
          <dd>{bytesText(f.totalBytes, text)}</dd>
          <dt>{text('db-tools.facts.applied')}</dt>
          <dd>
            {countText(f.migrations.applied.length)}
            {f.migrations.applied.length > 0 &&
              text('db-tools.facts.latest', {
                id: f.migrations.applied.at(-1)!.id,
                date: formatDateTime(f.migrations.applied.at(-1)!.applied),
              })}
          </dd>
          <dt>{text('db-tools.facts.pending')}</dt>
          <dd>{pending.length ? pending.join(', ') : text('db-tools.facts.none')}</dd>
        </Box>
      </Box>

      <Box component="section" aria-labelledby="db-backup-heading">
        <Typography id="db-backup-heading" variant="h6" component="h2" gutterBottom>
          {text('db-tools.facts.backup')}
        </Typography>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {f.dialect === 'sqlite' ? text('db-tools.facts.sqliteBackup') : text('db-tools.facts.postgresBackup')}{' '}
          {text('db-tools.facts.secrets')}
        </Typography>
        <Button variant="contained" startIcon={<DownloadIcon />} onClick={() => void download()} disabled={backup.busy}>
          {backup.busy ? text('db-tools.facts.preparing') : text('db-tools.facts.download')}
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
          {text('db-tools.facts.tables')}
        </Typography>
        <Table size="small" aria-labelledby="db-tables-heading">
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {text('db-tools.facts.table')}
              </TableCell>
              <TableCell component="th" scope="col">
                {text('db-tools.facts.entity')}
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                {text('db-tools.facts.rows')}
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                {text('db-tools.facts.tableSize')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {f.tables.map((t) => (
              <TableRow key={t.table}>
                <TableCell component="th" scope="row">
                  {t.table}
                </TableCell>
                <TableCell>{t.entity ?? text('db-tools.facts.server')}</TableCell>
                <TableCell align="right">{countText(t.rows)}</TableCell>
                <TableCell align="right">{bytesText(t.bytes, text)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}
