// Who can reach what, and why (issue 13 item 3). For one user: every
// dashboard tool and protected route, whether they can open it and the
// role, claim or rule that decides it. Answered by the rules themselves,
// never a copy of them: allowed tags (allowed-tags.ts), the dashboard menu
// (dashboard-tools.ts: a tool counts as reachable exactly when the menu
// the user would see shows it), page access (page-access.ts), the raw-data
// rule and the spec's panels. This module only finds the reasons.
import { allowedTags, isGrantedThroughParent } from './allowed-tags.js';
import { numericClaim, permissionsFromClaims, type ClaimRow } from './claims.js';
import { buildToolTree, DASHBOARD_TAG_ID, MAX_DEPTH, type ToolNode, type ToolTag } from './dashboard-tools.js';
import { ALWAYS_OPEN, canOpenPage, normalizePath, parentPath, type PageUser } from './page-access.js';
import { HISTORY_SCREENS, readsHistoryOnly } from './history-access.js';
import { hasParameters, matchesPattern, PROTECTED_PATHS, type ProtectedPath } from './protected-paths.js';
import { mayBrowseRawData, RAW_DATA_REASON } from './raw-data.js';
import { AUDITOR, hasRole, isReadOnly, isSuperAdmin, MAINTENANCE_ROLES, SUPER_ADMIN } from './roles.js';

/** Where a claim comes from: the user's own claims, or a role group the user is in. */
export type ClaimSource = { kind: 'user' } | { kind: 'role'; role: string };
export interface SourcedClaim extends ClaimRow {
  from: ClaimSource;
}

export interface ReachSubject {
  userId: string;
  userName: string;
  name: string;
  roles: string[];
  claims: SourcedClaim[];
  disabled: boolean;
}

export interface Explained {
  reachable: boolean;
  /** What grants it (when reachable), or what grants the part that holds. */
  because: string[];
  /** What is missing (when not reachable). */
  missing: string[];
}

export interface ToolReach extends Explained {
  TId: number;
  TName: string;
  TPath: string | null;
  /** 1 section, 2 item, 3 child item. */
  depth: number;
  parentId: number;
}

export interface RouteReach extends Explained {
  path: string;
  title: string;
  /** 'all': every path of the route; 'some': only at the paths in `at`; 'none'. */
  reach: 'all' | 'some' | 'none';
  at: string[];
}

export interface PanelReach extends Explained {
  name: string;
}

export interface UserReach {
  userId: string;
  userName: string;
  name: string;
  roles: string[];
  isMJA: boolean;
  disabled: boolean;
  /** Tag and content grants with where each comes from. */
  grants: { claim: string; from: string }[];
  /** Facts worth reading first (e.g. "holds tag 208 but not the dashboard tag 2"). */
  notes: string[];
  tools: ToolReach[];
  routes: RouteReach[];
  panels: PanelReach[];
}

const sourceText = (from: ClaimSource) => (from.kind === 'user' ? "the user's own claim" : `role group "${from.role}"`);

/** The facts one user's answers are computed from: the token's permissions and the allowed tags, as sign-in and the admin compute them. */
class Facts {
  readonly isMJA: boolean;
  readonly tagIds: number[];
  readonly allowed: Map<number, ToolTag>;
  readonly byId: Map<number, ToolTag>;
  readonly page: PageUser;

  constructor(
    readonly subject: ReachSubject,
    readonly tags: readonly ToolTag[],
  ) {
    this.isMJA = isSuperAdmin(subject.roles);
    this.tagIds = numericClaim(permissionsFromClaims(subject.claims), 'TId');
    this.byId = new Map(tags.filter((t) => t.TId !== undefined).map((t) => [t.TId!, t]));
    this.allowed = new Map(allowedTags(tags, this.tagIds).map((t) => [t.TId!, t]));
    this.page = { isMJA: this.isMJA, allowedPaths: [...this.allowed.values()].map((t) => t.TPath ?? ''), readOnly: readsHistoryOnly({ roles: subject.roles, isMJA: this.isMJA }) };
  }

  tagName(id: number): string {
    const name = this.byId.get(id)?.TName ?? (id === DASHBOARD_TAG_ID ? 'Dashboard' : undefined);
    return name ? `tag ${id} "${name}"` : `tag ${id}`;
  }

  claimSources(type: string, value: number): ClaimSource[] {
    return this.subject.claims.filter((c) => c.ClaimType === type && Number(c.ClaimValue) === value).map((c) => c.from);
  }

  /** Why the user may use a tag (the spec's "has access to" the tag), or undefined when they may not. */
  tagGrant(id: number): string | undefined {
    if (this.isMJA) return `role ${SUPER_ADMIN} passes every check`;
    const sources = this.claimSources('TId', id);
    if (sources.length) return `claim TId:${id} (${sources.map(sourceText).join(', ')})`;
    const tag = this.byId.get(id);
    if (tag && this.allowed.has(id) && tag.TIdParent != null && isGrantedThroughParent(tag, new Set(this.tagIds))) {
      return `${this.tagName(id)} is a visible child of ${this.tagName(tag.TIdParent)}, held by ${this.tagGrant(tag.TIdParent)}`;
    }
    return undefined;
  }
}

