// The page editor's own calls (docs/editor-server.md).
import type { Feature } from '../platform/http/feature.js';
import { registerEditorRoutes } from './routes.js';
import { API_PREFIX } from '../../shared/api/prefixes.js';
import type { WriteRuleSet } from '../platform/data/write-rules.js';
import { guardContentUrl } from './content-url-rule.js';

// A page URL's format and the one-live-page-per-URL rule of the page editor (content-url-rule.ts).
const writeRules: WriteRuleSet = { entities: { Content: { check: guardContentUrl } } };

export const editorFeatures: Feature[] = [
  { name: 'editor', prefix: API_PREFIX.editor, audience: 'staff', register: registerEditorRoutes, writeRules },
];

// What review before publish (server/review) uses to publish an approved draft as the reviewer.
export { loadPage } from './page.js';
export { publishChanges } from './publish.js';
export { changesTo } from './versions.js';
export { readSnapshot } from './snapshot.js';

// What other features use of this one's inner files (issue 42: they import this index only).
export { EditTransaction, inEditTransaction, type EditorDeps } from './edit-transaction.js';
export { requireMaintenance } from './access.js';
export { editableContent, snapshotOf } from './snapshot.js';
export type { Page } from './page.js';
export type { Snapshot } from './snapshot.js';
export { pageBlocks } from './page.js';

// What review uses to submit with a time and schedule an approved draft (issue 45; decision 0143).
export { parseInstant, isoInZone } from './schedule/site-zone.js';
export { requireFuture, schedulePublish } from './schedule/store.js';
