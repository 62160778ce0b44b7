// The generic data interface (contract §2; docs/editor-api.md): every entity of
// the schema read and written under /api/v1/db, and undo after a delete.
import type { Feature } from '../http/feature.js';
import { registerDbActions } from './routes/db-actions.js';
import { registerDbRoutes } from './routes/db.js';
import { registerUndoRoutes } from './routes/undo.js';
import { API_PREFIX } from '../../shared/api/prefixes.js';

export const dataFeatures: Feature[] = [
  {
    name: 'data interface',
    prefix: API_PREFIX.data,
    audience: 'staff',
    register(scope, services) {
      registerDbActions(scope, services);
      registerDbRoutes(scope, services);
    },
  },
  { name: 'undo', prefix: API_PREFIX.undo, audience: 'staff', register: registerUndoRoutes },
];
