// The menu editor's calls: the tree, moves, new items, deletes and their Undo
// through /api/v1/mc/navigation (the server keeps the TNextId/TChildId chain
// and writes a new item's tag, page link and chain place in one transaction);
// later changes of names, links and visibility through the generic interface.
import { MC_BASE, DB_BASE, type SiteApi } from '../../../api/site-api.js';
import type { NavItemDraft } from './NavItemDialog.js';
import type { NavMove, NavNode } from './nav-tree.js';

const navTreeUrl = (rootId: number) => `${MC_BASE}/navigation/${rootId}`;
const navMoveUrl = (rootId: number) => `${MC_BASE}/navigation/${rootId}/move`;
const navItemsUrl = (rootId: number) => `${MC_BASE}/navigation/${rootId}/items`;

const tagFields = (d: NavItemDraft) => ({
  TName: d.TName.trim(),
  TVisible: d.TVisible,
  TPath: d.link === 'page' ? (d.page?.CSeoUrl ?? null) : d.link === 'url' ? d.url.trim() : null,
});

/** The body of POST /navigation/{TId}/items: a page link sends CId (the server copies the page's URL to TPath). */
export function newItemBody(d: NavItemDraft, parentId: number, beforeId: number | null = null) {
  const { TPath, ...fields } = tagFields(d);
  return { ...fields, ...(d.link === 'page' && d.page ? { CId: d.page.CId } : { TPath }), parentId, beforeId };
}

export function createNavApi(api: SiteApi, rootId: number) {
  const linkPage = (TId: number, d: NavItemDraft) =>
    d.link === 'page' && d.page
      ? api.send('POST', `${DB_BASE}/tagtocontent`, {
          TId,
          CId: d.page.CId,
          TtcPageUrl: d.page.CSeoUrl,
          CSortOrder: 999999,
        })
      : Promise.resolve();
  const unlinkPage = (TId: number, CId: number) => api.send('DELETE', `${DB_BASE}/tagtocontent/[${TId},${CId}]`);
  return {
    tree: () => api.get<NavNode[]>(navTreeUrl(rootId)),
    move: (move: NavMove) => api.send<NavNode[]>('POST', navMoveUrl(rootId), move),
    /** A new last item of the menu's top level, in one call: the server answers the new tree. */
    add: (d: NavItemDraft) => api.send<NavNode[]>('POST', navItemsUrl(rootId), newItemBody(d, rootId)),
    async update(node: NavNode, d: NavItemDraft): Promise<void> {
      await api.send('PATCH', `${DB_BASE}/tag/${node.TId}`, tagFields(d));
      const newCId = d.link === 'page' ? d.page?.CId : undefined;
      if (node.CId && node.CId !== newCId) await unlinkPage(node.TId, node.CId);
      if (newCId && newCId !== node.CId) await linkPage(node.TId, d);
    },
    setVisible: (node: NavNode, TVisible: boolean) => api.send('PATCH', `${DB_BASE}/tag/${node.TId}`, { TVisible }),
    /** Soft delete (TDeleted) through the menu's own call: the tag keeps its place in the chain, so its neighbours stay linked; it and its subtree stop showing; its pages stay. */
    remove: (node: NavNode) => api.send<NavNode[]>('DELETE', `${navItemsUrl(rootId)}/${node.TId}`),
    /** The Undo of `remove` (decision 0105): un-deletes the item at its chain place; 409 when an item above it is deleted too. */
    restore: (node: NavNode) => api.send<NavNode[]>('POST', `${navItemsUrl(rootId)}/${node.TId}/restore`),
  };
}
