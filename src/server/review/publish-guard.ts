// The server's refusal of a direct publish (docs/decisions/0140-review-before-publish.md).
// Every way a page goes live — the editor's publish, a restored version, a
// published draft, a copy made live, a version written through the generic
// interface — makes a ContentVersion active, through the data layer. This
// guard runs on every such write, whoever writes it: a member of a role group
// that requires review is refused, with a code the admin words. An approval
// publishes as the reviewer, who is not under review, so it passes.
import type { WriteHooks } from '../platform/data/write-rules.js';
import { decodeField } from '../platform/data/codec.js';
import { coded } from '../platform/errors.js';
import { reviewRequired } from './policy.js';
import type { Dialect } from '../platform/db/executor.js';

const isActive = (stored: unknown, dialect: Dialect) =>
  decodeField('ContentVersion', 'Active', stored, dialect) === true;

const activates = (
  before: Record<string, unknown> | undefined,
  values: Record<string, unknown> | undefined,
  dialect: Dialect,
) =>
  !!values && 'Active' in values && isActive(values.Active, dialect) && !(before && isActive(before.Active, dialect));

export const publishGuard: WriteHooks = {
  guard: async ({ tx, actor }, before, values) => {
    if (activates(before, values, tx.dialect) && (await reviewRequired(tx, actor.userId)))
      throw coded(403, 'review.required');
  },
};
