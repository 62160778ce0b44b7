// What every settings group is (settings-store.ts runs its read, check and
// write in one audited, locked transaction), and the records the groups and
// the rest of the server find by id.
import type { Config } from '../../platform/config.js';
import type { Queryable } from '../../platform/db/executor.js';
import type { Actor } from '../../platform/data/identity.js';
import type { Json } from './setting-records.js';

/** Named records (spec §3 "Named content records"); tags are src/shared/fixed-tags.ts's. */
export const CID = { Primary_Nav: 1, Header: 6, Footer: 7, SeoDData: 67, SeoOGData: 68 } as const;

export interface GroupContext {
  config: Pick<Config, 'uploadMaxBytes'>;
}

export interface SettingsGroup<V> {
  key: string;
  label: string;
  /** Site setup is MoJoAdmin's; the general settings are Admin's and MoJoAdmin's. */
  mojoAdminOnly: boolean;
  read(q: Queryable): Promise<V>;
  /** The values as they will be stored (trimmed, canonical), or a 422 naming the field. */
  check(q: Queryable, values: V, ctx: GroupContext): Promise<V> | V;
  write(tx: Queryable, actor: Actor, values: V, before: V): Promise<void>;
}

export const objectOf = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});
