// A page as visitors will see it (docs/preview.md), in a sandboxed frame: `allow-scripts` so the site's snippets
// run as they will on the site, never `allow-same-origin`, so they run in an opaque origin and cannot reach this
// app's token, cookies or API; no top navigation, no forms. The server's CSP says the same for the page opened on
// its own. A link is asked for (signed, 10 minutes) each time `refreshKey` changes: after every save.
import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import type { PreviewKind } from '../../../../shared/api/preview.js';
import { useEditorApi } from '../api/EditorApiContext.js';
import { PREVIEW_WIDTHS, scaleFor, widthOf, type PreviewWidth } from './preview-widths.js';
import { useText } from '../../../i18n/use-text.js';

const FRAME_HEIGHT = 900;

interface PreviewFrameProps {
  kind: PreviewKind;
  id: number;
  /** What the frame shows, for its title ("Preview of Home"). */
  title: string;
  refreshKey?: unknown;
  /** Width chosen from outside (two versions side by side share one). */
  width?: PreviewWidth;
  onWidth?: (width: PreviewWidth) => void;
}

export function PreviewFrame({ kind, id, title, refreshKey, width: shared, onWidth }: PreviewFrameProps) {
  const text = useText();
  const api = useEditorApi();
  const [own, setOwn] = useState<PreviewWidth>('desktop');
  const width = shared ?? own;
  const [url, setUrl] = useState<string>();
  const [error, setError] = useState<string>();
  const box = useRef<HTMLDivElement>(null);
  const [available, setAvailable] = useState(0);

  useEffect(() => {
    let stale = false;
    setError(undefined);
    api.previewLink(kind, id).then(
      (link) => !stale && setUrl(link.url),
      (e: unknown) => !stale && setError(e instanceof Error ? e.message : String(e)),
    );
    return () => {
      stale = true;
    };
  }, [api, kind, id, refreshKey]);

  useEffect(() => {
    const el = box.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setAvailable(entry.contentRect.width));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const px = widthOf(width);
  const scale = scaleFor(available, px);
  const choose = (w: PreviewWidth | null) => {
    if (!w) return;
    setOwn(w);
    onWidth?.(w);
  };

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={width}
          onChange={(_, w: PreviewWidth | null) => choose(w)}
          aria-label={text('editor-preview.width')}
        >
          {PREVIEW_WIDTHS.map((w) => (
            <ToggleButton
              key={w.key}
              value={w.key}
              aria-label={text('editor-preview.widthLabel', {
                name: text(`editor-preview.widths.${w.key}`),
                px: w.width,
              })}
            >
              {text(`editor-preview.widths.${w.key}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {url && (
          <Button size="small" href={url} target="_blank" rel="noopener noreferrer">
            {text('editor-preview.newTab')}
          </Button>
        )}
      </Box>
      {error && <Alert severity="error">{text('editor-preview.failed', { error })}</Alert>}
      <Box
        ref={box}
        sx={{
          border: 1,
          borderColor: 'divider',
          overflow: 'hidden',
          height: FRAME_HEIGHT * scale,
          bgcolor: 'background.paper',
        }}
      >
        {url ? (
          <iframe
            key={url}
            title={text('editor-preview.of', { title })}
            src={url}
            sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox"
            referrerPolicy="no-referrer"
            style={{
              border: 0,
              width: px,
              height: FRAME_HEIGHT,
              transform: `scale(${scale})`,
              transformOrigin: '0 0',
              display: 'block',
            }}
          />
        ) : (
          !error && (
            <Typography role="status" sx={{ p: 2 }}>
              {text('editor-preview.loading')}
            </Typography>
          )
        )}
      </Box>
    </Box>
  );
}
