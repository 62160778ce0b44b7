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

const isActive = (stored: unknown) => decodeField('ContentVersion', 'Active', stored) === true;

const activates = (before: Record<string, unknown> | undefined, values: Record<string, unknown> | undefined) =>
  !!values && 'Active' in values && isActive(values.Active) && !(before && isActive(before.Active));

export const publishGuard: WriteHooks = {
  guard: async ({ tx, actor }, before, values) => {
    if (activates(before, values) && (await reviewRequired(tx, actor.userId))) throw coded(403, 'review.required');
  },
};
