// Two instances on one PostgreSQL database (issue 28 item 5): the preview's cache of site parts and parsed
// templates is dropped on every instance. B renders a page (its cache warm), a token and the page template are
// changed on A, and B's next render shows both within 1 s; a link made on A opens on B (one signing key).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, clusterSkipped, startCluster, tokenFor, within, type Cluster } from './support.js';

const ONE_SECOND = 1000;

describe.skipIf(clusterSkipped)('preview on two instances', () => {
  let cluster: Cluster;
  beforeAll(async () => {
    cluster = await startCluster(2);
  }, 120_000);
  afterAll(async () => cluster?.stop(), 60_000);

  it('sees a token and a template changed on A at once in B’s render', async () => {
    const [a, b] = cluster.nodes;
    const tokenA = await tokenFor(a);
    const tokenB = await tokenFor(b);
    const added = await call(a, 'POST', '/api/v1/mc/editor/add', {
      token: tokenA,
      body: { CtId: 1, TId: 53, CTitle: 'Cluster Preview' },
    });
    expect(added.status).toBe(201);
    const cId = (added.body as { content: { CId: number } }).content.CId;
    const link = await call(a, 'POST', '/api/v1/mc/preview/links', { token: tokenA, body: { kind: 'draft', id: cId } });
    expect(link.status).toBe(200);
    const url = (link.body as { url: string }).url;
    const render = async () => {
      const res = await fetch(`${b.baseUrl}${url}`);
      expect(res.status).toBe(200);
      return res.text();
    };
    expect(await render()).toContain('<h1>Cluster Preview</h1>');
    // B has its parts cached now; B's own token keeps its session exact (read, not written).
    expect((await call(b, 'GET', '/api/v1/mc/template-files/pages/1', { token: tokenB })).status).toBe(200);

    const template = (await call(a, 'GET', '/api/v1/mc/template-files/pages/1', { token: tokenA })).body as {
      source: string;
    };
    const saved = await call(a, 'PUT', '/api/v1/mc/template-files/pages/1', {
      token: tokenA,
      body: { source: `<p class="marker">{{ Cluster-Word }}</p>${template.source}` },
    });
    expect(saved.status).toBe(200);
    const token = await call(a, 'POST', '/api/v1/mc/tokens', {
      token: tokenA,
      body: { name: 'Cluster Word', value: 'first' },
    });
    expect(token.status).toBe(201);
    await within(
      ONE_SECOND,
      async () => (await render()).includes('<p class="marker">first</p>'),
      'the template and token saved on A, in B’s render',
    );
    const changed = await call(a, 'PUT', `/api/v1/mc/tokens/${(token.body as { id: number }).id}`, {
      token: tokenA,
      body: { name: 'Cluster Word', value: 'second' },
      headers: { 'if-match': String(token.headers.get('etag')) },
    });
    expect(changed.status).toBe(200);
    await within(
      ONE_SECOND,
      async () => (await render()).includes('<p class="marker">second</p>'),
      'the token changed on A, in B’s render',
    );
  });
});