// ---------------------------------------------------------------------------
// Dashboard tools

function shownIds(tags: readonly ToolTag[], facts: Facts): Set<number> {
  const shown = new Set<number>();
  const walk = (node: ToolNode) => {
    shown.add(node.id);
    node.children.forEach(walk);
  };
  for (const section of buildToolTree(tags, { isMJA: facts.isMJA, tagIds: facts.tagIds })) if (!section.noAccess) walk(section);
  return shown;
}

function explainTools(facts: Facts): ToolReach[] {
  const shown = shownIds(facts.tags, facts);
  const children = new Map<number, ToolTag[]>();
  for (const t of facts.tags) if (t.TIdParent != null && t.TId !== undefined) children.set(t.TIdParent, [...(children.get(t.TIdParent) ?? []), t]);
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
          ...granted.filter(([, g]) => !g).map(([c]) => (c === DASHBOARD_TAG_ID ? `no access to the dashboard tag ${DASHBOARD_TAG_ID}, which every tool needs` : `no access to ${facts.tagName(c)}`)),
          ...(granted.every(([, g]) => g) && !ancestorsShown ? ['the section or item it sits in is not shown'] : []),
          ...(granted.every(([, g]) => g) && ancestorsShown && depth === 1 ? [`none of its tools is shown: grant ${facts.tagName(id)} itself (its tools are its children), or tools one by one`] : []),
        ];
    out.push({ TId: id, TName: tag.TName, TPath: tag.TPath ?? null, depth, parentId, reachable, because: granted.filter(([, g]) => g).map(([c, g]) => `${facts.tagName(c)}: ${g}`), missing });
    if (depth < MAX_DEPTH) for (const child of children.get(id) ?? []) visit(child, depth + 1, ancestorsShown && reachable);
  };
  for (const section of children.get(DASHBOARD_TAG_ID) ?? []) visit(section, 1, true);
  return out;
}

// ---------------------------------------------------------------------------
// Protected routes

function pathGrants(facts: Facts, path: string): string[] {
  const bare = normalizePath(path);
  if ((ALWAYS_OPEN as readonly string[]).includes(bare)) return [`${bare} is open to every signed-in user`];
  if (facts.page.readOnly && (HISTORY_SCREENS as readonly string[]).includes(bare)) return [`${bare} is a history screen: an Auditor opens it to read`];
  return [...facts.allowed.values()].filter((t) => t.TPath && normalizePath(t.TPath) === bare).map((t) => `${facts.tagName(t.TId!)} has the path ${bare}: ${facts.tagGrant(t.TId!)}`);
}

/** Tags in the tree that would open a route (its path, a path it matches, or its parent), for "what to grant". */
function tagsOpening(facts: Facts, route: ProtectedPath): string[] {
  const parent = parentPath(route.path);
  return facts.tags
    .filter((t) => t.TPath && t.TId !== undefined)
    .filter((t) => {
      const p = normalizePath(t.TPath!);
      return p === normalizePath(route.path) || matchesPattern(p, route.path) || (parent !== '/' && (p === parent || matchesPattern(p, parent)));
    })
    .map((t) => facts.tagName(t.TId!));
}

function explainRoute(facts: Facts, route: ProtectedPath): RouteReach {
  const base = { path: route.path, title: route.title };
  if (facts.isMJA) return { ...base, reach: 'all', at: [], reachable: true, because: [`role ${SUPER_ADMIN} opens every protected page`], missing: [] };
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
      } else if (parentPattern !== '/' && matchesPattern(p, parentPattern) && canOpenPage(facts.page, `${p}/x`, route.path)) {
        at.push(`${p}/{${last.slice(1)}}`);
        because.push(`its parent ${p}: ${pathGrants(facts, p).join('; ')}`);
      }
    }
  }
  if (at.length) return { ...base, reach: 'some', at: [...new Set(at)], reachable: true, because: [...new Set(because)], missing: [] };
  const openers = tagsOpening(facts, route);
  const missing = ['no allowed tag has this path or its parent', openers.length ? `granted by ${openers.join(', ')}` : `no tag in the tree has this path: only ${SUPER_ADMIN} opens it`];
  return { ...base, reach: 'none', at: [], reachable: false, because: [], missing };
}

// ---------------------------------------------------------------------------
// Panels of spec §6 and the Data group

function explainPanels(facts: Facts): PanelReach[] {
  const roles = facts.subject.roles;
  const panel = (name: string, reachable: boolean, yes: string, no: string): PanelReach => ({ name, reachable, because: reachable ? [yes] : [], missing: reachable ? [] : [no] });
  return [
    panel('Protected Settings panel', hasRole(roles, SUPER_ADMIN), `role ${SUPER_ADMIN}`, 'only the role MoJoAdmin sees it'),
    panel('Cache tools (full screen)', facts.isMJA, `role ${SUPER_ADMIN} (the top-level admin)`, 'only the top-level admin (isMJA) sees it'),
    panel('Data (raw tables)', mayBrowseRawData(roles), `role ${roles.find((r) => hasRole([r], [SUPER_ADMIN, 'Admin'])) ?? `${AUDITOR} (read only)`}`, RAW_DATA_REASON),
  ];
}

