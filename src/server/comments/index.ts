// Comments on blog posts (docs/comments.md): the public submit and read, and moderation.
import type { Feature } from '../platform/http/feature.js';
import { COMMENT_PER_ADDRESS } from '../platform/rate-limit/index.js';
import { registerCommentPublic } from './routes/comments-public.js';
import { registerCommentRoutes } from './routes/comments.js';
import { API_PREFIX } from '../../shared/api/prefixes.js';

export const commentFeatures: Feature[] = [
  {
    name: 'comments, public',
    prefix: API_PREFIX.publicComments,
    audience: 'public',
    register: (scope, { db, mailer, publicUrl, addressOf, perAddress }) =>
      registerCommentPublic(scope, {
        db,
        mailer,
        publicUrl,
        addressOf,
        limitByAddress: perAddress(COMMENT_PER_ADDRESS),
      }),
  },
  { name: 'comment moderation', prefix: API_PREFIX.comments, audience: 'staff', register: registerCommentRoutes },
];
