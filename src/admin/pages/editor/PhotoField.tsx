// A photo's URL with an upload button and a "Choose from library" button
// (the media library's picker: the chosen image's URL, and its record for
// the alt text). An upload goes to POST /api/v1/mc/file
// (multipart field 'file') and the stored URL comes back into the field. The
// server decides from the bytes whether it is an image it accepts (415) and
// how large it may be (413); its message is shown as it is.
import { Alert, Box, TextField } from '@mui/material';
import UploadIcon from '@mui/icons-material/Upload';
import { useLocaleState } from 'react-admin';
import type { MediaItem } from '../../../shared/api/media.js';
import { LibraryButton } from '../media/LibraryButton.js';
import type { StoredFile } from './api/types.js';
import { useUpload } from './file/useUpload.js';
import { useText } from '../../i18n/use-text.js';
import { FileChooseButton } from '../../kit/files/FileChooseButton.js';

interface PhotoFieldProps {
  label: string;
  value: string;
  onChange: (url: string, stored?: StoredFile, chosen?: MediaItem) => void;
}

export function PhotoField({ label, value, onChange }: PhotoFieldProps) {
  const text = useText();
  const [locale] = useLocaleState();
  // Inside a sentence the field's name is lowercased ('Upload photo'), but German nouns keep their capital.
  const field = locale === 'de' ? label : label.toLowerCase();
  const { busy, error, upload } = useUpload((stored) => onChange(stored.url, stored));

  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <TextField
        size="small"
        label={label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        sx={{ flex: '1 1 20rem' }}
      />
      <FileChooseButton
        accept="image/png,image/jpeg,image/gif,image/webp"
        inputLabel={text('editor.photo.uploadLabel', { field })}
        onFile={(file) => void upload(file)}
        startIcon={<UploadIcon />}
        disabled={busy}
        variant="outlined"
      >
        {busy ? text('editor.photo.uploading') : text('editor.photo.upload')}
      </FileChooseButton>
      <LibraryButton
        title={text('editor.photo.chooseTitle', { field })}
        kind="image"
        ariaLabel={text('editor.photo.chooseLabel', { field })}
        onChoose={(item) => onChange(item.url, undefined, item)}
      />
      {value && /^(\/|https?:)/.test(value) && (
        <Box component="img" src={value} alt="" sx={{ maxHeight: 64, maxWidth: 120, objectFit: 'contain' }} />
      )}
      {error && (
        <Alert severity="error" sx={{ width: '100%' }}>
          {error}
        </Alert>
      )}
    </Box>
  );
}
