// The state of an add-or-edit dialog: the draft being edited, the problem shown
// at its top (found in the browser before saving, or the server's answer), and
// whether a save is under way. The dialog closes from onSave's caller; when the
// save fails, the dialog stays open with the edits and says why.
import { useState } from 'react';
import { useText } from '../i18n/use-text.js';

interface DraftDialog<T> {
  draft: T;
  set: (patch: Partial<T>) => void;
  error: string | undefined;
  saving: boolean;
  save: () => Promise<void>;
}

/** `problemOf` answers what must be fixed before saving, or undefined when the draft may be sent. */
export function useDraftDialog<T>(
  initial: T,
  onSave: (draft: T) => Promise<void>,
  problemOf: (draft: T) => string | undefined,
): DraftDialog<T> {
  const text = useText();
  const [draft, setDraft] = useState(initial);
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const set = (patch: Partial<T>) => setDraft((d) => ({ ...d, ...patch }));
  const save = async () => {
    const problem = problemOf(draft);
    if (problem) return setError(problem);
    setSaving(true);
    try {
      await onSave(draft);
    } catch (e) {
      setError((e as Error).message || text('kit.unknownError'));
      setSaving(false);
    }
  };
  return { draft, set, error, saving, save };
}