// ---------------------------------------------------------------------------

function notesOf(facts: Facts): string[] {
  const notes: string[] = [];
  const { subject } = facts;
  if (subject.disabled) notes.push('The account is disabled: it cannot sign in, so it reaches nothing.');
  if (isReadOnly(subject.roles)) notes.push('Auditor: reads what an Admin reads (within its TId/CId claims, if any) and writes nothing; the server refuses every change it asks for.');
  else if (!hasRole(subject.roles, MAINTENANCE_ROLES)) notes.push('No maintenance role (MoJoAdmin, Admin or Maintenance User): the server refuses every data call, whatever the pages allow.');
  if (!facts.isMJA && facts.tagIds.length > 0 && !facts.tagGrant(DASHBOARD_TAG_ID)) {
    const held = facts.tagIds.map((id) => facts.tagName(id)).join(', ');
    notes.push(`Holds ${held} but not the dashboard tag ${DASHBOARD_TAG_ID}: no dashboard tool shows until tag ${DASHBOARD_TAG_ID} is granted too.`);
  }
  return notes;
}

/** Everything one user can reach, and why. `tags`: the visible, non-deleted tags (the tree the admin reads). */
export function explainUserReach(subject: ReachSubject, tags: readonly ToolTag[], routes: readonly ProtectedPath[] = PROTECTED_PATHS): UserReach {
  const facts = new Facts(subject, tags);
  const disabledAll = <T extends Explained>(items: T[]): T[] =>
    subject.disabled ? items.map((i) => ({ ...i, reachable: false, because: [], missing: ['the account is disabled', ...i.missing], ...('reach' in i ? { reach: 'none', at: [] } : {}) })) : items;
  const grants = subject.claims
    .filter((c) => c.ClaimType === 'TId' || c.ClaimType === 'CId')
    .map((c) => ({
      claim: `${c.ClaimType}:${c.ClaimValue}${c.ClaimType === 'TId' && facts.byId.has(Number(c.ClaimValue)) ? ` (${facts.byId.get(Number(c.ClaimValue))!.TName})` : ''}`,
      from: sourceText(c.from),
    }));
  return {
    userId: subject.userId,
    userName: subject.userName,
    name: subject.name,
    roles: subject.roles,
    isMJA: facts.isMJA,
    disabled: subject.disabled,
    grants,
    notes: notesOf(facts),
    tools: disabledAll(explainTools(facts)),
    routes: disabledAll(routes.map((r) => explainRoute(facts, r))),
    panels: disabledAll(explainPanels(facts)),
  };
}

// ---------------------------------------------------------------------------
// A route or a tag: who reaches it

type ReachTarget = { kind: 'route'; path: string } | { kind: 'tag'; tagId: number };

export interface ReacherRow extends Explained {
  userId: string;
  userName: string;
  name: string;
  roles: string[];
  /** Route targets: 'all', 'some' (with `at`) or 'none'. */
  reach?: RouteReach['reach'];
  at?: string[];
  /** Tag targets that are dashboard tools: whether the tool shows on the user's dashboard, beyond the tag being usable. */
  onDashboard?: boolean;
  /** Why the tool does not show on the dashboard, when it does not. */
  dashboardMissing?: string[];
}

/** Every subject with its answer for one route or tag; those who reach it first, then by user name. */
export function whoReaches(target: ReachTarget, subjects: readonly ReachSubject[], tags: readonly ToolTag[], routes: readonly ProtectedPath[] = PROTECTED_PATHS): ReacherRow[] {
  const route = target.kind === 'route' ? (routes.find((r) => normalizePath(r.path) === normalizePath(target.path)) ?? { path: normalizePath(target.path), title: target.path }) : undefined;
  const rows = subjects.map((subject): ReacherRow => {
    const who = { userId: subject.userId, userName: subject.userName, name: subject.name, roles: subject.roles };
    const answer = explainUserReach(subject, tags, route ? [route] : []);
    if (route) {
      const r = answer.routes[0];
      return { ...who, reachable: r.reachable, because: r.because, missing: r.missing, reach: r.reach, at: r.at };
    }
    const tagId = (target as { tagId: number }).tagId;
    const facts = new Facts(subject, tags);
    const grant = subject.disabled ? undefined : facts.tagGrant(tagId);
    const tool = answer.tools.find((t) => t.TId === tagId);
    return {
      ...who,
      reachable: !!grant,
      because: grant ? [grant] : [],
      missing: grant ? [] : [...(subject.disabled ? ['the account is disabled'] : []), `no access to ${facts.tagName(tagId)}`],
      ...(tool ? { onDashboard: tool.reachable, dashboardMissing: tool.missing } : {}),
    };
  });
  return rows.sort((a, b) => Number(b.reachable) - Number(a.reachable) || a.userName.localeCompare(b.userName));
}
