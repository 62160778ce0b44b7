// /comment-moderation (issue 15 item 4; docs/comments.md): the queue of
// visitors' comments by status (pending, approved, spam, deleted, with
// counts), bulk select and bulk actions, keyboard shortcuts (shortcuts.ts),
// permanent removal of deleted ones, and whether comments are on (tag 14's
// visibility; Admin and MoJoAdmin may switch it).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  Pagination,
  Switch,
  Tab,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import { COMMENT_STATUSES, type CommentStatus } from '../../../shared/api/comments.js';
import { createHttpClient, type HttpClient } from '../../providers/http-client.js';
import { useDebouncedValue } from '../../api/useDebouncedValue.js';
import { SCREEN_READ } from '../../api/read-options.js';
import { ErrorNotice, Loading, ScreenFrame } from '../../kit/ScreenStates.js';
import { errorText } from '../../api/site-api.js';
import { ConfirmDialog } from '../editor/ConfirmDialog.js';
import { CommentItem } from './CommentItem.js';
import { ShortcutHelp, ShortcutLine, queueRows } from './ShortcutHelp.js';
import { shortcutOf } from './shortcuts.js';
import { useText } from '../../i18n/use-text.js';
import { useScreenShortcuts } from '../../layout/shortcuts/screen-shortcuts.js';
import * as api from './comments-api.js';
import { formatNumber } from '../../kit/numbers.js';
import { useScrollReset } from '../../kit/virtual/useScrollReset.js';

const PAGE_SIZE = 25;
/** Each status's title, as a message key (messages/comments). */
export const STATUS_TITLES: Record<CommentStatus, string> = {
  pending: 'comments.status.pending',
  approved: 'comments.status.approved',
  spam: 'comments.status.spam',
  deleted: 'comments.status.deleted',
};
/** The bulk actions: the status each sets (the one of the open tab is disabled) and its label's message key. */
const ACTIONS: { status: CommentStatus; label: string }[] = [
  { status: 'approved', label: 'comments.actions.approve' },
  { status: 'spam', label: 'comments.actions.spam' },
  { status: 'deleted', label: 'comments.actions.delete' },
  { status: 'pending', label: 'comments.actions.restore' },
];

