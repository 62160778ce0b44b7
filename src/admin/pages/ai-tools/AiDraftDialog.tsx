// "Draft with AI" (docs/ai-tools.md): asks the server for a draft, shows it
// as it streams in (as text: the raw pieces are never rendered as HTML),
// then offers the finished, sanitised draft to accept (the field is filled;
// nothing is saved until the page is) or discard.
import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import { streamDraft, type DraftBody, type DraftKind } from './ai-api.js';

export interface AiDraftDialogProps {
  open: boolean;
  /** What is drafted, e.g. "Meta description". */
  what: string;
  kind: Exclude<DraftKind, 'test'>;
  /** The request without the instruction (the dialog adds what the user typed, for block copy). */
  body: DraftBody;
  onAccept: (text: string) => void;
  onClose: () => void;
  /** For specs: the fetch the draft goes through. */
  fetch?: typeof fetch;
}

export function AiDraftDialog({ open, what, kind, body, onAccept, onClose, fetch }: AiDraftDialogProps) {
  const [instruction, setInstruction] = useState('');
  const [streamed, setStreamed] = useState('');
  const [draft, setDraft] = useState<string>();
  const [error, setError] = useState<string>();
  const [running, setRunning] = useState(false);
  const stop = useRef<AbortController | null>(null);

  useEffect(() => {
    if (open) return;
    stop.current?.abort();
    setStreamed('');
    setDraft(undefined);
    setError(undefined);
    setRunning(false);
  }, [open]);

  const generate = async () => {
    stop.current?.abort();
    const controller = new AbortController();
    stop.current = controller;
    setStreamed('');
    setDraft(undefined);
    setError(undefined);
    setRunning(true);
    try {
      const text = await streamDraft(kind, kind === 'content' && instruction.trim() ? { ...body, instruction: instruction.trim() } : body, {
        onDelta: (piece) => setStreamed((s) => s + piece),
        signal: controller.signal,
        fetch,
      });
      setDraft(text);
    } catch (e) {
      if (!controller.signal.aborted) setError(e instanceof Error ? e.message : String(e));
    } finally {
      if (stop.current === controller) setRunning(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="ai-draft-title">
      <DialogTitle id="ai-draft-title">Draft with AI: {what}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        {kind === 'content' && (
          <TextField label="What should the copy say?" value={instruction} onChange={(e) => setInstruction(e.target.value)} multiline minRows={2} helperText="Optional: fills {{instruction}} in the prompt." sx={{ mt: 1 }} />
        )}
        <Typography variant="body2" color="text.secondary">
          The draft is made from the page as last saved. Nothing is saved until you accept it and save the page.
        </Typography>
        <Box role="status" aria-live="polite" aria-label="AI draft" sx={{ minHeight: 80, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1, whiteSpace: 'pre-wrap', fontFamily: kind === 'content' ? 'monospace' : undefined }}>
          {draft ?? streamed ?? ''}
          {running && !streamed && 'Waiting for the AI server…'}
        </Box>
        {error && <Alert severity="error">{error}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Discard</Button>
        <Button onClick={() => void generate()} disabled={running}>
          {draft || error ? 'Try again' : 'Generate'}
        </Button>
        <Button
          variant="contained"
          disabled={draft === undefined || running}
          onClick={() => {
            if (draft !== undefined) onAccept(draft);
          }}
        >
          Accept
        </Button>
      </DialogActions>
    </Dialog>
  );
}
