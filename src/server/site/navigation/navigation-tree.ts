// A menu as a tree of tags in chain order (spec §3 Tag: TNextId is the
// ordering chain): a parent's TChildId is its first child and each child's
// TNextId the next sibling. Children the chain misses (a broken or partial
// chain, tags added through the generic interface) follow in TId order, so
// every child shows exactly once. Deleted tags keep their place in the chain
// (moves leave them where they are) but are not shown.
export interface NavTag {
  TId: number;
  TIdParent: number | null;
  TName: string;
  TPath: string | null;
  TVisible: boolean;
  TDeleted: boolean;
  TNextId: number | null;
  TChildId: number | null;
}

export interface NavNode {
  TId: number;
  TName: string;
  TPath: string | null;
  TVisible: boolean;
  /** The page this item links to: the tag's first TagToContent link, if any. */
  CId?: number;
  children: NavNode[];
}

export class TagIndex {
  readonly byId = new Map<number, NavTag>();
  private readonly byParent = new Map<number, NavTag[]>();

  constructor(tags: Iterable<NavTag>) {
    for (const t of tags) {
      this.byId.set(t.TId, t);
      if (t.TIdParent !== null) {
        const list = this.byParent.get(t.TIdParent) ?? [];
        list.push(t);
        this.byParent.set(t.TIdParent, list);
      }
    }
    for (const list of this.byParent.values()) list.sort((a, b) => a.TId - b.TId);
  }

  /** The children of a tag in chain order, deleted ones included. */
  orderedChildren(parentId: number): NavTag[] {
    const kids = this.byParent.get(parentId) ?? [];
    const isKid = new Set(kids.map((k) => k.TId));
    const out: NavTag[] = [];
    const seen = new Set<number>();
    let next = this.byId.get(parentId)?.TChildId ?? null;
    while (next !== null && isKid.has(next) && !seen.has(next)) {
      seen.add(next);
      const tag = this.byId.get(next)!;
      out.push(tag);
      next = tag.TNextId;
    }
    for (const k of kids) if (!seen.has(k.TId)) out.push(k);
    return out;
  }

  /** Whether `id` is `ancestorId` or lies below it (walking TIdParent, safe against cycles). */
  isWithin(id: number, ancestorId: number): boolean {
    const seen = new Set<number>();
    let at: number | null = id;
    while (at !== null && !seen.has(at)) {
      if (at === ancestorId) return true;
      seen.add(at);
      at = this.byId.get(at)?.TIdParent ?? null;
    }
    return false;
  }
}

export function navTree(
  index: TagIndex,
  rootId: number,
  linkedPage: ReadonlyMap<number, number> = new Map(),
): NavNode[] {
  const seen = new Set<number>([rootId]);
  const build = (parentId: number): NavNode[] =>
    index
      .orderedChildren(parentId)
      .filter((t) => !t.TDeleted && !seen.has(t.TId))
      .map((t) => {
        seen.add(t.TId);
        const cId = linkedPage.get(t.TId);
        return {
          TId: t.TId,
          TName: t.TName,
          TPath: t.TPath,
          TVisible: t.TVisible,
          ...(cId !== undefined ? { CId: cId } : {}),
          children: build(t.TId),
        };
      });
  return build(rootId);
}
