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

/** Where a record is edited: pages in the page editor, other records on their generated screen (show for append-only ones). */
export function editLinkOf(edit: Pick<RecentEdit, 'entity' | 'key'>): string {
  if (edit.entity === 'Content') return `/edit?cId=${encodeURIComponent(edit.key)}`;
  const appendOnly = Object.values(SCHEMA).find((e) => e.name === edit.entity)?.access.appendOnly;
  return `/${edit.entity}/${encodeURIComponent(edit.key)}${appendOnly ? '/show' : ''}`;
}

/** A record's title: its own text, else its entity's label (in the user's language) and key. */
export function recentTitle(edit: Pick<RecentEdit, 'entity' | 'key' | 'title' | 'named'>, entityLabel: (entity: string) => string): string {
  return edit.named ? edit.title : `${entityLabel(edit.entity)} ${edit.key}`;
}

/** A moment in the user's language; English keeps the browser's own style, as before the languages. */
const when = (iso: string, locale: string) => new Date(iso).toLocaleString(locale === 'en' ? undefined : locale, { dateStyle: 'medium', timeStyle: 'short' });

interface RecentEditsSource {
  fetch?: typeof globalThis.fetch;
  getToken?: () => string | null;
}

/** The user's recent records. Read by the dashboard, which lays itself out once it has answered. */
export function useRecentEdits({ fetch, getToken }: RecentEditsSource) {
  return useQuery({
    queryKey: queryKeys.people.recentEdits(),
    queryFn: async () => ((await createHttpClient({ fetch, getToken })(`${API_PREFIX.account}/recent-edits`, { method: 'GET' })).json as RecentEditsAnswer).edits,
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
              <ListItemText primary={recentTitle(e, entityLabel)} secondary={text('dashboard.changed', { label: entityLabel(e.entity), when: when(e.editedAt, locale) })} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
