// Who downloaded a document (GET /api/v1/mc/documents/{id}/downloads), newest first.
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { DocumentItem, DownloadEntry } from '../../../shared/api/documents.js';

export function DownloadLogDialog({ item, entries, onClose }: { item: DocumentItem | null; entries: DownloadEntry[]; onClose: () => void }) {
  return (
    <Dialog open={!!item} onClose={onClose} aria-labelledby="download-log-title" fullWidth maxWidth="md">
      <DialogTitle id="download-log-title">Downloads of {item?.title}</DialogTitle>
      <DialogContent>
        {entries.length === 0 ? (
          <Typography>No downloads yet.</Typography>
        ) : (
          <Table size="small" aria-label="Downloads">
            <TableHead>
              <TableRow>
                <TableCell>When</TableCell>
                <TableCell>Who</TableCell>
                <TableCell>Details</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {entries.map((e, i) => (
                <TableRow key={i}>
                  <TableCell>{new Date(e.at).toLocaleString()}</TableCell>
                  <TableCell>{e.who}</TableCell>
                  <TableCell>{e.message}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
