// A stored version beside the current page: the fields and blocks that differ.
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { Page, VersionDetail } from '../api/types.js';
import { versionDiff } from './version-diff.js';

const show = (v: unknown) => (v === null || v === undefined ? '—' : typeof v === 'string' ? v : JSON.stringify(v));

export function CompareDialog({ version, page, onClose }: { version: VersionDetail | null; page: Page; onClose: () => void }) {
  const diff = version ? versionDiff(version.Snapshot, page) : null;
  return (
    <Dialog open={!!version} onClose={onClose} maxWidth="lg" fullWidth aria-labelledby="compare-title">
      <DialogTitle id="compare-title">
        Version {version?.CvId} ({version?.ChangeDate ? new Date(version.ChangeDate).toLocaleString('en-US') : ''}) compared with the current page
      </DialogTitle>
      <DialogContent>
        {diff && !diff.fields.length && !diff.blocks.length && <Typography>This version is the same as the current page.</Typography>}
        {diff && diff.fields.length > 0 && (
          <Table size="small" aria-label="Changed fields">
            <TableHead>
              <TableRow>
                <TableCell>Field</TableCell>
                <TableCell>In the version</TableCell>
                <TableCell>In the current page</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {diff.fields.map((f) => (
                <TableRow key={f.field}>
                  <TableCell>{f.field}</TableCell>
                  <TableCell sx={{ wordBreak: 'break-word' }}>{show(f.version)}</TableCell>
                  <TableCell sx={{ wordBreak: 'break-word' }}>{show(f.current)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        {diff && diff.blocks.length > 0 && (
          <Table size="small" aria-label="Changed blocks" sx={{ mt: 2 }}>
            <TableHead>
              <TableRow>
                <TableCell>Block</TableCell>
                <TableCell>Difference</TableCell>
                <TableCell>Fields</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {diff.blocks.map((b, i) => (
                <TableRow key={`${b.CbId ?? 'new'}-${i}`}>
                  <TableCell>{b.headline}</TableCell>
                  <TableCell>{b.kind}</TableCell>
                  <TableCell>{b.fields.join(', ')}</TableCell>
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
