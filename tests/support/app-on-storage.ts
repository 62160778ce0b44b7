// The app on one database with one storage driver: a local directory, or an
// S3-compatible server on loopback started for it and stopped by close().
// Tests of stored files run on every pair (STORAGE_CASES).
import type { Config } from '../../src/server/platform/config.js';
import { startApp, type TestApp } from './app.js';
import { testDialects, type DialectName } from './dialects.js';
import { startS3 } from './s3.js';

type StorageDriverName = 'local' | 's3';

/** Each tested database with each storage driver. */
export const STORAGE_CASES = testDialects().flatMap((dialect) =>
  (['local', 's3'] as const).map((driver) => [dialect, driver] as const),
);

export async function startAppOnStorage(
  dialect: DialectName,
  driver: StorageDriverName,
  overrides: Partial<Config> = {},
): Promise<TestApp> {
  const s3 = driver === 's3' ? await startS3() : undefined;
  try {
    const t = await startApp(dialect, { ...overrides, ...(s3 ? { storage: s3.storage } : {}) });
    return {
      ...t,
      close: async () => {
        await t.close();
        await s3?.stop();
      },
    };
  } catch (e) {
    await s3?.stop();
    throw e;
  }
}
