// A block's link: typed, or a file of the media library (a document or an
// image) chosen with the library's picker; a chosen file also names an empty
// link text after its title.
import { Box, TextField } from '@mui/material';
import type { EditorBlock } from '../model/page-model.js';
import { LibraryButton } from '../../media/LibraryButton.js';

export function LinkField({ block, onChange }: { block: EditorBlock; onChange: (change: Partial<EditorBlock>) => void }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <TextField size="small" label="Link" value={block.CbLink ?? ''} onChange={(e) => onChange({ CbLink: e.target.value })} fullWidth />
      <LibraryButton
        title="Link to a file of the library"
        text="Library"
        ariaLabel="Link from the library"
        onChoose={(item) => onChange({ CbLink: item.url, ...(block.CbLinkText ? {} : { CbLinkText: item.title }) })}
      />
    </Box>
  );
}
