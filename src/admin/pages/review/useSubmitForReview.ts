// "Submit for review" in the editor (docs/review.md): for an account whose
// role group requires review, the publish button saves the page as its draft
// and submits that draft, with the time it should go live if the author gave
// one; the server would refuse a publish anyway.
import { useState } from 'react';
import type { LoadedPage } from '../editor/api/types.js';
import { errorText, useSiteApi } from '../../api/site-api.js';
import { useText } from '../../i18n/use-text.js';
import { submitDraft, useReviewsChanged } from './review-api.js';

type SaveDraft = (note?: string) => Promise<LoadedPage | undefined>;

export function useSubmitForReview(cId: number, saveDraft: SaveDraft) {
  const api = useSiteApi();
  const text = useText();
  const changed = useReviewsChanged();
  const [error, setError] = useState<string>();
  /** `publishAt`: the time the author asks the approved draft to go live (the schedule's time field). */
  const submit = async (note?: string, publishAt?: string) => {
    setError(undefined);
    const answer = await saveDraft(note);
    const draft = answer?.page.draft;
    if (!draft) return; // the save said why (its own alert)
    try {
      await submitDraft(api, cId, draft.CvId, publishAt);
      await changed();
    } catch (e) {
      setError(text('review.editor.notSubmitted', { error: errorText(e, text) }));
    }
  };
  return { submit, error };
}
