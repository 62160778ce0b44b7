// The facts the access explainer (reach.ts) computes one user's answers from,
// and the reason texts every part of it shares (why a tag is usable).
import { allowedTags, isGrantedThroughParent } from './allowed-tags.js';
import { numericClaim, permissionsFromClaims } from './claims.js';
import { DASHBOARD_TAG_ID, type ToolTag } from './dashboard-tools.js';
import { readsHistoryOnly } from './history-access.js';
import type { PageUser } from './page-access.js';
import type { ClaimSource, ReachSubject } from './reach-types.js';
import { isSuperAdmin, SUPER_ADMIN } from './roles.js';

export const sourceText = (from: ClaimSource) =>
  from.kind === 'user' ? "the user's own claim" : `role group "${from.role}"`;
export /** The facts one user's answers are computed from: the token's permissions and the allowed tags, as sign-in and the admin compute them. */
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
    this.page = {
      isMJA: this.isMJA,
      allowedPaths: [...this.allowed.values()].map((t) => t.TPath ?? ''),
      readOnly: readsHistoryOnly({ roles: subject.roles, isMJA: this.isMJA }),
    };
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
