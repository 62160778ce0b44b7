// The Cache record (spec §3 "Named content records": Content 4, of type
// Cache_Hash) is how the public website learns that staff cleared a cache:
// its pages add the record's Hash to asset URLs and key their own file,
// content and layout caches on the per-name hashes under Caches. Every clear
// writes a new hash for each name it clears, and a new overall Hash, in the
// clear's transaction; the write is audited like any other change to the
// record.
import { randomBytes } from 'node:crypto';
import { dialectOf } from '../platform/db/dialect.js';
import type { Queryable, Row } from '../platform/db/executor.js';
import type { Actor } from '../platform/data/identity.js';
import { jsonObject, storedJsonObject } from '../platform/data/codec.js';
import { updateContent } from '../site/index.js';
import type { CacheName } from './registry.js';

const CACHE_RECORD_ID = 4;

interface CacheStamp {
  Hash: string;
  Cleared: string;
}

/** Stamps the Cache record for `names`; undefined when the record no longer exists. */
export async function stampCacheRecord(
  tx: Queryable,
  actor: Actor,
  names: readonly CacheName[],
  now = new Date(),
): Promise<CacheStamp | undefined> {
  // Locked (PostgreSQL) so two clears on two instances never lose each other's per-name stamps.
  let query = tx.builder.selectFrom('Content').selectAll().where('CId', '=', CACHE_RECORD_ID);
  if (dialectOf(tx).locksRows) query = query.forUpdate();
  const before = await tx.first<Row>(query.compile());
  if (!before) return undefined;
  const stamp: CacheStamp = { Hash: randomBytes(6).toString('hex'), Cleared: now.toISOString() };
  const meta = storedJsonObject('Content', before, 'CMetaData', tx.dialect);
  // Caches is only ever written here, as an object inside CMetaData (the seed writes none), so it is already decoded.
  const caches = { ...jsonObject(meta.Caches) };
  for (const name of names) caches[name] = stamp;
  await updateContent(tx, actor, before, { CMetaData: { ...meta, ...stamp, Caches: caches } });
  return stamp;
}
