// The answers of the access explainer (reach.ts): one user's reach of tools,
// routes and panels, each with its reasons. Kept apart so the admin's screens
// and the server's schemas can import the shapes without the rules.
import type { ClaimRow } from './claims.js';

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
