// A replace writes to storage outside any database transaction (src/server/media/version-write.ts): on SQLite a
// transaction holds the one writer, so an S3 upload inside it held every other write of the product for as long as
// the upload took (a CI run saw a racing replace answer 503). Here S3 uploads are held by a proxy until the test
// lets them go; meanwhile another person's write must finish, and the replace must still end whole.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.js';
import { startApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';
import { fetchFile, halves, uploadTo } from '../support/image-fixtures.js';
import { fileUpload } from '../support/multipart.js';
import { startS3, type TestS3 } from '../support/s3.js';
import { startS3Hold, type S3Hold } from '../support/s3-hold.js';

describe.each(testDialects())('a replace waiting on S3 (%s)', (dialect) => {
  let t: TestApp;
  let s3: TestS3;
  let proxy: S3Hold;

  beforeAll(async () => {
    s3 = await startS3();
    proxy = await startS3Hold(s3.endpoint);
    const storage = { ...s3.storage, s3: { ...s3.storage.s3!, endpoint: proxy.endpoint } };
    t = await startApp(dialect, { storage, uploadMaxBytes: 200_000 });
  });
  afterAll(async () => {
    proxy?.release();
    await t?.close();
    await proxy?.stop();
    await s3?.stop();
  });

  it('holds back no other write while its upload is under way, and ends whole', async () => {
    const { id, url } = await uploadTo(t, 'Harbour.jpg', await halves(50, 40));
    const next = await halves(70, 40);
    const body = fileUpload('Harbour 2.jpg', next);
    // The copy of version 1 under its own name (<hex>-v1.jpg): the first file the new version writes.
    const held = proxy.hold(/-v1\.jpg/);
    const replacing = t.call(t.adminToken, {
      method: 'PUT',
      url: `/api/v1/mc/media/${id}/file`,
      payload: body.payload,
      headers: body.headers,
    });
    await held;
    // The upload is stuck at S3; another person's write goes through meanwhile (before the fix it queued behind it).
    const other = await t.call(t.adminToken, {
      method: 'POST',
      url: '/api/v1/db/redirect',
      payload: { RFrom: '/while-uploading', RTo: '/elsewhere' },
    });
    expect(other.statusCode, other.body).toBe(201);
    proxy.release();
    const res = await replacing;
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ version: 2, width: 70 });
    expect((await fetchFile(t, url)).bytes.equals(next)).toBe(true);
    for (const v of res.json().versions as { url: string }[])
      expect((await fetchFile(t, v.url)).status, v.url).toBe(200);
  });
});
