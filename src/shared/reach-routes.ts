// Protected routes for the access explainer (reach.ts): page access decides,
// this finds the tag or rule behind the answer, or the tags that would open it.
import { ALWAYS_OPEN, canOpenPage, normalizePath, parentPath } from './page-access.js';
import { HISTORY_SCREENS } from './history-access.js';
import { hasParameters, matchesPattern, type ProtectedPath } from './protected-paths.js';
import type { Facts } from './reach-facts.js';
import type { RouteReach } from './reach-types.js';
import { SUPER_ADMIN } from './roles.js';

function pathGrants(facts: Facts, path: string): string[] {
  const bare = normalizePath(path);
  if ((ALWAYS_OPEN as readonly string[]).includes(bare)) return [`${bare} is open to every signed-in user`];
  if (facts.page.readOnly && (HISTORY_SCREENS as readonly string[]).includes(bare))
    return [`${bare} is a history screen: an Auditor opens it to read`];
  return [...facts.allowed.values()]
    .filter((t) => t.TPath && normalizePath(t.TPath) === bare)
    .map((t) => `${facts.tagName(t.TId!)} has the path ${bare}: ${facts.tagGrant(t.TId!)}`);
}

/** Tags in the tree that would open a route (its path, a path it matches, or its parent), for "what to grant". */
function tagsOpening(facts: Facts, route: ProtectedPath): string[] {
  const parent = parentPath(route.path);
  return facts.tags
    .filter((t) => t.TPath && t.TId !== undefined)
    .filter((t) => {
      const p = normalizePath(t.TPath!);
      return (
        p === normalizePath(route.path) ||
        matchesPattern(p, route.path) ||
        (parent !== '/' && (p === parent || matchesPattern(p, parent)))
      );
    })
    .map((t) => facts.tagName(t.TId!));
}
export function explainRoute(facts: Facts, route: ProtectedPath): RouteReach {
  const base = { path: route.path, title: route.title };
  if (facts.isMJA)
    return {
      ...base,
      reach: 'all',
      at: [],
      reachable: true,
      because: [`role ${SUPER_ADMIN} opens every protected page`],
      missing: [],
    };
  if (canOpenPage(facts.page, route.path, route.path)) {
    const own = pathGrants(facts, route.path);
    const parent = parentPath(route.path);
    const viaParent = parent !== '/' ? pathGrants(facts, parent).map((g) => `its parent ${parent}: ${g}`) : [];
    return { ...base, reach: 'all', at: [], reachable: true, because: [...own, ...viaParent], missing: [] };
  }
  // A route with parameters may still open at the paths of the user's tags (/navigation/53), or below them.
  const at: string[] = [];
  const because: string[] = [];
  if (hasParameters(route.path)) {
    const parentPattern = parentPath(route.path);
    const last = normalizePath(route.path).split('/').pop()!;
    for (const tag of facts.allowed.values()) {
      if (!tag.TPath) continue;
      const p = normalizePath(tag.TPath);
      if (matchesPattern(p, route.path) && canOpenPage(facts.page, p, route.path)) {
        at.push(p);
        because.push(...pathGrants(facts, p));
      } else if (
        parentPattern !== '/' &&
        matchesPattern(p, parentPattern) &&
        canOpenPage(facts.page, `${p}/x`, route.path)
      ) {
        at.push(`${p}/{${last.slice(1)}}`);
        because.push(`its parent ${p}: ${pathGrants(facts, p).join('; ')}`);
      }
    }
  }
  if (at.length)
    return {
      ...base,
      reach: 'some',
      at: [...new Set(at)],
      reachable: true,
      because: [...new Set(because)],
      missing: [],
    };
  const openers = tagsOpening(facts, route);
  const missing = [
    'no allowed tag has this path or its parent',
    openers.length
      ? `granted by ${openers.join(', ')}`
      : `no tag in the tree has this path: only ${SUPER_ADMIN} opens it`,
  ];
  return { ...base, reach: 'none', at: [], reachable: false, because: [], missing };
}
