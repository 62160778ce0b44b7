// A write the running app is not told about: what an operator's tool or a
// restore does to the database behind the product's back. SQLite: another
// connection to the file (the executor's change feed never sees it).
// PostgreSQL: a connection of its own with session_replication_role =
// replica, which skips the change-notification triggers as replication does.
import { join } from 'node:path';
import Database from '../../src/server/platform/db/sqlite-driver.js';
import pg from 'pg';
import type { TestDatabase } from './dialects.js';

export async function writeBehind(database: TestDatabase, sql: string): Promise<void> {
  if (!database.databaseUrl) {
    const db = new Database(join(database.dataDir, 'cms.sqlite'));
    try {
      db.pragma('busy_timeout = 5000');
      db.exec(sql);
    } finally {
      db.close();
    }
    return;
  }
  const client = new pg.Client({ connectionString: database.databaseUrl });
  await client.connect();
  try {
    await client.query('SET session_replication_role = replica');
    await client.query(sql);
  } finally {
    await client.end();
  }
}
