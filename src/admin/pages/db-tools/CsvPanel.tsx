// CSV export and import of any table of the generic interface (issue 16
// item 8). Export downloads every record (secret fields are never sent).
// Import takes a file or pasted text, checks it first with a dry run that
// lists each row's change, and only then offers to write it — all rows or
// none; every bad row is listed by its line and field.
import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  List,
  ListItem,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/GetApp';
import type { CsvImportProblems, CsvImportResult, CsvRowChange } from '../../../shared/api/db-tools.js';
import { DB_TOOLS_BASE } from '../../../shared/api/db-tools.js';
import { SCHEMA } from '../../../shared/generated/entities.generated.js';
import { createHttpClient, type HttpClient } from '../../providers/http-client.js';
import { errorText } from '../../api/site-api.js';
import { serverErrorText } from '../../kit/server-messages.js';
import { errorTemplate } from '../../../shared/api/error-codes.js';
import { countText, dbToolsKeys, downloadFile, importCsv } from './db-tools-api.js';
import type { TranslateFunction } from 'react-admin';
import { useText } from '../../i18n/use-text.js';
import { useSchemaLabels } from '../../i18n/use-schema-labels.js';
import { FileChooseButton } from '../../kit/files/FileChooseButton.js';

const ENTITIES = Object.keys(SCHEMA).sort((a, b) => a.localeCompare(b));

const ACTION_TEXT = {
  create: 'db-tools.csv.create',
  update: 'db-tools.csv.update',
  unchanged: 'db-tools.csv.unchanged',
} as const;

type Problems = { listed: CsvImportProblems['errors']; count: number };

/** The problems a refused file's answer lists (its rows' lines), if it is one. */
function problemsOf(error: unknown): Problems | undefined {
  const body = (error as { body?: { response?: Partial<CsvImportProblems> } } | undefined)?.body?.response;
  if (!body?.errors?.length || typeof body.problemCount !== 'number') return undefined;
  return { listed: body.errors, count: body.problemCount };
}

const valueText = (v: unknown, text: TranslateFunction) =>
  v === null || v === undefined ? text('db-tools.csv.empty') : typeof v === 'string' ? v : JSON.stringify(v);
const changeText = (c: CsvRowChange, creating: boolean, text: TranslateFunction) =>
  creating
    ? `${c.field}: ${valueText(c.after, text)}`
    : `${c.field}: ${valueText(c.before, text)} → ${valueText(c.after, text)}`;

export function CsvPanel({ http: given, fetchFn }: { http?: HttpClient; fetchFn?: typeof fetch }) {
  const http = useMemo(() => given ?? createHttpClient(), [given]);
  const text = useText();
  const { entityPlural } = useSchemaLabels();
  const client = useQueryClient();
  const [entity, setEntity] = useState('DBConstants');
  const [csv, setCsv] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [problems, setProblems] = useState<Problems>();
  const [notice, setNotice] = useState<string>();
  const [checked, setChecked] = useState<{ entity: string; csv: string; result: CsvImportResult }>();
  const [written, setWritten] = useState<CsvImportResult>();

  const upToDate = checked && checked.entity === entity && checked.csv === csv;
  const changes = checked ? checked.result.created + checked.result.updated : 0;

  const exportTable = async () => {
    setError(undefined);
    try {
      const { name } = await downloadFile(
        `${DB_TOOLS_BASE}/export/${encodeURIComponent(entity)}`,
        `${entity}.csv`,
        fetchFn,
      );
      setNotice(text('db-tools.csv.exported', { name }));
    } catch (e) {
      setError(errorText(e));
    }
  };

  const readFile = async (file: File | undefined) => {
    if (!file) return;
    setCsv(await file.text());
    setNotice(text('db-tools.csv.read', { name: file.name }));
  };

  const run = async (dryRun: boolean) => {
    setBusy(true);
    setError(undefined);
    setProblems(undefined);
    setNotice(undefined);
    try {
      const result = await importCsv(http, entity, csv, dryRun);
      if (dryRun) {
        setChecked({ entity, csv, result });
        setWritten(undefined);
      } else {
        setWritten(result);
        setChecked(undefined);
        void client.invalidateQueries({ queryKey: dbToolsKeys.facts() });
      }
    } catch (e) {
      const refused = problemsOf(e);
      if (refused) setProblems(refused);
      else setError(errorText(e));
      if (dryRun) setChecked(undefined);
    } finally {
      setBusy(false);
    }
  };

  const shown = written ?? (upToDate ? checked.result : undefined);
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 1000 }}>
      <TextField
        select
        label={text('db-tools.csv.table')}
        value={entity}
        onChange={(e) => setEntity(e.target.value)}
        sx={{ maxWidth: 420 }}
        helperText={text('db-tools.csv.tableHelp')}
      >
        {ENTITIES.map((name) => (
          <MenuItem key={name} value={name}>
            {name} ({entityPlural(name)})
          </MenuItem>
        ))}
      </TextField>
      <Box>
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void exportTable()}>
          {text('db-tools.csv.export', { entity })}
        </Button>
      </Box>

      <Typography variant="h6" component="h2">
        {text('db-tools.csv.import')}
      </Typography>
      <Typography variant="body2">{text('db-tools.csv.importIntro')}</Typography>
      <FileChooseButton
        variant="outlined"
        sx={{ justifySelf: 'start' }}
        accept=".csv,text/csv"
        inputLabel={text('db-tools.csv.choose')}
        onFile={(file) => void readFile(file)}
      >
        {text('db-tools.csv.choose')}
      </FileChooseButton>
      <TextField
        label={text('db-tools.csv.text')}
        value={csv}
        onChange={(e) => setCsv(e.target.value)}
        multiline
        minRows={6}
        maxRows={16}
        slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
      />
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button variant="outlined" onClick={() => void run(true)} disabled={busy || !csv.trim()}>
          {text('db-tools.csv.check')}
        </Button>
        <Button variant="contained" onClick={() => void run(false)} disabled={busy || !upToDate || changes === 0}>
          {upToDate && changes
            ? text('db-tools.csv.importChanges', { smart_count: changes, count: countText(changes) })
            : text('db-tools.csv.import')}
        </Button>
      </Box>
      {notice && <Alert severity="info">{notice}</Alert>}
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      {problems && <ProblemList problems={problems} />}
      {shown && <ImportOutcome result={shown} />}
    </Box>
  );
}

