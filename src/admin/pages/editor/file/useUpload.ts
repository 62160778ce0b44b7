// One upload at a time through POST /api/v1/mc/file, with its busy state and
// the server's refusal (415 type, 413 size) as a message naming the file.
import { useState } from 'react';
import { useEditorApi } from '../api/EditorApiContext.js';
import type { StoredFile } from '../api/types.js';
import { useText } from '../../../i18n/use-text.js';

export function useUpload(onStored: (stored: StoredFile) => void) {
  const api = useEditorApi();
  const text = useText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setError(undefined);
    try {
      onStored(await api.upload(file));
    } catch (e) {
      setError(
        text('editor.upload.notUploaded', { name: file.name, error: e instanceof Error ? e.message : String(e) }),
      );
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, upload };
}
