// Review before publish (issue 45 item 2; docs/review.md, docs/decisions/0140-review-before-publish.md):
// the calls under /api/v1/mc/review, and the guard that refuses a direct
// publish to a member of a role group that requires review, whoever writes.
import type { Feature } from '../platform/http/feature.js';
import { API_PREFIX } from '../../shared/api/prefixes.js';
import { registerReviewRoutes } from './routes.js';
import { publishGuard } from './publish-guard.js';
import { blockLiveGuard, contentLiveGuard } from './live-write-guard.js';

export const reviewFeatures: Feature[] = [
  {
    name: 'review before publish',
    prefix: API_PREFIX.review,
    audience: 'staff',
    register: registerReviewRoutes,
    writeRules: {
      entities: { ContentVersion: publishGuard, Content: contentLiveGuard, ContentBlock: blockLiveGuard },
    },
  },
];
