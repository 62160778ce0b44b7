// A menu as GET /api/v1/mc/navigation/{TId} answers it, and the two ways the
// navigation tests read it: the names as a nested list, and an item by name.
export interface MenuNode {
  TId: number;
  TName: string;
  children: MenuNode[];
}

/** ['Home', ['About', ['Team']]]: each item's name, with its children's after it. */
export const menuNames = (nodes: readonly MenuNode[]): unknown[] =>
  nodes.map((n) => (n.children.length ? [n.TName, menuNames(n.children)] : n.TName));

/** The first item named `name`, at any depth. */
export function findByName<N extends MenuNode>(nodes: readonly N[], name: string): N | undefined {
  for (const n of nodes) {
    if (n.TName === name) return n;
    const below = findByName(n.children as N[], name);
    if (below) return below;
  }
  return undefined;
}
