// Register-to-download profiles (the FormSubmission rows without a form) sealed while FormUserProfileEncryption was on (registration.ts), sealed
// again by `npm run secrets:rewrap` after a key rotation (secrets/sealed-values.ts): without it, dropping
// the old key would leave them unreadable for good.
import type { Queryable } from '../platform/db/executor.js';
import { lockedForRewrap, type SealedValueStore } from '../platform/secrets/sealed-values.js';
import { PROFILE_PURPOSE } from './registration.js';

interface Registration {
  FsId: number;
  /** JSON text on SQLite, the parsed jsonb on PostgreSQL. */
  FsMetaData: string | Record<string, unknown>;
}

const metaOf = (row: Registration) =>
  (typeof row.FsMetaData === 'string' ? JSON.parse(row.FsMetaData) : row.FsMetaData) as Record<string, unknown>;

const sealedOf = (row: Registration): string | undefined => {
  const meta = metaOf(row);
  return meta.kind === 'register-to-download' && typeof meta.sealed === 'string' ? meta.sealed : undefined;
};

const readRegistrations = async (tx: Queryable, id?: number) => {
  let query = tx.builder.selectFrom('FormSubmission').select(['FsId', 'FsMetaData']).where('FrmId', 'is', null);
  if (id !== undefined) query = query.where('FsId', '=', id);
  return tx.all<Registration>(lockedForRewrap(tx, query).compile());
};

export const SEALED_PROFILES: SealedValueStore = {
  label: 'sealed registration profile(s)',
  async read(tx) {
    return (await readRegistrations(tx)).flatMap((row) => {
      const sealed = sealedOf(row);
      return sealed ? [{ key: row.FsId, sealed, purpose: PROFILE_PURPOSE }] : [];
    });
  },
  async write(tx, value, sealed) {
    const [row] = await readRegistrations(tx, Number(value.key));
    const meta = { ...metaOf(row!), sealed };
    await tx.run(
      tx.builder
        .updateTable('FormSubmission')
        .set({ FsMetaData: JSON.stringify(meta) })
        .where('FsId', '=', row!.FsId)
        .compile(),
    );
  },
};
