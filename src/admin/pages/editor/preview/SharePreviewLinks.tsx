// "Copy preview link" (docs/preview.md "Links"): a link for a reviewer without an account that opens the page's
// draft signed out until it expires (24 hours unless the server is set otherwise). Every link is recorded in the
// audit log; the page's links are listed here and each can be revoked, after which it is refused.
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys.js';
import { SCREEN_READ } from '../../../api/read-options.js';
import { Alert, Box, Button, List, ListItem, ListItemText, TextField, Typography } from '@mui/material';
import type { PreviewKind, SharedPreviewLink } from '../../../../shared/api/preview.js';
import { useEditorApi } from '../api/EditorApiContext.js';
import { useText } from '../../../i18n/use-text.js';
import { useDates } from '../../../kit/dates/use-dates.js';

const absolute = (url: string) => new URL(url, window.location.origin).toString();

export function SharePreviewLinks({ cId, kind, id }: { cId: number; kind: PreviewKind; id: number }) {
  const text = useText();
  const { moment: when } = useDates();
  const api = useEditorApi();
  const client = useQueryClient();
  const links: SharedPreviewLink[] =
    useQuery({
      queryKey: queryKeys.editor.previewLinks(cId),
      queryFn: () => api.sharedPreviewLinks(cId),
      ...SCREEN_READ,
    }).data ?? [];
  const [made, setMade] = useState<{ url: string; expiresAt: string; copied: boolean }>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const refresh = () => client.invalidateQueries({ queryKey: queryKeys.editor.previewLinks(cId) });

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(undefined);
    try {
      await work();
      await refresh();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  const copy = () =>
    run(async () => {
      const link = await api.previewLink(kind, id, true);
      const url = absolute(link.url);
      // The clipboard needs a secure page and permission; the link is shown either way.
      const copied = await navigator.clipboard?.writeText(url).then(
        () => true,
        () => false,
      );
      setMade({ url, expiresAt: link.expiresAt, copied: copied ?? false });
    });

  const live = links.filter((l) => !l.revokedAt && Date.parse(l.expiresAt) > Date.now());
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box>
        <Button variant="outlined" size="small" disabled={busy} onClick={() => void copy()}>
          {text('editor-preview.share.copy')}
        </Button>
      </Box>
      {made && (
        <Box sx={{ display: 'grid', gap: 1 }}>
          <Alert severity="success">
            {text('editor-preview.share.until', {
              lead: text(made.copied ? 'editor-preview.share.copied' : 'editor-preview.share.copyThis'),
              when: when(made.expiresAt),
            })}
          </Alert>
          <TextField
            size="small"
            label={text('editor-preview.share.link')}
            value={made.url}
            slotProps={{ htmlInput: { readOnly: true } }}
            onFocus={(e) => e.target.select()}
          />
        </Box>
      )}
      {error && <Alert severity="error">{error}</Alert>}
      {live.length > 0 && (
        <>
          <Typography variant="subtitle2" component="h3">
            {text('editor-preview.share.shared')}
          </Typography>
          <List dense disablePadding>
            {live.map((l) => (
              <ListItem
                key={l.id}
                disableGutters
                secondaryAction={
                  <Button
                    size="small"
                    color="error"
                    disabled={busy}
                    onClick={() => void run(async () => void (await api.revokePreviewLink(l.id)))}
                    aria-label={text('editor-preview.share.revokeLabel', { name: l.issuedBy, when: when(l.issuedAt) })}
                  >
                    {text('editor-preview.share.revoke')}
                  </Button>
                }
              >
                <ListItemText
                  primary={text('editor-preview.share.made', { name: l.issuedBy, when: when(l.issuedAt) })}
                  secondary={text('editor-preview.share.open', { when: when(l.expiresAt) })}
                />
              </ListItem>
            ))}
          </List>
        </>
      )}
    </Box>
  );
}
