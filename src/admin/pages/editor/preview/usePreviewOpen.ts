// Whether the editor shows the preview beside the form: kept for the browser tab, so it stays open from one page
// (or one save) to the next until it is closed.
import { useCallback, useState } from 'react';

const KEY = 'editor.previewOpen';

function stored(): boolean {
  try {
    return sessionStorage.getItem(KEY) === 'true';
  } catch {
    return false;
  }
}

export function usePreviewOpen(): [boolean, (open: boolean) => void] {
  const [open, setOpen] = useState(stored);
  const change = useCallback((next: boolean) => {
    setOpen(next);
    try {
      sessionStorage.setItem(KEY, String(next));
    } catch {
      // Storage refused (private mode): the choice lasts for this screen only.
    }
  }, []);
  return [open, change];
}
