// The system messages shown to staff (spec §2 /system-messages: notices "shown to staff in the back
// office between their dates"; issue 41 item 2): a banner under the shell's head for each message the
// server says is current (GET /api/v1/db/systemmessages/current, any signed-in staff member), its
// SType as the alert's colour. The text is shown as plain text, never as markup (a message may hold
// '<img onerror>'): React writes it as a text node. Each can be dismissed; the dismissal is kept per
// message id and account in this browser (localStorage), so it stays dismissed on every screen, after
// a reload and in other tabs, and a new message shows. Read when the shell opens and every 5 minutes,
// so a message whose start arrives shows and one whose end passes goes.
import { useState } from 'react';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { Alert, Box } from '@mui/material';
import type { CurrentSystemMessages } from '../../shared/api/ops.js';
import { API_PREFIX } from '../../shared/api/prefixes.js';
import { queryKeys } from '../api/query-keys.js';
import { SCREEN_READ } from '../api/read-options.js';
import { createHttpClient } from '../providers/http-client.js';
import { readToken } from '../auth/token-storage.js';
import { useText } from '../i18n/use-text.js';

const REFRESH_MS = 5 * 60 * 1000;
type Message = CurrentSystemMessages['messages'][number];

const currentMessagesQuery = () => ({
  queryKey: queryKeys.currentSystemMessages(),
  queryFn: async () =>
    (
      (await createHttpClient()(`${API_PREFIX.data}/systemmessages/current`, { method: 'GET' }))
        .json as CurrentSystemMessages
    ).messages,
  ...SCREEN_READ,
});

/**
 * The current messages, read from the moment the shell draws its frame. The shell holds its grid
 * until this first answer (or failure): a banner that arrived after the screen pushed the whole
 * screen down (a layout shift of 0.16 on the editor, 0.07 on the dashboard; issue 41).
 */
export function useCurrentSystemMessages(enabled: boolean) {
  return useQuery({ ...currentMessagesQuery(), refetchInterval: REFRESH_MS, enabled });
}

/**
 * The same read started as the app's code loads, when this browser holds a session: the shell shows
 * its screen only once the messages answered, and that read used to leave after react-admin's
 * session check and the app's first render, the longest task of every opening (issue 41, decision
 * 0147). A session that turns out to be over is refused here and read again by the shell's hook.
 */
export function prefetchCurrentSystemMessages(client: QueryClient): void {
  if (readToken()) void client.prefetchQuery(currentMessagesQuery());
}
const SEVERITIES = ['info', 'warning', 'error', 'success'] as const;
type Severity = (typeof SEVERITIES)[number];
const severityOf = (type: string): Severity =>
  (SEVERITIES as readonly string[]).includes(type) ? (type as Severity) : 'info';

const storageKey = (userId: string) => `mojo.admin.dismissedMessages.${userId}`;

function readDismissed(userId: string): number[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKey(userId)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return [];
  }
}

function writeDismissed(userId: string, ids: readonly number[]) {
  try {
    localStorage.setItem(storageKey(userId), JSON.stringify(ids));
  } catch {
    // Storage full or refused: the dismissal then lasts until the page is left.
  }
}

/** `messages`: the current ones (useCurrentSystemMessages), undefined until read. */
export function SystemMessagesBanner({
  userId,
  messages,
}: {
  userId: string;
  messages: readonly Message[] | undefined;
}) {
  const text = useText();
  const [dismissed, setDismissed] = useState(() => readDismissed(userId));
  const shown = (messages ?? []).filter((m) => !dismissed.includes(m.SId));
  if (!shown.length) return null;
  const dismiss = (sId: number) => {
    // Only ids still current are kept, so the list never grows past the messages shown.
    const kept = [...dismissed.filter((id) => messages?.some((m) => m.SId === id)), sId];
    writeDismissed(userId, kept);
    setDismissed(kept);
  };
  return (
    <Box component="section" aria-label={text('system-messages.label')}>
      {shown.map((m) => (
        <Alert
          key={m.SId}
          severity={severityOf(m.SType)}
          role="status"
          onClose={() => dismiss(m.SId)}
          closeText={text('system-messages.dismiss')}
          sx={{ borderRadius: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
        >
          {m.SMessage}
        </Alert>
      ))}
    </Box>
  );
}
