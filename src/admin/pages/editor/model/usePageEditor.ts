// The editor's state: the page as loaded (with its ETag), the working copy,
// and what the last save said. A save sends the relational batch from the
// loaded page to the working copy with If-Match; a 412 leaves the working
// copy exactly as it is and says so (the user's edits are never dropped).
// `rebase` then reads the latest page and carries the edits onto it
// (rebaseDraft), listing what both editors changed, for review before saving.
// The page is read through the query cache (useWorkingCopyLoad); every write
// marks the page's other reads (summary, versions, drafts) stale.
import { isDenied } from '../../../kit/refusals.js';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { HttpError } from 'react-admin';
import { useEditorApi } from '../api/EditorApiContext.js';
import { usePageWritten, useWorkingCopyLoad } from '../api/editor-queries.js';
import type { Redirect } from '../../../../shared/generated/entities.generated.js';
import type { LoadedPage, Page } from '../api/types.js';
import { draftReducer } from './draft-reducer.js';
import { draftOf, type Draft } from './page-model.js';
import { buildSave, isEmptySave } from './page-save.js';
import { rebaseDraft } from './rebase.js';
import { useText } from '../../../i18n/use-text.js';

export type SaveMode = 'publish' | 'draft';

export interface EditorState {
  status: 'loading' | 'ready' | 'failed';
  /** Why the page could not be read (status 'failed'). */
  error?: string;
  /** The page exists outside the user's reach (the server's 403): the screen is the 'Permission Denied' page. */
  denied?: boolean;
  loaded?: LoadedPage;
  /** The page as loaded, as a working copy: the `before` of every batch. */
  base?: Draft;
  saving: boolean;
  /** The 412 message: the page moved on since it was loaded; the edits are still here. */
  conflict?: string;
  /** After `rebase`: the edits sit on the latest page; these are what both editors changed. */
  rebased?: { conflicts: string[] };
  /** Another failure of the last save (validation, 409 URL taken, …). */
  saveError?: string;
  /** The notice of the last successful save. */
  notice?: string;
  /** The redirect a save wrote because the URL moved. */
  redirect?: Redirect;
}

const EMPTY: Draft = { content: { CId: 0, CtId: 0, CTitle: '' }, blocks: [] };
const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));

interface PageEditorOptions {
  /** Open the working copy on this draft version instead of the live page. */
  draftCvId?: number;
}

/** The editor's own state; `status` and `error` come from the page read. */
type LocalState = Omit<EditorState, 'status' | 'error'>;

export function usePageEditor(cId: number, { draftCvId }: PageEditorOptions = {}) {
  const api = useEditorApi();
  const text = useText();
  const pageRead = useWorkingCopyLoad(cId, draftCvId);
  const pageWritten = usePageWritten();
  const [local, setState] = useState<LocalState>({ saving: false });
  const [draft, dispatch] = useReducer(draftReducer, EMPTY);
  // What was last saved (the live page, or a draft just written): the working copy differs → unsaved.
  const [saved, setSaved] = useState<Draft>(EMPTY);
  const draftRef = useRef(draft);
  draftRef.current = draft;

  const adopt = useCallback((loaded: LoadedPage, working?: (base: Draft) => Draft) => {
    const base = draftOf(loaded.page);
    dispatch({ type: 'reset', draft: working ? working(base) : base });
    // A working copy made from a draft is not live: leaving without saving it still asks.
    setSaved(base);
    setState((s) => ({ ...s, loaded, base }));
  }, []);

  // The read's answer becomes the working copy (once per answer: FORM_READ never refetches it behind the user).
  const { data: read } = pageRead;
  useEffect(() => {
    if (read) adopt(read.loaded, read.working);
  }, [read, adopt]);
  // Adopted or not yet: a retry after a failure shows 'Loading...' again, as the first read does.
  const status: EditorState['status'] = local.loaded
    ? 'ready'
    : pageRead.isError && !pageRead.isFetching
      ? 'failed'
      : 'loading';
  const readError = pageRead.error;
  const state = useMemo<EditorState>(
    () => ({
      ...local,
      status,
      error: status === 'failed' ? messageOf(readError) : undefined,
      denied: status === 'failed' && isDenied(readError),
    }),
    [local, status, readError],
  );
  const { refetch } = pageRead;
  const reload = useCallback(() => refetch(), [refetch]);

  const save = useCallback(
    async (mode: SaveMode, note?: string): Promise<LoadedPage | undefined> => {
      const { loaded, base } = state;
      if (!loaded || !base) return;
      const working = draftRef.current;
      const body = buildSave(base, working, mode, note);
      // A page never published (a new page is a draft, issue 25) is published as it is: the save makes it live.
      if (isEmptySave(body) && mode === 'publish' && loaded.page.version) {
        setState((s) => ({ ...s, notice: text('editor.save.nothingToSave'), saveError: undefined }));
        return;
      }
      setState((s) => ({ ...s, saving: true, saveError: undefined, notice: undefined, redirect: undefined }));
      try {
        const answer = await api.savePage(cId, loaded.etag, body);
        if (mode === 'publish') {
          adopt(answer);
        } else {
          setSaved(working);
          setState((s) => ({ ...s, loaded: answer }));
        }
        setState((s) => ({
          ...s,
          saving: false,
          conflict: undefined,
          rebased: undefined,
          redirect: answer.page.redirect,
          notice: mode === 'publish' ? text('editor.save.published') : text('editor.save.draftSaved'),
        }));
        void pageWritten(cId);
        // Review before publish submits the draft this save wrote (pages/review/useSubmitForReview.ts).
        return answer;
      } catch (e) {
        const conflict = e instanceof HttpError && e.status === 412;
        setState((s) => ({
          ...s,
          saving: false,
          ...(conflict ? { conflict: messageOf(e) } : { saveError: messageOf(e) }),
        }));
        return undefined;
      }
    },
    [api, cId, state, adopt, pageWritten, text],
  );

  /** After a 412: the latest page becomes the base, with the working copy's edits merged onto it. */
  const rebase = useCallback(async () => {
    const { base } = state;
    if (!base) return;
    const mine = draftRef.current;
    setState((s) => ({ ...s, saving: true, saveError: undefined, notice: undefined }));
    try {
      const latest = await api.getPage(cId);
      let conflicts: string[] = [];
      adopt(latest, (theirs) => {
        const merged = rebaseDraft(base, mine, theirs, text);
        conflicts = merged.conflicts;
        return merged.draft;
      });
      setState((s) => ({ ...s, saving: false, conflict: undefined, rebased: { conflicts } }));
      void pageWritten(cId); // someone else's save: the versions list is behind too
    } catch (e) {
      setState((s) => ({ ...s, saving: false, saveError: text('editor.save.latestUnread', { error: messageOf(e) }) }));
    }
  }, [api, cId, state, adopt, pageWritten, text]);

  /** After a restore, a draft's publication or a discard: the page as the server now has it. */
  const replacePage = useCallback((loaded: LoadedPage) => adopt(loaded), [adopt]);
  const setPage = useCallback(
    (page: Page) => setState((s) => (s.loaded ? { ...s, loaded: { ...s.loaded, page } } : s)),
    [],
  );

  return { state, draft, dispatch, dirty: draft !== saved, save, rebase, reload, replacePage, setPage };
}
