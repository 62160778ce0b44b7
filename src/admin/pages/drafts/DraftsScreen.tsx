// /drafts: the unpublished drafts in the user's scope, newest first; each
// opens the editor on the draft, or is published or discarded here (which
// marks the drafts list and that page's reads stale, so the list reloads).
import { useState } from 'react';
import { Alert, Box, Button, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useEditorApi } from '../editor/api/EditorApiContext.js';
import { useDrafts, usePageWritten } from '../editor/api/editor-queries.js';
import type { DraftSummary } from '../editor/api/types.js';
import { ConfirmDialog } from '../editor/ConfirmDialog.js';

type Pending = { action: 'publish' | 'discard'; draft: DraftSummary };

export function DraftsScreen() {
  const api = useEditorApi();
  const list = useDrafts();
  const pageWritten = usePageWritten();
  const drafts = list.data;
  const [actionError, setError] = useState<string>();
  const error = actionError ?? list.error?.message;
  const [notice, setNotice] = useState<string>();
  const [pending, setPending] = useState<Pending | null>(null);

  const run = async ({ action, draft }: Pending) => {
    setPending(null);
    setError(undefined);
    try {
      if (action === 'discard') await api.discardDraft(draft.CvId);
      else {
        // Publishing needs the page's current ETag: read it just before.
        const { etag } = await api.getPage(draft.CId);
        await api.publishDraft(draft.CvId, etag);
      }
      setNotice(`${action === 'discard' ? 'Discarded' : 'Published'} the draft of “${draft.CTitle}”.`);
      void pageWritten(draft.CId);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <Box sx={{ p: 2, display: 'grid', gap: 2 }}>
      <Typography variant="h5" component="h1">
        Drafts
      </Typography>
      {error && <Alert severity="error">{error}</Alert>}
      {notice && <Alert severity="success">{notice}</Alert>}
      {!drafts && !error && <Typography role="status">Loading...</Typography>}
      {drafts && !drafts.length && <Typography>No data available</Typography>}
      {drafts && drafts.length > 0 && (
        <Table size="small" aria-label="Drafts">
          <TableHead>
            <TableRow>
              <TableCell>Page</TableCell>
              <TableCell>Saved</TableCell>
              <TableCell>By</TableCell>
              <TableCell>Note</TableCell>
              <TableCell>Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {drafts.map((d) => (
              <TableRow key={d.CvId}>
                <TableCell>{d.CTitle}</TableCell>
                <TableCell>{d.ChangeDate ? new Date(d.ChangeDate).toLocaleString('en-US') : ''}</TableCell>
                <TableCell>{d.CvUserName}</TableCell>
                <TableCell>{d.CvNote}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Button size="small" component={RouterLink} to={`/edit?cId=${d.CId}&draft=${d.CvId}`} aria-label={`Open the draft of ${d.CTitle}`}>
                    Open
                  </Button>
                  <Button size="small" onClick={() => setPending({ action: 'publish', draft: d })} aria-label={`Publish the draft of ${d.CTitle}`}>
                    Publish
                  </Button>
                  <Button size="small" color="error" onClick={() => setPending({ action: 'discard', draft: d })} aria-label={`Discard the draft of ${d.CTitle}`}>
                    Discard
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <ConfirmDialog
        open={!!pending}
        text={pending ? `The draft of “${pending.draft.CTitle}” is ${pending.action === 'publish' ? 'published: it becomes the live page' : 'deleted'}.` : ''}
        onCancel={() => setPending(null)}
        onConfirm={() => pending && void run(pending)}
      />
    </Box>
  );
}
