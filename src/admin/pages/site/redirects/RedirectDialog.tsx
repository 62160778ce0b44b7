// Add or edit one redirect of the list's type (RFrom → RTo). Writes go
// through react-admin's dataProvider, so an edit carries If-Match and a
// change made meanwhile is refused (412), and the list refreshes itself.
import { useState } from 'react';
import { Alert, Button, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useCreate, useUpdate } from 'react-admin';
import { SizedDialog } from '../../../kit/SizedDialog.js';
import { redirectProblem } from '../../../../shared/redirect-rules.js';
import { useText } from '../../../i18n/use-text.js';
import { serverErrorText } from '../../../kit/server-messages.js';

export interface RedirectRow {
  id: number;
  RId: number;
  RFrom: string;
  RTo: string;
  RType: string;
}

export function RedirectDialog({
  RType,
  record,
  onClose,
}: {
  RType: string;
  record?: RedirectRow;
  onClose: () => void;
}) {
  const text = useText();
  const [from, setFrom] = useState(record?.RFrom ?? '');
  const [to, setTo] = useState(record?.RTo ?? '');
  const [error, setError] = useState<string>();
  const [create, created] = useCreate();
  const [update, updated] = useUpdate();
  const save = async () => {
    // The server's own rules (shared/redirect-rules.ts), shown before saving; a loop is found by the server (422).
    const problem = redirectProblem(from.trim(), to.trim(), RType);
    if (problem) return setError(serverErrorText(problem, text));
    try {
      const data = { RFrom: from.trim(), RTo: to.trim(), RType };
      if (record)
        await update(
          'Redirect',
          { id: record.id, data, previousData: record },
          { mutationMode: 'pessimistic', returnPromise: true },
        );
      else await create('Redirect', { data }, { returnPromise: true });
      onClose();
    } catch (e) {
      setError((e as Error).message || text('site.redirects.dialog.unknownError'));
    }
  };
  return (
    <SizedDialog open onClose={onClose} size="xl" aria-labelledby="redirect-title">
      <DialogTitle id="redirect-title">
        {record
          ? text('site.redirects.editNamed', { from: record.RFrom })
          : text('site.redirects.add', { type: RType })}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error && <Alert severity="error">{error}</Alert>}
          <TextField
            label={text('site.redirects.dialog.from')}
            value={from}
            onChange={(e) => setFrom(e.target.value)}
            placeholder={text('site.redirects.dialog.fromExample')}
            autoFocus
          />
          <TextField
            label={text('site.redirects.dialog.to')}
            value={to}
            onChange={(e) => setTo(e.target.value)}
            placeholder={text('site.redirects.dialog.toExample')}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{text('site.redirects.dialog.cancel')}</Button>
        <Button variant="contained" onClick={() => void save()} disabled={created.isPending || updated.isPending}>
          {text('site.redirects.dialog.save')}
        </Button>
      </DialogActions>
    </SizedDialog>
  );
}