/**
 * One listed problem in the screen's language: a row's coded problem after its line (and column), as the server's
 * English does ("Line 4, DbcType: …"); a header column's code says its line itself; an uncoded one as the server wrote it.
 */
function problemText(p: Problems['listed'][number], text: TranslateFunction): string {
  const known = typeof p.code === 'string' && errorTemplate(p.code) !== undefined;
  if (!known || p.code!.startsWith('csv.header.') || p.line === undefined) return serverErrorText(p, text);
  const problem = serverErrorText(p, text);
  return p.field
    ? text('db-tools.csv.lineFieldProblem', { line: p.line, field: p.field, problem })
    : text('db-tools.csv.lineProblem', { line: p.line, problem });
}

function ProblemList({ problems }: { problems: Problems }) {
  const text = useText();
  const { listed, count } = problems;
  const more = count - listed.length;
  return (
    <Alert severity="error" role="alert">
      <span id="csv-problems-heading">
        {text('db-tools.csv.problems', { smart_count: count, count: countText(count) })}
        {more > 0 && text('db-tools.csv.firstListed', { count: countText(listed.length) })}
      </span>
      <List dense aria-labelledby="csv-problems-heading" sx={{ py: 0 }}>
        {listed.map((p, i) => (
          <ListItem key={`${p.line ?? ''}-${p.field ?? ''}-${i}`} disableGutters sx={{ py: 0 }}>
            {problemText(p, text)}
          </ListItem>
        ))}
      </List>
      {more > 0 && text('db-tools.csv.more', { count: countText(more) })}
    </Alert>
  );
}

function ImportOutcome({ result }: { result: CsvImportResult }) {
  const text = useText();
  const counts = {
    created: countText(result.created),
    updated: countText(result.updated),
    unchanged: countText(result.unchanged),
  };
  return (
    <Box component="section" aria-labelledby="csv-outcome-heading">
      <Alert severity={result.dryRun ? 'info' : 'success'} sx={{ mb: 1 }}>
        <span id="csv-outcome-heading">
          {result.dryRun
            ? text('db-tools.csv.dryRun', {
                entity: result.entity,
                summary: text('db-tools.csv.summaryPlanned', counts),
              })
            : text('db-tools.csv.imported', {
                entity: result.entity,
                summary: text('db-tools.csv.summaryDone', counts),
              })}
        </span>
        {result.ignoredColumns.length > 0 &&
          text('db-tools.csv.ignored', { columns: result.ignoredColumns.join(', ') })}
      </Alert>
      <Table size="small" aria-labelledby="csv-outcome-heading">
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {text('db-tools.csv.line')}
            </TableCell>
            <TableCell component="th" scope="col">
              {text('db-tools.csv.change')}
            </TableCell>
            <TableCell component="th" scope="col">
              {text('db-tools.csv.key')}
            </TableCell>
            <TableCell component="th" scope="col">
              {text('db-tools.csv.fields')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {result.rows.map((row) => (
            <TableRow key={row.line}>
              <TableCell>{row.line}</TableCell>
              <TableCell>{text(ACTION_TEXT[row.action])}</TableCell>
              <TableCell>{row.key ?? text('db-tools.csv.new')}</TableCell>
              <TableCell sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                {row.changes.map((c) => changeText(c, row.action === 'create', text)).join('\n')}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
