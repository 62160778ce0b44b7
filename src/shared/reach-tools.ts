// Dashboard tools for the access explainer (reach.ts): a tool is reachable
// exactly when the menu the user would see shows it; when not, what is missing.
import { buildToolTree, DASHBOARD_TAG_ID, MAX_DEPTH, type ToolNode, type ToolTag } from './dashboard-tools.js';
import type { Facts } from './reach-facts.js';
import type { ToolReach } from './reach-types.js';

function shownIds(tags: readonly ToolTag[], facts: Facts): Set<number> {
  const shown = new Set<number>();
  const walk = (node: ToolNode) => {
    shown.add(node.id);
    node.children.forEach(walk);
  };
  for (const section of buildToolTree(tags, { isMJA: facts.isMJA, tagIds: facts.tagIds }))
    if (!section.noAccess) walk(section);
  return shown;
}
export function explainTools(facts: Facts): ToolReach[] {
  const shown = shownIds(facts.tags, facts);
  const children = new Map<number, ToolTag[]>();
  for (const t of facts.tags)
    if (t.TIdParent != null && t.TId !== undefined)
      children.set(t.TIdParent, [...(children.get(t.TIdParent) ?? []), t]);
  const out: ToolReach[] = [];
  const visit = (tag: ToolTag, depth: number, ancestorsShown: boolean) => {
    const id = tag.TId!;
    const parentId = tag.TIdParent!;
    const checks = [...new Set([id, parentId, DASHBOARD_TAG_ID])];
    const granted = checks.map((c) => [c, facts.tagGrant(c)] as const);
    const reachable = shown.has(id);
    const missing = reachable
      ? []
      : [
          ...granted
            .filter(([, g]) => !g)
            .map(([c]) =>
              c === DASHBOARD_TAG_ID
                ? `no access to the dashboard tag ${DASHBOARD_TAG_ID}, which every tool needs`
                : `no access to ${facts.tagName(c)}`,
            ),
          ...(granted.every(([, g]) => g) && !ancestorsShown ? ['the section or item it sits in is not shown'] : []),
          ...(granted.every(([, g]) => g) && ancestorsShown && depth === 1
            ? [
                `none of its tools is shown: grant ${facts.tagName(id)} itself (its tools are its children), or tools one by one`,
              ]
            : []),
        ];
    out.push({
      TId: id,
      TName: tag.TName,
      TPath: tag.TPath ?? null,
      depth,
      parentId,
      reachable,
      because: granted.filter(([, g]) => g).map(([c, g]) => `${facts.tagName(c)}: ${g}`),
      missing,
    });
    if (depth < MAX_DEPTH)
      for (const child of children.get(id) ?? []) visit(child, depth + 1, ancestorsShown && reachable);
  };
  for (const section of children.get(DASHBOARD_TAG_ID) ?? []) visit(section, 1, true);
  return out;
}
