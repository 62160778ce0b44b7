// E-mail marketing (docs/email-marketing.md): the staff's settings and tests, and the public sign-up.
import type { Feature } from '../platform/http/feature.js';
import { enforce, SUBSCRIBE_PER_ADDRESS, SUBSCRIBE_PER_EMAIL } from '../platform/rate-limit/index.js';
import { registerEmailMarketingPublic, registerEmailMarketingStaff } from './routes.js';
import { API_PREFIX } from '../../shared/api/prefixes.js';

export const emailMarketingFeatures: Feature[] = [
  {
    name: 'e-mail marketing',
    prefix: API_PREFIX.emailMarketing,
    audience: 'staff',
    register: (scope, { db, keys, allow }) => registerEmailMarketingStaff(scope, { db, keys, allow }),
  },
  {
    name: 'e-mail marketing sign-up',
    audience: 'public',
    register: (scope, { db, keys, allow, limiter, perAddress }) =>
      registerEmailMarketingPublic(scope, {
        db,
        keys,
        allow,
        limitByAddress: perAddress(SUBSCRIBE_PER_ADDRESS),
        limitByEmail: async (email) => void (await enforce(limiter, email, SUBSCRIBE_PER_EMAIL)),
      }),
  },
];

// What other features use of this one's inner files (issue 42: they import this index only).
export { recordConsent } from './consent-record.js';
export { MarketingError } from './marketing-error.js';
export { subscribeContact } from './subscribe-contact.js';
export type { MarketingDeps } from './subscribe-contact.js';
