// Switching comments on or off (Comment Moderation's switch): tag 14's
// TVisible, written with its audit row in one transaction by the feature
// switches' writer (site/settings/feature-switches.ts), so both screens turn
// the tag on and off alike. A deleted tag 14 is refused (409): restoring a tag
// belongs to the tag tree, not to this switch. No If-Match here: the comment
// screen's switch is as it was (docs/decisions/0065-feature-switches-with-if-match.md).
import type { Executor } from '../platform/db/executor.js';
import type { Actor } from '../platform/data/identity.js';
import { writeFeatureTag } from '../site/index.js';
import { COMMENTS_TAG } from './comments-switch.js';

export async function switchComments(db: Executor, actor: Actor, enabled: boolean): Promise<boolean> {
  return (await writeFeatureTag(db, actor, COMMENTS_TAG, enabled)).enabled;
}
