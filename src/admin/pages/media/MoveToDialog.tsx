// "Move to…": the keyboard's way to put files or a folder in a folder (the
// pointer's way is dragging onto the tree). The destinations are radio
// buttons in tree order, each named by its whole path.
import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
} from '@mui/material';
import type { Destination } from './folder-tree-model.js';
import { useText } from '../../i18n/use-text.js';

interface Props {
  /** What is moving ("Crane one", "the folder Projects"); null: closed. */
  subject: string | null;
  destinations: Destination[];
  /** Where it is now (Move stays off until another is chosen); undefined: several places. */
  current: number | null | undefined;
  error?: string;
  onCancel: () => void;
  onMove: (folderId: number | null) => void;
}

const valueOf = (folderId: number | null | undefined) =>
  folderId === null || folderId === undefined ? 'top' : String(folderId);

export function MoveToDialog({ subject, destinations, current, error, onCancel, onMove }: Props) {
  const text = useText();
  const [choice, setChoice] = useState(valueOf(current));
  useEffect(() => setChoice(valueOf(current)), [current, subject]);
  const chosen = destinations.find((d) => valueOf(d.folderId) === choice);
  return (
    <Dialog open={subject !== null} onClose={onCancel} aria-labelledby="move-to-title" fullWidth maxWidth="xs">
      <DialogTitle id="move-to-title">{text('media.move.heading', { subject: subject ?? '' })}</DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <RadioGroup aria-labelledby="move-to-title" value={choice} onChange={(e) => setChoice(e.target.value)}>
          {destinations.map((d) => (
            <FormControlLabel
              key={valueOf(d.folderId)}
              value={valueOf(d.folderId)}
              control={<Radio slotProps={{ input: { 'aria-label': d.path } }} />}
              label={d.label}
              sx={{ pl: d.level * 2 }}
            />
          ))}
        </RadioGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{text('media.move.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!chosen || chosen.folderId === current}
          onClick={() => onMove(chosen!.folderId)}
        >
          {text('media.move.move')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
