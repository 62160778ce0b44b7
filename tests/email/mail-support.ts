// Helpers of mail.test.ts: the e-mail archive read back (what was sent, and
// that a refused message left nothing), and the first block of the content
// records the auth mails are rendered from, read and changed straight in the database.
import { expect } from 'vitest';
import type { TestApp } from '../support/app.js';

interface ArchiveRow {
  EaId: number;
  EaTo: string;
  EaFrom: string | null;
  EaSubject: string | null;
  EaBody: string | null;
  EaStatus: string | null;
  EaError: string | null;
  EaSent: unknown;
}

export const archived = (t: TestApp, id: number) =>
  t.db.first<ArchiveRow>(t.db.builder.selectFrom('EmailArchive').selectAll().where('EaId', '=', id).compile());
export const lastArchivedTo = (t: TestApp, to: string) =>
  t.db.first<ArchiveRow>(
    t.db.builder
      .selectFrom('EmailArchive')
      .selectAll()
      .where('EaTo', '=', to)
      .orderBy('EaId', 'desc')
      .limit(1)
      .compile(),
  );
export const archiveCount = async (t: TestApp) =>
  Number(
    (await t.db.first<{ n: number | string }>(
      t.db.builder
        .selectFrom('EmailArchive')
        .select((eb) => eb.fn.countAll().as('n'))
        .compile(),
    ))!.n,
  );
export const firstBlock = (t: TestApp, cid: number) =>
  t.db.first<{ CbHeadline: string | null; CbCopy: string | null }>(
    t.db.builder
      .selectFrom('ContentBlock')
      .select(['CbHeadline', 'CbCopy'])
      .where('CId', '=', cid)
      .orderBy('CbSortOrder')
      .limit(1)
      .compile(),
  );
export const setFirstBlock = async (t: TestApp, cid: number, values: { CbHeadline?: string; CbCopy?: string }) => {
  const changed = await t.db.run(t.db.builder.updateTable('ContentBlock').set(values).where('CId', '=', cid).compile());
  expect(changed.changes).toBeGreaterThan(0);
};
