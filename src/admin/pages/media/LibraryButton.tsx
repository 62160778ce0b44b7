// A button that opens the media library's picker (MediaPicker) and reports
// the file chosen: the editor's photo and link fields, the carousel tool's
// slides.
import { useState } from 'react';
import { Button, type ButtonProps } from '@mui/material';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import type { MediaItem, MediaKind } from '../../../shared/api/media.js';
import { MediaPicker } from './MediaPicker.js';
import { useText } from '../../i18n/use-text.js';

interface LibraryButtonProps {
  /** The dialog's heading, e.g. "Choose a photo". */
  title: string;
  kind?: MediaKind;
  onChoose: (item: MediaItem) => void;
  /** The button's accessible name when several sit on one screen ("Choose slide 2 photo from the library"). */
  ariaLabel?: string;
  /** The button's text; left out, "Choose from library". */
  text?: string;
  variant?: ButtonProps['variant'];
}

export function LibraryButton({
  title,
  kind,
  onChoose,
  ariaLabel,
  text: given,
  variant = 'outlined',
}: LibraryButtonProps) {
  const text = useText();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} startIcon={<PhotoLibraryIcon />} aria-label={ariaLabel} onClick={() => setOpen(true)}>
        {given ?? text('media.picker.chooseFromLibrary')}
      </Button>
      <MediaPicker open={open} title={title} kind={kind} onClose={() => setOpen(false)} onChoose={onChoose} />
    </>
  );
}
