// "Continue where you left off" on the dashboard (issue 29 item 6): the
// records the user created or changed last, each a link back to where it is
// edited (a page in the page editor, any other record on its screen). Shown
// only when there is something to continue: an empty or failed read leaves
// the dashboard as the spec draws it.
import { useQuery } from '@tanstack/react-query';
import { List, ListItem, ListItemButton, ListItemText, Paper, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { RecentEdit, RecentEdits as RecentEditsAnswer } from '../../../shared/api/recent-edits.js';
import { SCHEMA } from '../../../shared/generated/entities.generated.js';
import { queryKeys } from '../../api/query-keys.js';
import { SCREEN_READ } from '../../api/read-options.js';
import { createHttpClient } from '../../providers/http-client.js';
import { useLocaleState } from 'react-admin';
import { useText } from '../../i18n/use-text.js';
import { useSchemaLabels } from '../../i18n/use-schema-labels.js';
import { API_PREFIX } from '../../../shared/api/prefixes.js';
import { formatDateTime } from '../../../shared/dates.js';

/**
 * Where a record is edited: pages in the page editor, a page's part that names its page (a News or
 * EventItem row: `pageId`) in that page's editor too, other records on their generated screen (show
 * for append-only ones).
 */
export function editLinkOf(edit: Pick<RecentEdit, 'entity' | 'key' | 'pageId'>): string {
  if (edit.entity === 'Content') return `/edit?cId=${encodeURIComponent(edit.key)}`;
  if (edit.pageId !== undefined) return `/edit?cId=${edit.pageId}`;
  const appendOnly = Object.values(SCHEMA).find((e) => e.name === edit.entity)?.access.appendOnly;
  return `/${edit.entity}/${encodeURIComponent(edit.key)}${appendOnly ? '/show' : ''}`;
}

/**
 * A record's title: its own text (a page's part: its page's title), else its entity's label (in the user's
 * language) and the moment that names it (a version's date, in the user's language: never the raw ISO
 * text) or its key. `moment` words an instant; the shared en-US date and time by default.
 */
export function recentTitle(
  edit: Pick<RecentEdit, 'entity' | 'key' | 'title' | 'named' | 'titleAt'>,
  entityLabel: (entity: string) => string,
  moment: (iso: string) => string = formatDateTime,
): string {
  if (edit.named) return edit.title;
  return `${entityLabel(edit.entity)} ${edit.titleAt ? moment(edit.titleAt) : edit.key}`;
}

/** A moment in the user's language: the shared date and time shape of that language (shared/dates.ts). */
export const recentMoment = (iso: string, locale: string) => formatDateTime(iso, locale);

interface RecentEditsSource {
  fetch?: typeof globalThis.fetch;
  getToken?: () => string | null;
}

/** The user's recent records. Read by the dashboard, which lays itself out once it has answered. */
export function useRecentEdits({ fetch, getToken }: RecentEditsSource) {
  return useQuery({
    queryKey: queryKeys.people.recentEdits(),
    queryFn: async () =>
      (
        (await createHttpClient({ fetch, getToken })(`${API_PREFIX.account}/recent-edits`, { method: 'GET' }))
          .json as RecentEditsAnswer
      ).edits,
    ...SCREEN_READ,
  });
}

/**
 * The list itself, given what useRecentEdits read. Not a second reader of the query: one that
 * mounted after the read failed would read again (react-query retries on mount), and the
 * dashboard waiting for that read would swap this list out and in again without end.
 */
export function RecentEdits({ edits }: { edits: readonly RecentEdit[] }) {
  const text = useText();
  const { entityLabel } = useSchemaLabels();
  const [locale] = useLocaleState();
  if (!edits.length) return null;
  return (
    <Paper component="section" aria-labelledby="recent-edits-title" variant="outlined" sx={{ mb: 2 }}>
      <Typography id="recent-edits-title" variant="h6" component="h2" sx={{ px: 2, pt: 1 }}>
        {text('dashboard.recentEdits')}
      </Typography>
      <List dense aria-labelledby="recent-edits-title">
        {edits.map((e) => (
          <ListItem key={`${e.entity}/${e.key}`} disablePadding>
            <ListItemButton component={RouterLink} to={editLinkOf(e)}>
              <ListItemText
                primary={recentTitle(e, entityLabel, (iso) => recentMoment(iso, locale))}
                secondary={text('dashboard.changed', {
                  label: entityLabel(e.entity),
                  when: recentMoment(e.editedAt, locale),
                })}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
