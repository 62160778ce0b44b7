// "Draft with AI" (docs/ai-tools.md): asks the server for a draft, shows it
// as it streams in (as text: the raw pieces are never rendered as HTML),
// then offers the finished, sanitised draft to accept (the field is filled;
// nothing is saved until the page is) or discard.
import { useEffect, useRef, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
  Typography,
} from '@mui/material';
import { streamDraft, type DraftBody, type DraftKind } from './ai-api.js';
import { useText } from '../../i18n/use-text.js';

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
  const translate = useText();
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
      const text = await streamDraft(
        kind,
        kind === 'content' && instruction.trim() ? { ...body, instruction: instruction.trim() } : body,
        {
          onDelta: (piece) => setStreamed((s) => s + piece),
          signal: controller.signal,
          fetch,
          text: translate,
        },
      );
      setDraft(text);
    } catch (e) {
      if (!controller.signal.aborted) setError(e instanceof Error ? e.message : String(e));
    } finally {
      if (stop.current === controller) setRunning(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="ai-draft-title">
      <DialogTitle id="ai-draft-title">{translate('ai-tools.draft.title', { what })}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        {kind === 'content' && (
          <TextField
            label={translate('ai-tools.draft.instruction')}
            value={instruction}
            onChange={(e) => setInstruction(e.target.value)}
            multiline
            minRows={2}
            helperText={translate('ai-tools.draft.instructionHelp')}
            sx={{ mt: 1 }}
          />
        )}
        <Typography variant="body2" color="text.secondary">
          {translate('ai-tools.draft.fromSaved')}
        </Typography>
        <Box
          role="status"
          aria-live="polite"
          aria-label={translate('ai-tools.draft.region')}
          sx={{
            minHeight: 80,
            p: 1.5,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            whiteSpace: 'pre-wrap',
            fontFamily: kind === 'content' ? 'monospace' : undefined,
          }}
        >
          {draft ?? streamed ?? ''}
          {running && !streamed && translate('ai-tools.draft.waiting')}
        </Box>
        {error && <Alert severity="error">{error}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ai-tools.draft.discard')}</Button>
        <Button onClick={() => void generate()} disabled={running}>
          {draft || error ? translate('ai-tools.draft.tryAgain') : translate('ai-tools.draft.generate')}
        </Button>
        <Button
          variant="contained"
          disabled={draft === undefined || running}
          onClick={() => {
            if (draft !== undefined) onAccept(draft);
          }}
        >
          {translate('ai-tools.draft.accept')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
