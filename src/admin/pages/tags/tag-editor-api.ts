// The tag editor's calls (/api/v1/mc/tags; shared/api/tag-editor.ts). Every
// write answers the whole tree as the server holds it afterwards.
import type {
  TagCreateBody,
  TagMoveBody,
  TagTreeNode,
  TagUpdateBody,
  TagUsage,
} from '../../../shared/api/tag-editor.js';
import { MC_BASE, type SiteApi } from '../../api/site-api.js';

const TAGS_URL = `${MC_BASE}/tags`;

export const tagEditorKeys = { tree: () => ['tag-editor', 'tree'] as const };

export function createTagEditorApi(api: SiteApi) {
  return {
    tree: () => api.get<TagTreeNode[]>(TAGS_URL),
    add: (body: TagCreateBody) => api.send<TagTreeNode[]>('POST', TAGS_URL, body),
    update: (TId: number, body: TagUpdateBody) => api.send<TagTreeNode[]>('PATCH', `${TAGS_URL}/${TId}`, body),
    move: (body: TagMoveBody) => api.send<TagTreeNode[]>('POST', `${TAGS_URL}/move`, body),
    usage: (TId: number) => api.get<TagUsage>(`${TAGS_URL}/${TId}/usage`),
    remove: (TId: number) => api.send<TagTreeNode[]>('DELETE', `${TAGS_URL}/${TId}`),
  };
}

/** Every tag depth-first with its depth: the parent choices of the tag dialog. */
export function flatTags(tree: TagTreeNode[], depth = 0): { node: TagTreeNode; depth: number }[] {
  return tree.flatMap((node) => [{ node, depth }, ...flatTags(node.children, depth + 1)]);
}
