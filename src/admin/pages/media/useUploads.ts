// Several files uploaded one after another (the server is a small shared
// machine), each with its own progress and outcome, for the upload queue.
import { useCallback, useState } from 'react';
import type { Uploader } from './upload-with-progress.js';

export interface UploadState {
  key: string;
  name: string;
  progress: number;
  status: 'waiting' | 'sending' | 'done' | 'failed';
  error?: string;
}

export function useUploads(upload: Uploader<unknown>, onStored: () => void) {
  const [uploads, setUploads] = useState<UploadState[]>([]);
  const patch = (key: string, change: Partial<UploadState>) =>
    setUploads((all) => all.map((u) => (u.key === key ? { ...u, ...change } : u)));

  const start = useCallback(
    async (files: File[], folderId?: number) => {
      const batch = files.map((file, i) => ({
        file,
        state: { key: `${Date.now()}-${i}-${file.name}`, name: file.name, progress: 0, status: 'waiting' as const },
      }));
      setUploads((all) => [...all.filter((u) => u.status !== 'done'), ...batch.map((b) => b.state)]);
      for (const { file, state } of batch) {
        patch(state.key, { status: 'sending' });
        try {
          await upload(file, (fraction) => patch(state.key, { progress: fraction }), folderId);
          patch(state.key, { status: 'done', progress: 1 });
          onStored();
        } catch (e) {
          patch(state.key, { status: 'failed', error: e instanceof Error ? e.message : String(e) });
        }
      }
    },
    [upload, onStored],
  );
  return { uploads, start };
}
