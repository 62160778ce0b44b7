// Every feature the server mounts (issue 27 item 1), each from its own folder's
// index.ts; app.ts registers them in this order. A new feature is a folder
// with an index.ts exporting its Feature list, and one line here.
import type { Feature } from './platform/http/feature.js';
import type { WriteRuleSet } from './platform/data/write-rules.js';
import type { DomainEventListener } from './platform/data/domain-events.js';
import { dataFeatures } from './platform/data/index.js';
import { emailFeatures } from './email/index.js';
import { cacheFeatures } from './cache/index.js';
import { editorFeatures } from './editor/index.js';
import { authFeatures } from './auth/index.js';
import { formFeatures } from './forms/index.js';
import { fileFeatures } from './files/index.js';
import { siteFeatures } from './site/index.js';
import { tagFeatures } from './tags/index.js';
import { styleGuideFeatures } from './style-guide/index.js';
import { tokenFeatures } from './tokens/index.js';
import { customCodeFeatures } from './custom-code/index.js';
import { accessFeatures } from './access/index.js';
import { apiAccessFeatures } from './api-access/index.js';
import { mediaFeatures } from './media/index.js';
import { imageFeatures } from './images/index.js';
import { carouselFeatures } from './carousels/index.js';
import { documentFeatures } from './documents/index.js';
import { commentFeatures } from './comments/index.js';
import { emailMarketingFeatures } from './email-marketing/index.js';
import { peopleFeatures } from './people/index.js';
import { aiFeatures } from './ai/index.js';
import { dbToolsFeatures } from './db-tools/index.js';
import { previewFeatures } from './preview/index.js';
import { referenceFeatures } from './api/index.js';
import { webhookFeatures } from './webhooks/index.js';
import { scheduleFeatures } from './editor/schedule/index.js';
import { reviewFeatures } from './review/index.js';
import { registerAdminApp } from './platform/plugins/admin-app.js';
import { KEY_MANAGER_VALUES } from './platform/secrets/key-store.js';
import type { SealedValueStore } from './platform/secrets/sealed-values.js';

export const FEATURES: readonly Feature[] = [
  ...dataFeatures,
  ...authFeatures,
  ...peopleFeatures,
  ...accessFeatures,
  ...apiAccessFeatures,
  ...emailFeatures,
  ...cacheFeatures,
  ...editorFeatures,
  ...scheduleFeatures,
  ...reviewFeatures,
  ...previewFeatures,
  ...siteFeatures,
  ...tagFeatures,
  ...styleGuideFeatures,
  ...tokenFeatures,
  ...customCodeFeatures,
  ...fileFeatures,
  ...mediaFeatures,
  ...imageFeatures,
  ...carouselFeatures,
  ...documentFeatures,
  ...formFeatures,
  ...commentFeatures,
  ...emailMarketingFeatures,
  ...aiFeatures,
  ...dbToolsFeatures,
  ...webhookFeatures,
  ...referenceFeatures,
  // The admin app's files and pages under /maintenance/ (an app-wide plugin, not a feature folder), last.
  { name: 'admin app', audience: 'public', register: (scope, { db }) => registerAdminApp(scope, db) },
];

/** The write rules the features declare (Feature.writeRules), in the features' order: app.ts and the admin CLI install them. */
export const WRITE_RULES: readonly WriteRuleSet[] = FEATURES.flatMap((feature) =>
  feature.writeRules ? [feature.writeRules] : [],
);

/** The domain-event listeners the features declare (Feature.onEvent): app.ts and the admin CLI install them. */
export const EVENT_LISTENERS: readonly DomainEventListener[] = FEATURES.flatMap((feature) =>
  feature.onEvent ? [feature.onEvent] : [],
);

/** Every store of values sealed with the key ring: the platform's Key Manager values, then the features' (Feature.sealedValues). */
export const SEALED_VALUES: readonly SealedValueStore[] = [
  KEY_MANAGER_VALUES,
  ...FEATURES.flatMap((feature) => feature.sealedValues ?? []),
];
