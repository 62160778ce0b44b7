// Secured documents (docs/decisions/0041): the staff's documents, and the
// public paths visitors reach them by (signed links, registration).
import type { Feature, Services } from '../platform/http/feature.js';
import { SEALED_PROFILES } from './sealed-profiles.js';
import { REGISTER_PER_ADDRESS } from '../platform/rate-limit/index.js';
import { derivedKey } from './signed-link.js';
import { registerDocumentRoutes } from './routes/documents.js';
import { registerSecuredDocumentRoutes } from './routes/secured-documents.js';
import { API_PREFIX } from '../../shared/api/prefixes.js';

const linkKeys = ({ tokenKey }: Services) => ({
  linkKey: derivedKey(tokenKey, 'links'),
  registrationKey: derivedKey(tokenKey, 'registration'),
});

export const documentFeatures: Feature[] = [
  {
    name: 'secured documents',
    prefix: API_PREFIX.documents,
    audience: 'staff',
    sealedValues: [SEALED_PROFILES],
    register: (scope, services) =>
      registerDocumentRoutes(scope, { ...services, ...linkKeys(services), maxBytes: services.config.uploadMaxBytes }),
  },
  {
    name: 'secured documents, public paths',
    audience: 'public',
    register: (scope, services) =>
      registerSecuredDocumentRoutes(scope, {
        ...services,
        ...linkKeys(services),
        limitByAddress: services.perAddress(REGISTER_PER_ADDRESS),
      }),
  },
];

// What other features use of this one's inner files (issue 42: they import this index only).
export { headText, securedFiles } from './document-read.js';
export { STAFF_ONLY, securedContentRow, securedKey, storedNameOf } from './document-record.js';
export { macMatches, macOf } from './signed-link.js';
export type { LinkKey } from './signed-link.js';
