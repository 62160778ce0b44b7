// /custom-tag-editor (issue 16 item 5, MoJoAdmin): the whole tag tree —
// dashboard sections and tools, site feature switches, menus, form tags — in
// chain order, edited with the menu editor's tree (drag by the handle or with
// the keyboard, row buttons for up, down, in and out): add, rename, change
// path and icon, show or hide, delete. The spec's fixed tags are marked; the
// server refuses to delete them or move them out of their parent, and refuses
// to delete a tag in use, saying where; both refusals show on the screen.
import { useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Add from '@mui/icons-material/Add';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
} from '@mui/material';
import { useNotify } from 'react-admin';
import { TOP_LEVEL, type TagTreeNode } from '../../../shared/api/tag-editor.js';
import { SCREEN_READ } from '../../api/read-options.js';
import { ToolIcon } from '../dashboard/ToolIcon.js';
import { applyMove, patchNode, type NavMove, type NavNode } from '../site/navigation/nav-tree.js';
import { NavigationTree } from '../site/navigation/NavigationTree.js';
import { errorText, useSiteApi } from '../../api/site-api.js';
import { ErrorNotice, Loading, ScreenFrame } from '../../kit/ScreenStates.js';
import { createTagEditorApi, flatTags, tagEditorKeys } from './tag-editor-api.js';
import { draftOf, TagDialog, type TagDraft } from './TagDialog.js';
import { useText } from '../../i18n/use-text.js';

type Editing = { node?: TagTreeNode; draft: TagDraft } | null;

const fields = (d: TagDraft) => ({
  TName: d.TName.trim(),
  TPath: d.TPath.trim() || null,
  CUrlDefaultPage: d.CUrlDefaultPage.trim() || null,
  TVisible: d.TVisible,
});

