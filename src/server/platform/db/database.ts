// The Kysely Database interface every query builder is typed with: the
// schema's tables (generated from the YAML) and the hand-written ones, each
// declared next to the code that creates it.
import type { SchemaTables } from './database.generated.js';
import type { MigrationTables } from './migrate.js';
import type { ClusterStateTables } from './migrations/0003_cluster_state.js';
import type { ApiBudgetTables } from './migrations/0012_api_budget.js';
import type { UndoTables } from './migrations/0014_undo_tokens.js';
import type { WebhookTables } from './migrations/0016_webhooks.js';
import type { UserFactorTables } from './migrations/0017_user_factors.js';
import type { ScheduledChangeTables } from './migrations/0018_scheduled_changes.js';
import type { PageReviewTables } from './migrations/0019_page_reviews.js';

export interface Database
  extends
    SchemaTables,
    MigrationTables,
    ClusterStateTables,
    ApiBudgetTables,
    UndoTables,
    WebhookTables,
    UserFactorTables,
    ScheduledChangeTables,
    PageReviewTables {}
