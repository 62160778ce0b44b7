// One audit row's field-level changes: field, before, after. Fields are
// named by their schema label, in the user's language; long values are cut
// for the table (the CSV carries them whole); secret fields only ever say
// '[redacted]'.
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { changeText, fieldChanges } from '../../../../shared/audit-diff.js';
import { useText } from '../../../i18n/use-text.js';
import { useSchemaLabels } from '../../../i18n/use-schema-labels.js';

const MAX_SHOWN = 300;
const shown = (value: unknown) => {
  const text = changeText(value);
  return text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN)}…` : text;
};

export function DiffTable({ entity, diff, label }: { entity: string | null; diff: unknown; label: string }) {
  const text = useText();
  const { fieldLabel } = useSchemaLabels();
  const changes = fieldChanges(diff);
  if (!changes.length) return <>{text('admin-tools.changes.noFieldChanges')}</>;
  return (
    <Table
      size="small"
      aria-label={label}
      sx={{ '& td, & th': { px: 1, py: 0.25, verticalAlign: 'top', wordBreak: 'break-word' } }}
    >
      <TableHead>
        <TableRow>
          <TableCell>{text('admin-tools.changes.field')}</TableCell>
          <TableCell>{text('admin-tools.changes.before')}</TableCell>
          <TableCell>{text('admin-tools.changes.after')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {changes.map((c) => (
          <TableRow key={c.field}>
            <TableCell>{entity ? fieldLabel(entity, c.field) : c.field}</TableCell>
            <TableCell>{shown(c.before)}</TableCell>
            <TableCell>{shown(c.after)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