export function TagEditorPage() {
  const site = useSiteApi();
  const api = useMemo(() => createTagEditorApi(site), [site]);
  const client = useQueryClient();
  const notify = useNotify();
  const text = useText();
  const key = tagEditorKeys.tree();
  const query = useQuery({ queryKey: key, queryFn: api.tree, ...SCREEN_READ });
  const [busy, setBusy] = useState(false);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<TagTreeNode | null>(null);
  const [refusal, setRefusal] = useState<string>();
  const tree = query.data;
  const byId = useMemo(() => new Map(flatTags(tree ?? []).map(({ node }) => [node.TId, node])), [tree]);
  const usage = useQuery({
    queryKey: ['tag-editor', 'usage', deleting?.TId],
    queryFn: () => api.usage(deleting!.TId),
    enabled: !!deleting,
    ...SCREEN_READ,
    gcTime: 0,
  });

  /** After a write: the server's tree when it answered one, else read again; Tag reads elsewhere (dashboard, pickers) go stale. */
  const written = async (answer?: TagTreeNode[]) => {
    void client.invalidateQueries({ queryKey: ['Tag'] });
    if (answer) client.setQueryData(key, answer);
    else await client.invalidateQueries({ queryKey: key });
  };
  const run = async (work: () => Promise<TagTreeNode[]>, done: string) => {
    setBusy(true);
    setRefusal(undefined);
    try {
      await written(await work());
      notify(done, { type: 'success' });
    } catch (e) {
      setRefusal(errorText(e));
      await written();
    } finally {
      setBusy(false);
    }
  };
  const show = (change: (t: TagTreeNode[]) => NavNode[]) =>
    client.setQueryData<TagTreeNode[]>(key, (t) => (t ? (change(t) as TagTreeNode[]) : t));
  const tagOf = (node: NavNode) => byId.get(node.TId)!;

  if (query.error) return <ErrorNotice message={errorText(query.error)} />;
  return (
    <ScreenFrame
      title={text('tags.title')}
      intro={text('tags.intro')}
      actions={
        <Button
          startIcon={<Add />}
          variant="outlined"
          disabled={busy || !tree}
          onClick={() =>
            setEditing({
              draft: {
                TName: '',
                TPath: '',
                CUrlDefaultPage: '',
                TVisible: true,
                parentId: tree?.[0]?.TId ?? TOP_LEVEL,
              },
            })
          }
        >
          {text('tags.add')}
        </Button>
      }
    >
      {refusal && (
        <Alert severity="error" role="alert" onClose={() => setRefusal(undefined)} sx={{ mb: 2 }}>
          {refusal}
        </Alert>
      )}
      {!tree ? (
        <Loading />
      ) : (
        <NavigationTree
          rootId={TOP_LEVEL}
          tree={tree}
          busy={busy}
          label={text('tags.list')}
          emptyText={text('tags.empty')}
          leading={(node) => (
            <Box sx={{ display: 'flex' }} title={tagOf(node).CUrlDefaultPage ?? text('tags.noIcon')}>
              <ToolIcon name={tagOf(node).CUrlDefaultPage} />
            </Box>
          )}
          badges={(node) => (
            <>
              {tagOf(node).fixed && (
                <Chip size="small" variant="outlined" label={text('tags.fixed', { id: node.TId })} sx={{ ml: 1 }} />
              )}
              {!tagOf(node).fixed && (
                <Box component="span" sx={{ ml: 1, color: 'text.secondary', fontSize: '0.75rem' }}>
                  #{node.TId}
                </Box>
              )}
            </>
          )}
          onMove={(move: NavMove) => {
            show((t) => applyMove(t, TOP_LEVEL, move));
            void run(
              () => api.move(move),
              text('tags.moved', { name: byId.get(move.TId)?.TName ?? text('tags.fallbackName') }),
            );
          }}
          onEdit={(node) => setEditing({ node: tagOf(node), draft: draftOf(tagOf(node), TOP_LEVEL) })}
          onToggleVisible={(node) => {
            show((t) => patchNode(t, node.TId, { TVisible: !node.TVisible }));
            void run(
              () => api.update(node.TId, { TVisible: !node.TVisible }),
              text(node.TVisible ? 'tags.hidden' : 'tags.visible', { name: node.TName }),
            );
          }}
          onDelete={(node) => setDeleting(tagOf(node))}
        />
      )}
      {editing && tree && (
        <TagDialog
          title={editing.node ? text('tags.editTitle', { name: editing.node.TName }) : text('tags.add')}
          initial={editing.draft}
          parents={editing.node ? undefined : tree}
          onCancel={() => setEditing(null)}
          onSave={async (draft) => {
            const node = editing.node;
            const answer = node
              ? await api.update(node.TId, fields(draft))
              : await api.add({ ...fields(draft), parentId: draft.parentId, beforeId: null });
            setEditing(null);
            setRefusal(undefined);
            await written(answer);
            notify(text(node ? 'tags.saved' : 'tags.added', { name: draft.TName.trim() }), { type: 'success' });
          }}
        />
      )}
      <Dialog open={!!deleting} onClose={() => setDeleting(null)} aria-labelledby="tag-delete-title">
        <DialogTitle id="tag-delete-title">{text('tags.delete.title', { name: deleting?.TName ?? '' })}</DialogTitle>
        <DialogContent>
          {usage.data && (usage.data.fixed || usage.data.uses.length > 0) ? (
            <>
              <DialogContentText>
                {usage.data.fixed ? text('tags.delete.fixed') : text('tags.delete.inUse')}
              </DialogContentText>
              <List dense aria-label={text('tags.delete.uses')}>
                {usage.data.uses.map((u) => (
                  <ListItem key={u}>{u}</ListItem>
                ))}
              </List>
            </>
          ) : (
            <DialogContentText>
              {usage.isLoading ? text('tags.delete.checking') : text('tags.delete.unused')}
            </DialogContentText>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDeleting(null)}>{text('tags.cancel')}</Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              const node = deleting!;
              setDeleting(null);
              void run(() => api.remove(node.TId), text('tags.deleted', { name: node.TName }));
            }}
          >
            {text('tags.delete.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </ScreenFrame>
  );
}

export default TagEditorPage;
