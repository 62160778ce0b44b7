// The custom tag editor (/custom-tag-editor, issue 16 item 5) under
// /api/v1/mc/tags: the whole tag tree in chain order, and adding, changing,
// moving and (soft) deleting one tag. MoJoAdmin only.
import { Type, type Static } from 'typebox';

/**
 * The parent id that stands for "no parent": the tree's top level. Tag ids
 * start at 1, so 0 names no tag; the server stores a top-level tag's
 * TIdParent as NULL.
 */
export const TOP_LEVEL = 0;

/** One tag of the editor's tree, with its children in chain order (a recursive shape: documented as an open object, typed exactly). */
export interface TagTreeNode {
  TId: number;
  TName: string;
  TPath: string | null;
  TVisible: boolean;
  /** The icon's name (an MUI icon); a question icon stands for a name that is none. */
  CUrlDefaultPage: string | null;
  /** One of the spec's fixed ids: never deleted, never moved out of its parent. */
  fixed: boolean;
  children: TagTreeNode[];
}
export const TagTree = Type.Unsafe<TagTreeNode[]>(
  Type.Array(Type.Object({}, { additionalProperties: true }), {
    description:
      'The top-level tags in chain order, each with its children (TId, TName, TPath, TVisible, CUrlDefaultPage, fixed, children); deleted tags left out.',
  }),
);

export const TagIdParams = Type.Object({ tid: Type.String({ description: 'The tag id.' }) });

const Name = Type.String({
  minLength: 1,
  maxLength: 256,
  description: 'The name the dashboard, menus and pickers show.',
});
const Path = Type.Union([Type.String({ maxLength: 800 }), Type.Null()], {
  description: 'Starts with "/" and no other live tag has it; empty or null: no path.',
});
const Icon = Type.Union([Type.String({ maxLength: 100 }), Type.Null()], {
  description: 'An MUI icon name such as "Dashboard"; a name that is no icon shows the question icon.',
});

export const TagCreateBody = Type.Object(
  {
    TName: Name,
    TPath: Type.Optional(Path),
    CUrlDefaultPage: Type.Optional(Icon),
    TVisible: Type.Optional(Type.Boolean()),
    parentId: Type.Integer({ minimum: 0, description: 'The new tag’s parent; 0: the top level.' }),
    beforeId: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], {
      description: 'The sibling it goes before; null: last.',
    }),
  },
  { additionalProperties: false },
);
export type TagCreateBody = Static<typeof TagCreateBody>;

export const TagUpdateBody = Type.Object(
  {
    TName: Type.Optional(Name),
    TPath: Type.Optional(Path),
    CUrlDefaultPage: Type.Optional(Icon),
    TVisible: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type TagUpdateBody = Static<typeof TagUpdateBody>;

export const TagMoveBody = Type.Object(
  {
    TId: Type.Integer({ minimum: 1 }),
    parentId: Type.Integer({ minimum: 0, description: '0: the top level.' }),
    beforeId: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], {
      description: 'The sibling it goes before; null: last.',
    }),
  },
  { additionalProperties: false },
);
export type TagMoveBody = Static<typeof TagMoveBody>;

/** Where a tag is used: each place in words, e.g. "linked to content: Home (CId 500)". */
export const TagUsage = Type.Object({
  TId: Type.Integer(),
  fixed: Type.Boolean(),
  uses: Type.Array(Type.String()),
});
export type TagUsage = Static<typeof TagUsage>;
