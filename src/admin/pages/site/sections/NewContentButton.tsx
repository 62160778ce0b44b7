// 'Add …' on a list of records of one content type: creates the record with
// a placeholder title and opens its edit screen.
import { useState } from 'react';
import { Button } from '@mui/material';
import { useCreate, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';

export function NewContentButton({ label, data, editPath }: { label: string; data: Record<string, unknown>; editPath: (CId: number) => string }) {
  const [create] = useCreate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const add = async () => {
    setBusy(true);
    try {
      const record = (await create('Content', { data: { CDeleted: false, ...data } }, { returnPromise: true })) as { CId: number };
      navigate(editPath(record.CId));
    } catch (e) {
      notify((e as Error).message || 'Unknown Error', { type: 'error' });
      setBusy(false);
    }
  };
  return (
    <Button variant="contained" onClick={() => void add()} disabled={busy}>
      {label}
    </Button>
  );
}
