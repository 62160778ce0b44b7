// A block's link: typed, or a file of the media library (a document or an
// image) chosen with the library's picker; a chosen file also names an empty
// link text after its title.
import { Box, TextField } from '@mui/material';
import type { EditorBlock } from '../model/page-model.js';
import { LibraryButton } from '../../media/LibraryButton.js';
import { useText } from '../../../i18n/use-text.js';

export function LinkField({
  block,
  onChange,
}: {
  block: EditorBlock;
  onChange: (change: Partial<EditorBlock>) => void;
}) {
  const text = useText();
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <TextField
        size="small"
        label={text('editor-blocks.link.label')}
        value={block.CbLink ?? ''}
        onChange={(e) => onChange({ CbLink: e.target.value })}
        fullWidth
      />
      <LibraryButton
        title={text('editor-blocks.link.libraryTitle')}
        text={text('editor-blocks.link.library')}
        ariaLabel={text('editor-blocks.link.libraryLabel')}
        onChoose={(item) => onChange({ CbLink: item.url, ...(block.CbLinkText ? {} : { CbLinkText: item.title }) })}
      />
    </Box>
  );
}
