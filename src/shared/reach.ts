// Who can reach what, and why (issue 13 item 3). For one user: every
// dashboard tool and protected route, whether they can open it and the
// role, claim or rule that decides it. Answered by the rules themselves,
// never a copy of them: allowed tags (allowed-tags.ts), the dashboard menu
// (dashboard-tools.ts: a tool counts as reachable exactly when the menu
// the user would see shows it), page access (page-access.ts), the raw-data
// rule and the spec's panels. This module only finds the reasons.
// Split by part: the answers' shapes (reach-types.ts), the user's facts
// (reach-facts.ts), dashboard tools (reach-tools.ts), protected routes
// (reach-routes.ts); this file holds the panels, the notes and the two entry points.
import { DASHBOARD_TAG_ID, type ToolTag } from './dashboard-tools.js';
import { normalizePath } from './page-access.js';
import { PROTECTED_PATHS, type ProtectedPath } from './protected-paths.js';
import { mayBrowseRawData, RAW_DATA_REASON } from './raw-data.js';
import { Facts, sourceText } from './reach-facts.js';
import { explainRoute } from './reach-routes.js';
import { explainTools } from './reach-tools.js';
import type { Explained, PanelReach, ReacherRow, ReachSubject, UserReach } from './reach-types.js';
import { AUDITOR, hasRole, isReadOnly, MAINTENANCE_ROLES, SUPER_ADMIN } from './roles.js';

export type { Explained, ReacherRow, ReachSubject, SourcedClaim, UserReach } from './reach-types.js';

// ---------------------------------------------------------------------------
// Panels of spec §6 and the Data group

function explainPanels(facts: Facts): PanelReach[] {
  const roles = facts.subject.roles;
  const panel = (name: string, reachable: boolean, yes: string, no: string): PanelReach => ({
    name,
    reachable,
    because: reachable ? [yes] : [],
    missing: reachable ? [] : [no],
  });
  return [
    panel(
      'Protected Settings panel',
      hasRole(roles, SUPER_ADMIN),
      `role ${SUPER_ADMIN}`,
      'only the role MoJoAdmin sees it',
    ),
    panel(
      'Cache tools (full screen)',
      facts.isMJA,
      `role ${SUPER_ADMIN} (the top-level admin)`,
      'only the top-level admin (isMJA) sees it',
    ),
    panel(
      'Data (raw tables)',
      mayBrowseRawData(roles),
      `role ${roles.find((r) => hasRole([r], [SUPER_ADMIN, 'Admin'])) ?? `${AUDITOR} (read only)`}`,
      RAW_DATA_REASON,
    ),
  ];
}

// ---------------------------------------------------------------------------

function notesOf(facts: Facts): string[] {
  const notes: string[] = [];
  const { subject } = facts;
  if (subject.disabled) notes.push('The account is disabled: it cannot sign in, so it reaches nothing.');
  if (isReadOnly(subject.roles))
    notes.push(
      'Auditor: reads what an Admin reads (within its TId/CId claims, if any) and writes nothing; the server refuses every change it asks for.',
    );
  else if (!hasRole(subject.roles, MAINTENANCE_ROLES))
    notes.push(
      'No maintenance role (MoJoAdmin, Admin or Maintenance User): the server refuses every data call, whatever the pages allow.',
    );
  if (!facts.isMJA && facts.tagIds.length > 0 && !facts.tagGrant(DASHBOARD_TAG_ID)) {
    const held = facts.tagIds.map((id) => facts.tagName(id)).join(', ');
    notes.push(
      `Holds ${held} but not the dashboard tag ${DASHBOARD_TAG_ID}: no dashboard tool shows until tag ${DASHBOARD_TAG_ID} is granted too.`,
    );
  }
  return notes;
}

/** Everything one user can reach, and why. `tags`: the visible, non-deleted tags (the tree the admin reads). */
export function explainUserReach(
  subject: ReachSubject,
  tags: readonly ToolTag[],
  routes: readonly ProtectedPath[] = PROTECTED_PATHS,
): UserReach {
  const facts = new Facts(subject, tags);
  const disabledAll = <T extends Explained>(items: T[]): T[] =>
    subject.disabled
      ? items.map((i) => ({
          ...i,
          reachable: false,
          because: [],
          missing: ['the account is disabled', ...i.missing],
          ...('reach' in i ? { reach: 'none', at: [] } : {}),
        }))
      : items;
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

/** Every subject with its answer for one route or tag; those who reach it first, then by user name. */
export function whoReaches(
  target: ReachTarget,
  subjects: readonly ReachSubject[],
  tags: readonly ToolTag[],
  routes: readonly ProtectedPath[] = PROTECTED_PATHS,
): ReacherRow[] {
  const route =
    target.kind === 'route'
      ? (routes.find((r) => normalizePath(r.path) === normalizePath(target.path)) ?? {
          path: normalizePath(target.path),
          title: target.path,
        })
      : undefined;
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
      missing: grant
        ? []
        : [...(subject.disabled ? ['the account is disabled'] : []), `no access to ${facts.tagName(tagId)}`],
      ...(tool ? { onDashboard: tool.reachable, dashboardMissing: tool.missing } : {}),
    };
  });
  return rows.sort((a, b) => Number(b.reachable) - Number(a.reachable) || a.userName.localeCompare(b.userName));
}
