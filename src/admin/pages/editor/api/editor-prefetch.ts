// Every read the editor waits for before it draws, started before it mounts (issue 41). The editor draws once the
// page, the account's review roles, the page's review and the schedule have answered (so its review notice and
// schedule part push nothing down, decision 0146); it used to start the last three itself once mounted, after the
// app's session check and first render and its own code, a chain of round trips. They now start with the page read
// (page-prefetch.ts): on a cold load of /edit?cId= beside the app's own code (preload.ts), on a move to the editor
// with the editor's code (index.tsx). The editor's hooks find them in the app's react-query cache, answered or on
// their way; a refused one (a signed-out session) is read again by the hook, as a read that failed.
import { appSiteApi } from '../../../api/site-api.js';
import { currentUser } from '../../../auth/auth-provider.js';
import { readsHistoryOnly } from '../../../../shared/history-access.js';
import { appQueryClient } from '../../../providers/query-client.js';
import { pageReviewQuery, reviewRolesQuery } from '../../review/review-api.js';
import { scheduledQuery } from '../schedule/scheduled-api.js';
import { appEditorApi } from './EditorApiContext.js';
import { editedPageOf, prefetchPageFromLocation } from './page-prefetch.js';

function historyOnly(): boolean {
  try {
    return readsHistoryOnly(currentUser());
  } catch {
    return true; // not a token this app made: the app's own check signs out, nothing to start
  }
}

export function prefetchEditorReads(location: Pick<Location, 'pathname' | 'search'> = window.location): void {
  const cId = editedPageOf(location);
  // An account that reads history only (the Auditor) is sent from the editor to the page's summary: it reads none
  // of these, and the review calls would refuse it.
  if (cId === undefined || historyOnly()) return;
  prefetchPageFromLocation(appEditorApi(), location);
  const client = appQueryClient();
  const api = appSiteApi();
  void client.prefetchQuery(reviewRolesQuery(api));
  void client.prefetchQuery(pageReviewQuery(api, cId));
  void client.prefetchQuery(scheduledQuery(api));
}
