// Two server processes, one PostgreSQL database, one S3-compatible bucket
// (s3rver on loopback): a file uploaded through A is served by B, and B
// serves the sitemap A regenerated (issue 10: before, B answered 404 and its
// own old sitemap.xml).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3, type TestS3 } from '../support/s3.js';
import { png } from '../support/upload-fixtures.js';
import { fileUpload } from '../support/multipart.js';
import { call, clusterSkipped, startCluster, tokenFor, type Cluster } from './support.js';

describe.skipIf(clusterSkipped)('shared storage across two instances', () => {
  let s3: TestS3;
  let cluster: Cluster;
  beforeAll(async () => {
    s3 = await startS3();
    cluster = await startCluster(2, s3.env);
  }, 120_000);
  afterAll(async () => {
    await cluster?.stop();
    await s3?.stop();
  }, 60_000);

  it('serves on B the file uploaded through A', async () => {
    const token = await tokenFor(cluster.nodes[0]);
    const bytes = png(20, 10);
    const { payload, headers } = fileUpload('photo.png', bytes, 'image/png');
    const res = await fetch(`${cluster.nodes[0].baseUrl}/api/v1/mc/file`, {
      method: 'POST',
      headers: { ...headers, authorization: `Bearer ${token}` },
      body: new Uint8Array(payload),
    });
    expect(res.status).toBe(201);
    const { url } = (await res.json()) as { url: string };
    const served = await fetch(`${cluster.nodes[1].baseUrl}${url}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('serves on B the sitemap and robots.txt A regenerated, and sees A’s next regeneration', async () => {
    const [a, b] = cluster.nodes;
    const token = await tokenFor(a);
    expect((await call(a, 'GET', '/api/v1/mc/sitemap/regen', { token })).status).toBe(200);
    const fromA = await (await fetch(`${a.baseUrl}/sitemap.xml`)).text();
    expect(await (await fetch(`${b.baseUrl}/sitemap.xml`)).text()).toBe(fromA);
    // A new page, published through A, then regenerated on A: B serves the new file at once.
    const page = await call(a, 'POST', '/api/v1/db/content', {
      token,
      body: { CtId: 1, CTitle: 'Fresh page', CSeoUrl: '/fresh-page', TemplateId: 1 },
    });
    expect(page.status, JSON.stringify(page.body)).toBe(201);
    expect((await call(a, 'GET', '/api/v1/mc/sitemap/regen', { token })).status).toBe(200);
    const fresh = await (await fetch(`${b.baseUrl}/sitemap.xml`)).text();
    expect(fresh).toContain('/fresh-page');
    expect(await (await fetch(`${b.baseUrl}/robots.txt`)).text()).toContain('Sitemap:');
  });
});
