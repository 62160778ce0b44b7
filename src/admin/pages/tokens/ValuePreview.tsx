// A token's value as it renders: the output as text (what a template gets),
// and as HTML in a sandboxed frame (no scripts, no same-origin access), or
// the Liquid problem with its line and column, and the names it reads that
// are not tokens (they render empty).
import { Alert, Box, Typography } from '@mui/material';
import type { TokenPreview } from '../../../shared/api/tokens.js';
import { quietSurface } from '../../palette.js';
import { useText } from '../../i18n/use-text.js';

/** `frame`: also show the output as HTML (the edit dialog; the list shows text only). */
export function ValuePreview({
  preview,
  title,
  frame = true,
}: {
  preview: TokenPreview;
  title: string;
  frame?: boolean;
}) {
  const text = useText();
  if (preview.problem) {
    const at =
      preview.problem.line !== null
        ? text('tokens.preview.at', { line: preview.problem.line, column: preview.problem.column })
        : '';
    return (
      <Alert severity="error" role="status">
        {text('tokens.preview.invalid', { at, message: preview.problem.message })}
      </Alert>
    );
  }
  return (
    <Box component="section" aria-label={title} sx={{ display: 'grid', gap: 1 }}>
      <Typography
        variant="body2"
        component="pre"
        sx={{
          m: 0,
          p: 1,
          bgcolor: quietSurface,
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-word',
          fontFamily: 'monospace',
        }}
      >
        {preview.output || text('tokens.preview.empty')}
      </Typography>
      {frame && (
        <Box
          component="iframe"
          title={text('tokens.preview.asHtml', { title })}
          sandbox=""
          srcDoc={preview.output}
          sx={{ width: '100%', height: 80, border: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
        />
      )}
      {preview.unknownNames.length > 0 && (
        <Alert severity="warning" role="status">
          {text('tokens.preview.unknown', { names: preview.unknownNames.join(', ') })}
        </Alert>
      )}
    </Box>
  );
}