export function CommentModerationPage({ http: given }: { http?: HttpClient }) {
  const http = useMemo(() => given ?? createHttpClient(), [given]);
  const text = useText();
  const [status, setStatusTab] = useState<CommentStatus>('pending');
  const [q, setQ] = useState('');
  const search = useDebouncedValue(q, 300);
  const [pageNumber, setPageNumber] = useState(1);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [cursor, setCursor] = useState(0);
  /** Whether the cursor last moved by j/k: only then does the current comment take focus. */
  const [byKey, setByKey] = useState(false);
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [help, setHelp] = useState(false);
  const [purging, setPurging] = useState<number[] | null>(null);

  const filter = { status, q: search, pageNumber, pageSize: PAGE_SIZE };
  // Spec §9: a new page or filter scrolls back to the top 150 ms later.
  useScrollReset('window', filter);
  const list = useQuery({
    queryKey: api.commentKeys.queue(filter),
    queryFn: () => api.listQueue(http, filter),
    placeholderData: keepPreviousData,
    ...SCREEN_READ,
  });
  const counts = useQuery({ queryKey: api.commentKeys.counts(), queryFn: () => api.queueCounts(http), ...SCREEN_READ });
  const onOff = useQuery({ queryKey: api.commentKeys.switch(), queryFn: () => api.readSwitch(http), ...SCREEN_READ });
  const items = useMemo(() => list.data?.items ?? [], [list.data]);
  const current = items[Math.min(cursor, items.length - 1)];

  const client = useQueryClient();
  const refresh = useCallback(() => void client.invalidateQueries({ queryKey: api.commentKeys.all() }), [client]);
  const attempt = useCallback(
    async (call: () => Promise<string | undefined>) => {
      setError(undefined);
      setNotice(undefined);
      try {
        setNotice(await call());
        refresh();
      } catch (e) {
        setError(errorText(e));
      }
    },
    [refresh],
  );

  /** The selection, or else the comment under the cursor. */
  const targets = useCallback(() => (selected.size ? [...selected] : current ? [current.id] : []), [selected, current]);
  const moveTo = useCallback(
    (next: CommentStatus, ids = targets()) => {
      if (!ids.length || next === status) return;
      void attempt(async () => {
        const { changed } = await api.setStatus(http, ids, next);
        setSelected(new Set());
        return text('comments.page.moved', { smart_count: changed, status: text(STATUS_TITLES[next]) });
      });
    },
    [attempt, http, status, targets, text],
  );
  const toggle = useCallback(
    (id: number) => setSelected((s) => (s.has(id) ? new Set([...s].filter((x) => x !== id)) : new Set([...s, id]))),
    [],
  );
  const openTab = (next: CommentStatus) => {
    setStatusTab(next);
    setPageNumber(1);
    setSelected(new Set());
    setCursor(0);
  };

  // The shortcuts listen on the whole screen, never while the user types or a dialog is open.
  // '?' opens this screen's own list, so the shell's rests (ownHelp).
  useScreenShortcuts({ title: text('comments.page.title'), rows: queueRows(text), ownHelp: true });
  const dialogOpen = help || purging !== null;
  const keys = useRef<(e: KeyboardEvent) => void>(() => undefined);
  keys.current = (e: KeyboardEvent) => {
    if (dialogOpen) return;
    const action = shortcutOf(e);
    if (!action) return;
    e.preventDefault();
    if (action === 'help') setHelp(true);
    else if (action === 'next' || action === 'previous') {
      setByKey(true);
      // The cursor may point past a list that shrank (current is clamped where it is read): move from where it shows.
      const last = Math.max(items.length - 1, 0);
      setCursor((c) =>
        action === 'next' ? Math.min(Math.min(c, last) + 1, last) : Math.max(Math.min(c, last) - 1, 0),
      );
    } else if (action === 'select') {
      if (current) toggle(current.id);
    } else moveTo(action.status);
  };
  useEffect(() => {
    const listener = (e: KeyboardEvent) => keys.current(e);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  const allSelected = items.length > 0 && items.every((c) => selected.has(c.id));
  const listError = list.error ? errorText(list.error) : undefined;
  const page = list.data;

  return (
    <ScreenFrame title={text('comments.page.title')} intro={text('comments.page.intro')}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1, flexWrap: 'wrap' }}>
        {onOff.data?.mayChange ? (
          <FormControlLabel
            control={
              <Switch
                checked={onOff.data.enabled}
                onChange={(e) =>
                  void attempt(async () =>
                    (await api.writeSwitch(http, e.target.checked)).enabled
                      ? text('comments.page.switchedOn')
                      : text('comments.page.switchedOff'),
                  )
                }
              />
            }
            label={onOff.data.enabled ? text('comments.page.on') : text('comments.page.off')}
          />
        ) : (
          onOff.data && (
            <Typography>{onOff.data.enabled ? text('comments.page.on') : text('comments.page.off')}</Typography>
          )
        )}
        {onOff.data && !onOff.data.enabled && <Typography variant="body2">{text('comments.page.closed')}</Typography>}
      </Box>
      <Tabs
        value={status}
        onChange={(_, v: CommentStatus) => openTab(v)}
        aria-label={text('comments.page.tabs')}
        sx={{ mb: 2 }}
      >
        {COMMENT_STATUSES.map((s) => (
          <Tab
            key={s}
            value={s}
            id={`comments-tab-${s}`}
            aria-controls="comments-panel"
            label={text('comments.page.tab', { status: text(STATUS_TITLES[s]), count: counts.data?.[s] ?? '…' })}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id="comments-panel" aria-labelledby={`comments-tab-${status}`}>
        <Box sx={{ display: 'flex', gap: 1, mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <TextField
            label={text('comments.page.search')}
            size="small"
            value={q}
            onChange={(e) => {
              setQ(e.target.value);
              setPageNumber(1);
            }}
          />
          <FormControlLabel
            control={
              <Checkbox
                checked={allSelected}
                indeterminate={selected.size > 0 && !allSelected}
                onChange={() => setSelected(allSelected ? new Set() : new Set(items.map((c) => c.id)))}
              />
            }
            label={text('comments.page.selectAll')}
          />
          <Box
            role="group"
            aria-label={
              selected.size
                ? text('comments.page.actionsSelected', { count: selected.size })
                : text('comments.page.actionsCurrent')
            }
            sx={{ display: 'flex', gap: 1 }}
          >
            {ACTIONS.map((a) => (
              <Button
                key={a.status}
                variant="outlined"
                size="small"
                disabled={a.status === status || (!selected.size && !current)}
                onClick={() => moveTo(a.status)}
              >
                {text(a.label)}
              </Button>
            ))}
            {status === 'deleted' && (
              <Button
                variant="outlined"
                color="error"
                size="small"
                disabled={!selected.size && !current}
                onClick={() => setPurging(targets())}
              >
                {text('comments.actions.deletePermanently')}
              </Button>
            )}
          </Box>
          {selected.size > 0 && (
            <Typography variant="body2">
              {text('comments.page.selected', { count: formatNumber(selected.size) })}
            </Typography>
          )}
        </Box>
        <ShortcutLine onHelp={() => setHelp(true)} />
        {(error ?? listError) && <ErrorNotice message={(error ?? listError)!} />}
        <Box role="status" aria-live="polite">
          {notice && (
            <Alert severity="success" sx={{ mb: 2 }} onClose={() => setNotice(undefined)}>
              {notice}
            </Alert>
          )}
        </Box>
        {!page && !listError && <Loading />}
        {page && items.length === 0 && <Typography sx={{ my: 2 }}>{text(`comments.none.${status}`)}</Typography>}
        {items.length > 0 && (
          <Box component="ul" aria-label={text(`comments.list.${status}`)} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {items.map((c, i) => (
              <CommentItem
                key={c.id}
                comment={c}
                current={c.id === current?.id}
                focusWhenCurrent={byKey}
                selected={selected.has(c.id)}
                onToggle={() => toggle(c.id)}
                onFocus={() => setCursor(i)}
              />
            ))}
          </Box>
        )}
        {page && page.totalPages > 1 && (
          <Pagination
            sx={{ mt: 2 }}
            count={page.totalPages}
            page={pageNumber}
            onChange={(_, n) => setPageNumber(n)}
            aria-label={text('comments.page.pages')}
          />
        )}
      </Box>
      <ShortcutHelp open={help} onClose={() => setHelp(false)} />
      <ConfirmDialog
        open={purging !== null}
        text={text('comments.page.confirmPurge', { smart_count: purging?.length ?? 0 })}
        onCancel={() => setPurging(null)}
        onConfirm={() => {
          const ids = purging ?? [];
          setPurging(null);
          void attempt(async () => {
            const { changed } = await api.purge(http, ids);
            setSelected(new Set());
            return text('comments.page.purged', { smart_count: changed });
          });
        }}
      />
    </ScreenFrame>
  );
}

export default CommentModerationPage;
