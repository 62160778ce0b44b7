// The generic data interface (contract §2; docs/editor-api.md): every entity of
// the schema read and written under /api/v1/db, and undo after a delete.
import type { Feature } from '../http/feature.js';
import { registerDbActions } from './routes/db-actions.js';
import { registerDbRoutes } from './routes/db.js';
import { registerUndoRoutes } from './routes/undo.js';
import { API_PREFIX } from '../../../shared/api/prefixes.js';
import type { WriteRuleSet } from './write-rules.js';
import { deleteContentParts, refuseHeldContent } from './content-delete.js';

const writeRules: WriteRuleSet = {
  entities: {
    Content: {
      // Content a screen holds (a form's page, a carousel in use) is refused; its blocks, versions and links go with it (content-delete.ts).
      beforeDelete: async ({ tx, actor }, before) => {
        await refuseHeldContent(tx, before);
        await deleteContentParts(tx, actor, before);
      },
    },
  },
};

export const dataFeatures: Feature[] = [
  {
    name: 'data interface',
    prefix: API_PREFIX.data,
    audience: 'staff',
    writeRules,
    register(scope, services) {
      registerDbActions(scope, services);
      registerDbRoutes(scope, services);
    },
  },
  { name: 'undo', prefix: API_PREFIX.undo, audience: 'staff', register: registerUndoRoutes },
];
