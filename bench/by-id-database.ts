// The database the two narrow by-id benches read (by-id-cpu.ts, by-id-instructions.ts): the product migrates and
// seeds an empty SQLite database in `dataDir`, then `rows` Content rows are written straight in (a by-id read does
// not depend on the row count). Answers the product's environment, the file and the ids of the written rows.
import { join } from 'node:path';
import { PASSWORD, PRODUCT_PORT } from './run-config.js';
import type { IdRange } from './run-measure.js';
import { startProduct, stop } from './run-processes.js';
import { maxContentId, seedSqlite } from './seed-rows.js';

export async function byIdDatabase(dataDir: string, rows: number) {
  const env = { DATA_DIR: dataDir, PORT: String(PRODUCT_PORT), HOST: '127.0.0.1', CMS_ADMIN_PASSWORD: PASSWORD };
  await stop(await startProduct(env));
  const file = join(dataDir, 'cms.sqlite');
  seedSqlite(file, rows);
  const max = await maxContentId(undefined, file);
  const ids: IdRange = { min: max - rows + 1, max };
  return { env, file, ids };
}
