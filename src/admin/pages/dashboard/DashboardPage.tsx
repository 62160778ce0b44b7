// The dashboard at / (spec §2, §6): the tool menu built from the tag tree
// under tag 2, the Protected Settings panel for the role MoJoAdmin, and the
// full cache tools (top admin only; others see the no-access message). The
// CLEAR_CACHE item opens the slim cache tools in a modal. Above them, the
// user's recent records ("Continue where you left off", RecentEdits). A
// read-only account (the Auditor: shared/history-access.ts) gets, instead of
// tools and cache tools it may not use, the screens it reads (ReadOnlyPanel).
//
// Props rather than hooks for the user and the fetch, so the shell decides
// where they come from and specs pass their own. The tags are the shared tag
// tree (api/tag-tree.ts): the editor's screens and page access reuse this read.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, useRef, useState } from 'react';
import { hasRole, MAINTENANCE_ROLES, SUPER_ADMIN } from '../../../shared/roles.js';
import { ScheduledCard } from '../editor/schedule/ScheduledCard.js';
import { CacheToolsModal } from '../cache-tools/CacheToolsModal.js';
import { CacheToolsPage } from '../cache-tools/CacheToolsPage.js';
import { readTagTree, useTagTree } from '../../api/tag-tree.js';
import { createHttpClient } from '../../providers/http-client.js';
import { buildToolTree, type ToolUser } from './tool-tree.js';
import { ProtectedSettings } from './ProtectedSettings.js';
import { ToolSectionView } from './ToolSectionView.js';
import { RecentEdits, useRecentEdits } from './RecentEdits.js';
import { ReadOnlyPanel } from './ReadOnlyPanel.js';
import { readsHistoryOnly } from '../../../shared/history-access.js';
import { useText } from '../../i18n/use-text.js';
import { PendingReviews } from '../review/PendingReviews.js';
import { usePendingReviews, useReviewRoles } from '../review/review-api.js';
import { useScheduled } from '../editor/schedule/useScheduled.js';

/** The seed's Protected Settings section: the panel's links as tags (spec §2). */
const PROTECTED_SETTINGS_TAG_ID = 48;

export interface DashboardUser extends ToolUser {
  roles: readonly string[];
}

interface DashboardPageProps {
  user: DashboardUser;
  /** Debug mode: hovering a section or tool shows its tag id. */
  debug?: boolean;
  fetch?: typeof fetch;
  getToken?: () => string | null;
  /** The slim cache tools' browser alert and page reload (spec §8), injectable for specs. */
  alert?: (message: string) => void;
  reload?: () => void;
}

export function DashboardPage({ user, debug = false, fetch, getToken, alert, reload }: DashboardPageProps) {
  const text = useText();
  const readTags = useCallback(() => readTagTree(createHttpClient({ fetch, getToken })), [fetch, getToken]);
  const tagTree = useTagTree(readTags);
  const tags = tagTree.data;
  const [cacheModalOpen, setCacheModalOpen] = useState(false);
  // The page is laid out once both reads have answered (or failed): drawn as each arrived, the
  // recent records and the tool sections pushed the panels below them down while staff aimed at
  // them (Lighthouse measured a layout shift of 0.57, issue 29 item 7).
  // Coming back, a cached answer being read again counts as not answered yet: the recent records
  // are read each time the dashboard opens, and drawn from the old answer first they grew when the
  // new one came, pushing the tools down under a click aimed at them.
  // Once laid out it stays so: a read that goes back to pending (another reader mounting after
  // a failure reads again) must not swap the page for the loading line.
  // The reviews waiting and the "Coming up" card are read here too, for the same reason: drawn when their
  // answers came, they pushed everything below them down (a layout shift of 0.092, issue 41). PendingReviews
  // reads the same queries, answered from react-query's cache.
  const { isMJA, tagIds } = user;
  const showsPanel = hasRole(user.roles, SUPER_ADMIN);
  const readOnly = readsHistoryOnly(user);
  const showsSchedule = !readOnly && hasRole(user.roles, MAINTENANCE_ROLES);
  const recentEdits = useRecentEdits({ fetch, getToken });
  const scheduled = useScheduled(showsSchedule);
  const reviewRoles = useReviewRoles(!readOnly);
  const reviewer = reviewRoles.data?.reviewer ?? false;
  const pendingReviews = usePendingReviews(reviewer);
  const laidOut = useRef(false);
  const answered = (read: { isPending: boolean; isFetching: boolean }) => !read.isPending && !read.isFetching;
  const reviewsAnswered = readOnly || (answered(reviewRoles) && (!reviewer || answered(pendingReviews)));
  const scheduleAnswered = !showsSchedule || (scheduled.settled && !scheduled.fetching);
  if (answered(tagTree) && answered(recentEdits) && reviewsAnswered && scheduleAnswered) laidOut.current = true;
  const settling = !laidOut.current;

  // The Protected Settings tags exist so their tools can be granted like any other; whoever
  // sees the panel gets those links there, not a second time as a menu section.
  const sections = useMemo(
    () =>
      tags
        ? buildToolTree(tags, { isMJA, tagIds }).filter((s) => !(showsPanel && s.id === PROTECTED_SETTINGS_TAG_ID))
        : [],
    [tags, isMJA, tagIds, showsPanel],
  );

  return (
    <Box component="section" aria-labelledby="dashboard-title" sx={{ p: 2 }}>
      <Typography id="dashboard-title" variant="h5" component="h1" gutterBottom>
        {text('dashboard.title')}
      </Typography>
      {settling ? (
        <Typography role="status">{text('dashboard.loading')}</Typography>
      ) : (
        <>
          {/* Changes waiting for a reviewer (review before publish, docs/review.md): reviewers only; a read-only
              account reviews nothing, so it does not ask. */}
          {!readOnly && <PendingReviews />}
          <RecentEdits edits={recentEdits.data ?? []} />
          {showsSchedule && <ScheduledCard list={scheduled.list} />}
          {tagTree.isError && (
            <Alert severity="error">{text('dashboard.toolsFailed', { error: tagTree.error.message })}</Alert>
          )}
          {readOnly ? (
            <ReadOnlyPanel />
          ) : (
            <>
              <Box aria-label={text('dashboard.tools')} role="region">
                {sections.map((section) => (
                  <ToolSectionView
                    key={section.id}
                    section={section}
                    debug={debug}
                    onClearCache={() => setCacheModalOpen(true)}
                  />
                ))}
              </Box>
              {showsPanel && <ProtectedSettings />}
              <CacheToolsPage isMJA={isMJA} fetch={fetch} getToken={getToken} />
            </>
          )}
        </>
      )}
      <CacheToolsModal
        open={cacheModalOpen}
        onClose={() => setCacheModalOpen(false)}
        fetch={fetch}
        getToken={getToken}
        alert={alert}
        reload={reload}
      />
    </Box>
  );
}
