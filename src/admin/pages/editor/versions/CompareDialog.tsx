// A stored version beside the current page: the fields and blocks that differ.
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
import type { Page, VersionDetail } from '../api/types.js';
import { versionDiff } from './version-diff.js';
import { useText } from '../../../i18n/use-text.js';
import { useDates } from '../../../kit/dates/use-dates.js';

const show = (v: unknown) => (v === null || v === undefined ? '—' : typeof v === 'string' ? v : JSON.stringify(v));

export function CompareDialog({
  version,
  page,
  onClose,
}: {
  version: VersionDetail | null;
  page: Page;
  onClose: () => void;
}) {
  const text = useText();
  const dates = useDates();
  const diff = version ? versionDiff(version.Snapshot, page) : null;
  return (
    <Dialog open={!!version} onClose={onClose} maxWidth="lg" fullWidth aria-labelledby="compare-title">
      <DialogTitle id="compare-title">
        {text('editor.versions.compareTitle', { cvId: version?.CvId ?? '', when: dates.moment(version?.ChangeDate) })}
      </DialogTitle>
      <DialogContent>
        {diff && !diff.fields.length && !diff.blocks.length && <Typography>{text('editor.versions.same')}</Typography>}
        {diff && diff.fields.length > 0 && (
          <Table size="small" aria-label={text('editor.versions.changedFields')}>
            <TableHead>
              <TableRow>
                <TableCell>{text('editor.versions.field')}</TableCell>
                <TableCell>{text('editor.versions.inVersion')}</TableCell>
                <TableCell>{text('editor.versions.inCurrent')}</TableCell>
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
          <Table size="small" aria-label={text('editor.versions.changedBlocks')} sx={{ mt: 2 }}>
            <TableHead>
              <TableRow>
                <TableCell>{text('editor.versions.block')}</TableCell>
                <TableCell>{text('editor.versions.difference')}</TableCell>
                <TableCell>{text('editor.versions.fields')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {diff.blocks.map((b, i) => (
                <TableRow key={`${b.CbId ?? 'new'}-${i}`}>
                  <TableCell>{b.headline || text('editor.versions.noHeadline')}</TableCell>
                  <TableCell>{text(`editor.versions.diff.${b.kind}`)}</TableCell>
                  <TableCell>{b.fields.join(', ')}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{text('editor.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
