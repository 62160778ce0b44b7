// A form's submissions: when, a column per field of the form (its labels),
// medium, source, the deliveries, and per row "View" and, when a delivery
// failed or waits, "Retry".
import { Button, Link, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { FormSummary, SubmissionItem } from '../../../shared/api/form-submissions.js';
import { DeliveryChips } from './DeliveryStatus.js';
import { answerText, whenText } from './form-submissions-api.js';

const MAX_CELL = 80;
const cut = (text: string) => (text.length > MAX_CELL ? `${text.slice(0, MAX_CELL - 1)}…` : text);

export function SubmissionsTable({ form, tagId, items, retrying, onRetry }: { form: FormSummary; tagId: number; items: SubmissionItem[]; retrying: number | null; onRetry: (s: SubmissionItem) => void }) {
  return (
    <Table size="small" aria-label={`Submissions of ${form.FrmName}`}>
      <TableHead>
        <TableRow>
          <TableCell>Submitted</TableCell>
          {form.fields.map((f) => (
            <TableCell key={f.name}>{f.label}</TableCell>
          ))}
          <TableCell>Medium</TableCell>
          <TableCell>Source</TableCell>
          <TableCell>Deliveries</TableCell>
          <TableCell>Actions</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map((s) => (
          <TableRow key={s.FsId}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{whenText(s.FsDate)}</TableCell>
            {form.fields.map((f) => (
              <TableCell key={f.name}>{cut(answerText(s.answers[f.name]))}</TableCell>
            ))}
            <TableCell>{s.FsMedium ?? '—'}</TableCell>
            <TableCell>{s.FsSource ?? '—'}</TableCell>
            <TableCell>
              <DeliveryChips deliveries={s.deliveries} />
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              <Link component={RouterLink} to={`/form-submissions/${tagId}/${s.FsId}`} aria-label={`View submission ${s.FsId}`} sx={{ mr: 1 }}>
                View
              </Link>
              {(s.deliveryStatus === 'failed' || s.deliveryStatus === 'pending') && (
                <Button size="small" aria-label={`Retry the deliveries of submission ${s.FsId}`} onClick={() => onRetry(s)} disabled={retrying === s.FsId}>
                  Retry
                </Button>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
