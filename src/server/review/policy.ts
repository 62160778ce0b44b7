// Who is under review and who reviews (docs/decisions/0140-review-before-publish.md).
// Under review: a member of a role group holding the claim Publishing:review
// (shared/review-policy.ts). Reviewers: Admin and MoJoAdmin accounts that are
// not under review themselves — they already reach every page, so the list,
// the diff and the preview show them the whole change. The author of a change
// never decides on it (decide.ts).
import { REVIEW_POLICY_CLAIM } from '../../shared/review-policy.js';
import { hasRole } from '../../shared/roles.js';
import { decodeRow } from '../platform/data/codec.js';
import type { Queryable } from '../platform/db/executor.js';
import type { Identity } from '../platform/data/identity.js';
import { roleGroupsHold } from '../platform/data/role-claims.js';
import { coded } from '../platform/errors.js';

const REVIEWER_ROLES = ['MoJoAdmin', 'Admin'];

/** Whether one of the account's role groups requires review of its page changes. */
export function reviewRequired(db: Queryable, userId: string): Promise<boolean> {
  return roleGroupsHold(db, userId, REVIEW_POLICY_CLAIM);
}

export async function isReviewer(db: Queryable, identity: Identity): Promise<boolean> {
  return hasRole(identity.roles, REVIEWER_ROLES) && !(await reviewRequired(db, identity.userId));
}

export async function requireReviewer(db: Queryable, identity: Identity): Promise<void> {
  if (!(await isReviewer(db, identity))) throw coded(403, 'review.notReviewer');
}

/** The reviewers' addresses (enabled accounts with an e-mail), the author left out: who is told of a submission. */
export async function reviewerEmails(db: Queryable, authorId: string): Promise<string[]> {
  const rows = await db.all<Record<'Id' | 'Email' | 'Disabled', unknown>>(
    db.builder
      .selectFrom('AspNetUsers as u')
      .innerJoin('AspNetUserRoles as ur', 'ur.UserId', 'u.Id')
      .innerJoin('AspNetRoles as r', 'r.Id', 'ur.RoleId')
      .select(['u.Id', 'u.Email', 'u.Disabled'])
      .where('r.Name', 'in', REVIEWER_ROLES)
      .where('u.Id', '!=', authorId)
      .orderBy('u.Email')
      .compile(),
  );
  const emails: string[] = [];
  for (const r of rows.map((row) => decodeRow('AspNetUsers', row, db.dialect))) {
    if (!r.Email || r.Disabled === true || emails.includes(r.Email)) continue;
    if (await reviewRequired(db, r.Id)) continue;
    emails.push(r.Email);
  }
  return emails;
}
