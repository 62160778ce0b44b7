// Who downloaded a document (GET /api/v1/mc/documents/{id}/downloads), newest first.
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { DocumentItem, DownloadEntry } from '../../../shared/api/documents.js';
import { useText } from '../../i18n/use-text.js';
import { useDates } from '../../kit/dates/use-dates.js';

export function DownloadLogDialog({
  item,
  entries,
  onClose,
}: {
  item: DocumentItem | null;
  entries: DownloadEntry[];
  onClose: () => void;
}) {
  const text = useText();
  const dates = useDates();
  return (
    <Dialog open={!!item} onClose={onClose} aria-labelledby="download-log-title" fullWidth maxWidth="md">
      <DialogTitle id="download-log-title">{text('documents.log.title', { title: item?.title ?? '' })}</DialogTitle>
      <DialogContent>
        {entries.length === 0 ? (
          <Typography>{text('documents.log.none')}</Typography>
        ) : (
          <Table size="small" aria-label={text('documents.log.table')}>
            <TableHead>
              <TableRow>
                <TableCell>{text('documents.log.when')}</TableCell>
                <TableCell>{text('documents.log.who')}</TableCell>
                <TableCell>{text('documents.log.details')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {entries.map((e, i) => (
                <TableRow key={i}>
                  <TableCell>{dates.moment(e.at)}</TableCell>
                  <TableCell>{e.who}</TableCell>
                  <TableCell>{e.message}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{text('documents.log.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
