// The endpoints of an API group, edited in place: a row each (method, path,
// description, on/off, remove), 'Add endpoint' below. Problems of the shared
// rules (or the server's 422) show at their input.
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Button,
  IconButton,
  MenuItem,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { API_METHODS } from '../../../../shared/api/api-access.js';
import { newEndpoint, type EndpointRow } from './group-form.js';
import { useText } from '../../../i18n/use-text.js';

/** An example of a path (a URL, not words to translate). */
const PATH_EXAMPLE = '/api/…';

interface EndpointTableProps {
  rows: EndpointRow[];
  onChange: (rows: EndpointRow[]) => void;
  /** Keyed like the server's fields: 'endpoints[2].AePath'. */
  problems: Record<string, string>;
}

export function EndpointTable({ rows, onChange, problems }: EndpointTableProps) {
  const text = useText();
  const update = (i: number, patch: Partial<EndpointRow>) =>
    onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const problem = (i: number, field: string) => problems[`endpoints[${i}].${field}`];
  return (
    <>
      {problems.endpoints && (
        <Typography color="error" role="alert">
          {problems.endpoints}
        </Typography>
      )}
      <Table size="small" aria-label={text('admin-tools.endpoints.table')}>
        <TableHead>
          <TableRow>
            <TableCell>{text('admin-tools.endpoints.method')}</TableCell>
            <TableCell>{text('admin-tools.endpoints.path')}</TableCell>
            <TableCell>{text('admin-tools.endpoints.description')}</TableCell>
            <TableCell>{text('admin-tools.endpoints.enabled')}</TableCell>
            <TableCell>{text('admin-tools.endpoints.remove')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={5}>{text('admin-tools.endpoints.none')}</TableCell>
            </TableRow>
          )}
          {rows.map((row, i) => (
            <TableRow key={row.rowKey} sx={{ verticalAlign: 'top' }}>
              <TableCell sx={{ width: 130 }}>
                <TextField
                  select
                  size="small"
                  value={row.AeMethod}
                  onChange={(e) => update(i, { AeMethod: e.target.value })}
                  error={!!problem(i, 'AeMethod')}
                  helperText={problem(i, 'AeMethod')}
                  // The visible box is the combobox: it carries the name (MUI would name it by its own text).
                  slotProps={{
                    select: {
                      SelectDisplayProps: {
                        'aria-label': text('admin-tools.endpoints.methodOf', { n: i + 1 }),
                        'aria-labelledby': undefined,
                      } as object,
                    },
                  }}
                  fullWidth
                >
                  {API_METHODS.map((m) => (
                    <MenuItem key={m} value={m}>
                      {m}
                    </MenuItem>
                  ))}
                </TextField>
              </TableCell>
              <TableCell>
                <TextField
                  size="small"
                  value={row.AePath}
                  onChange={(e) => update(i, { AePath: e.target.value })}
                  error={!!problem(i, 'AePath')}
                  helperText={problem(i, 'AePath')}
                  placeholder={PATH_EXAMPLE}
                  slotProps={{ htmlInput: { 'aria-label': text('admin-tools.endpoints.pathOf', { n: i + 1 }) } }}
                  fullWidth
                />
              </TableCell>
              <TableCell>
                <TextField
                  size="small"
                  value={row.AeDescription}
                  onChange={(e) => update(i, { AeDescription: e.target.value })}
                  error={!!problem(i, 'AeDescription')}
                  helperText={problem(i, 'AeDescription')}
                  slotProps={{ htmlInput: { 'aria-label': text('admin-tools.endpoints.descriptionOf', { n: i + 1 }) } }}
                  fullWidth
                />
              </TableCell>
              <TableCell sx={{ width: 90 }}>
                <Switch
                  checked={row.AeEnabled}
                  onChange={(e) => update(i, { AeEnabled: e.target.checked })}
                  slotProps={{ input: { 'aria-label': text('admin-tools.endpoints.enabledOf', { n: i + 1 }) } }}
                />
              </TableCell>
              <TableCell sx={{ width: 60 }}>
                <IconButton
                  aria-label={text('admin-tools.endpoints.removeOf', { n: i + 1 })}
                  onClick={() => onChange(rows.filter((_, j) => j !== i))}
                >
                  <DeleteIcon />
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Button onClick={() => onChange([...rows, newEndpoint()])} sx={{ mt: 1 }}>
        {text('admin-tools.endpoints.add')}
      </Button>
    </>
  );
}
