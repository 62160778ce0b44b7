// The page editor's preview beside the form (issue 28 item 2): the page's draft when it has one, else the page as
// it is live; refreshed after every save (the loaded page changes); widths, a new tab, and shared links.
import { Box, Typography } from '@mui/material';
import type { LoadedPage } from '../api/types.js';
import { PreviewFrame } from './PreviewFrame.js';
import { SharePreviewLinks } from './SharePreviewLinks.js';
import { useText } from '../../../i18n/use-text.js';

export function PreviewPanel({ loaded }: { loaded: LoadedPage }) {
  const text = useText();
  const { page } = loaded;
  const cId = Number(page.content.CId);
  const kind = page.draft ? 'draft' : 'live';
  return (
    <Box component="section" aria-labelledby="preview-title" sx={{ display: 'grid', gap: 1 }}>
      <Typography id="preview-title" variant="h6" component="h2">
        {text(page.draft ? 'editor-preview.titleDraft' : 'editor-preview.title')}
      </Typography>
      <PreviewFrame kind={kind} id={cId} title={String(page.content.CTitle ?? '')} refreshKey={loaded} />
      <SharePreviewLinks cId={cId} kind="draft" id={cId} />
    </Box>
  );
}
