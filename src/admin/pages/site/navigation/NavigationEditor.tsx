// The menu under tag `rootId`: the tree, its moves, and adding, editing,
// hiding and deleting items (a delete's toast has Undo). A move shows at once
// and then the server's answer (the tree in its new chain order) replaces it
// (nav-queries.ts).
import { useState } from 'react';
import Add from '@mui/icons-material/Add';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useNotify } from 'react-admin';
import { errorText } from '../../../api/site-api.js';
import { ErrorNotice, Loading } from '../../../kit/ScreenStates.js';
import { applyMove, patchNode, type NavMove, type NavNode } from './nav-tree.js';
import { NavigationTree } from './NavigationTree.js';
import { useNavigationTree } from './nav-queries.js';
import { emptyDraft, NavItemDialog, type NavItemDraft } from './NavItemDialog.js';
import { useText } from '../../../i18n/use-text.js';
import { offerUndo } from '../../../kit/undo/undo-channel.js';

type Editing = { node?: NavNode; draft: NavItemDraft } | null;

const draftOf = (n: NavNode): NavItemDraft => ({
  TName: n.TName,
  TVisible: n.TVisible,
  link: n.CId ? 'page' : n.TPath ? 'url' : 'none',
  page: n.CId ? { CId: n.CId, CTitle: n.TName, CSeoUrl: n.TPath } : null,
  url: n.CId ? '' : (n.TPath ?? ''),
});

export function NavigationEditor({ rootId }: { rootId: number }) {
  const { nav, tree, error, showChange, written } = useNavigationTree(rootId);
  const notify = useNotify();
  const text = useText();
  const [busy, setBusy] = useState(false);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<NavNode | null>(null);

  // Every change ends by reading (or receiving) the server's tree, so the screen never drifts from the chain.
  const run = async (work: () => Promise<NavNode[] | void>, done?: string) => {
    setBusy(true);
    try {
      await written(await work());
      if (done) notify(done, { type: 'success' });
    } catch (e) {
      notify(errorText(e), { type: 'error' });
      await written();
    } finally {
      setBusy(false);
    }
  };

  const onMove = (move: NavMove) => {
    showChange((t) => applyMove(t, rootId, move));
    void run(() => nav.move(move));
  };

  if (error) return <ErrorNotice message={error} />;
  if (!tree) return <Loading />;
  return (
    <>
      <Button
        startIcon={<Add />}
        variant="outlined"
        sx={{ mb: 2 }}
        onClick={() => setEditing({ draft: emptyDraft() })}
        disabled={busy}
      >
        {text('site.navigation.add')}
      </Button>
      <NavigationTree
        rootId={rootId}
        tree={tree}
        busy={busy}
        onMove={onMove}
        onEdit={(node) => setEditing({ node, draft: draftOf(node) })}
        onToggleVisible={(node) => {
          showChange((t) => patchNode(t, node.TId, { TVisible: !node.TVisible }));
          void run(
            () => nav.setVisible(node, !node.TVisible).then(() => undefined),
            text(node.TVisible ? 'site.navigation.hidden' : 'site.navigation.visible', { name: node.TName }),
          );
        }}
        onDelete={setDeleting}
      />
      {editing && (
        <NavItemDialog
          title={
            editing.node ? text('site.navigation.editTitle', { name: editing.node.TName }) : text('site.navigation.add')
          }
          initial={editing.draft}
          onCancel={() => setEditing(null)}
          onSave={async (draft) => {
            const node = editing.node;
            if (node) await nav.update(node, draft);
            const answer = node ? undefined : await nav.add(draft);
            setEditing(null);
            await written(answer);
            notify(text(node ? 'site.navigation.saved' : 'site.navigation.added'), { type: 'success' });
          }}
        />
      )}
      <Dialog open={!!deleting} onClose={() => setDeleting(null)} aria-labelledby="nav-delete-title">
        <DialogTitle id="nav-delete-title">
          {text('site.navigation.deleteTitle', { name: deleting?.TName ?? '' })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            {deleting?.children?.length ? text('site.navigation.deleteChildren') : ''}
            {text('site.navigation.deleteKeepsPages')}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDeleting(null)}>{text('site.navigation.cancel')}</Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              const node = deleting!;
              setDeleting(null);
              void run(
                async () => {
                  const answer = await nav.remove(node);
                  // The delete is soft and keeps the item's chain place, so its toast's Undo is the restore (decision 0105):
                  // offered before run() shows the toast, which the shell's UndoAfterDelete then gives the Undo button.
                  // The answer (the new tree) is shown as it is, so the toast follows at once, within UndoAfterDelete's wait.
                  offerUndo({ restore: async () => written(await nav.restore(node)) });
                  return answer;
                },
                text('site.navigation.deleted', { name: node.TName }),
              );
            }}
          >
            {text('site.navigation.delete')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
