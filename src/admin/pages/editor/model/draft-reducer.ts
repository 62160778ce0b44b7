// Every change to the working copy, as reducer actions: callbacks that only
// dispatch stay stable, so memoised block cards re-render only when their
// own block changed (a 200-block page stays quick to type in).
import type { ContentRecord } from '../api/types.js';
import { copyOfBlock, emptyBlock, type Draft, type EditorBlock } from './page-model.js';

export type DraftAction =
  | { type: 'reset'; draft: Draft }
  | { type: 'content'; change: Partial<ContentRecord>; aiDrafted?: true }
  | { type: 'block'; uuid: string; change: Partial<EditorBlock>; aiDrafted?: true }
  | { type: 'add'; after?: string; block?: EditorBlock }
  | { type: 'duplicate'; uuid: string }
  | { type: 'delete'; uuid: string }
  | { type: 'move'; uuid: string; to: number };

function insertAfter(blocks: EditorBlock[], after: string | undefined, block: EditorBlock): EditorBlock[] {
  const at = after === undefined ? blocks.length : blocks.findIndex((b) => b.uuid === after) + 1;
  return [...blocks.slice(0, at), block, ...blocks.slice(at)];
}

export function draftReducer(draft: Draft, action: DraftAction): Draft {
  switch (action.type) {
    case 'reset':
      return action.draft;
    case 'content':
      return {
        ...draft,
        content: { ...draft.content, ...action.change },
        ...(action.aiDrafted ? { aiDrafted: true } : {}),
      };
    case 'block':
      return {
        ...draft,
        blocks: draft.blocks.map((b) => (b.uuid === action.uuid ? { ...b, ...action.change } : b)),
        ...(action.aiDrafted ? { aiDrafted: true } : {}),
      };
    case 'add':
      return {
        ...draft,
        blocks: insertAfter(draft.blocks, action.after, action.block ?? emptyBlock(draft.content.CId)),
      };
    case 'duplicate': {
      const source = draft.blocks.find((b) => b.uuid === action.uuid);
      return source ? { ...draft, blocks: insertAfter(draft.blocks, source.uuid, copyOfBlock(source)) } : draft;
    }
    case 'delete':
      return { ...draft, blocks: draft.blocks.filter((b) => b.uuid !== action.uuid) };
    case 'move': {
      const from = draft.blocks.findIndex((b) => b.uuid === action.uuid);
      const to = Math.max(0, Math.min(draft.blocks.length - 1, action.to));
      if (from < 0 || from === to) return draft;
      const blocks = [...draft.blocks];
      const [moved] = blocks.splice(from, 1);
      blocks.splice(to, 0, moved);
      return { ...draft, blocks };
    }
  }
}
