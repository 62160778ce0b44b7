// A form's submissions: when, a column per field of the form (its labels),
// medium, source, the deliveries, and per row "View" and, when a delivery
// failed or waits, "Retry".
import { Button, Link, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { FormSummary, SubmissionItem } from '../../../shared/api/form-submissions.js';
import { DeliveryChips } from './DeliveryStatus.js';
import { answerText } from './form-submissions-api.js';
import { useText } from '../../i18n/use-text.js';
import { useDates } from '../../kit/dates/use-dates.js';

const MAX_CELL = 80;
const cut = (text: string) => (text.length > MAX_CELL ? `${text.slice(0, MAX_CELL - 1)}…` : text);

export function SubmissionsTable({
  form,
  tagId,
  items,
  retrying,
  onRetry,
}: {
  form: FormSummary;
  tagId: number;
  items: SubmissionItem[];
  retrying: number | null;
  onRetry: (s: SubmissionItem) => void;
}) {
  const text = useText();
  const dates = useDates();
  return (
    <Table size="small" aria-label={text('forms.table.label', { name: form.FrmName })}>
      <TableHead>
        <TableRow>
          <TableCell>{text('forms.table.submitted')}</TableCell>
          {form.fields.map((f) => (
            <TableCell key={f.name}>{f.label}</TableCell>
          ))}
          <TableCell>{text('forms.table.medium')}</TableCell>
          <TableCell>{text('forms.table.source')}</TableCell>
          <TableCell>{text('forms.table.deliveries')}</TableCell>
          <TableCell>{text('forms.table.actions')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map((s) => (
          <TableRow key={s.FsId}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{dates.moment(s.FsDate) || '—'}</TableCell>
            {form.fields.map((f) => (
              <TableCell key={f.name}>{cut(answerText(s.answers[f.name]))}</TableCell>
            ))}
            <TableCell>{s.FsMedium ?? '—'}</TableCell>
            <TableCell>{s.FsSource ?? '—'}</TableCell>
            <TableCell>
              <DeliveryChips deliveries={s.deliveries} />
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              <Link
                component={RouterLink}
                to={`/form-submissions/${tagId}/${s.FsId}`}
                aria-label={text('forms.table.viewLabel', { id: s.FsId })}
                sx={{ mr: 1 }}
              >
                {text('forms.table.view')}
              </Link>
              {(s.deliveryStatus === 'failed' || s.deliveryStatus === 'pending') && (
                <Button
                  size="small"
                  aria-label={text('forms.table.retryLabel', { id: s.FsId })}
                  onClick={() => onRetry(s)}
                  disabled={retrying === s.FsId}
                >
                  {text('forms.table.retry')}
                </Button>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
