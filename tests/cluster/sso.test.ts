// Single sign-on on two instances on one PostgreSQL database (issue 44 item
// 1): the flow starts on A, the provider's callback lands on B (the flow's
// state is in no instance's memory), the ticket is exchanged on A, and the
// session works on both; the same callback replayed on A signs nobody in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestProvider, type TestProvider } from '../support/oidc-provider.js';
import { addUser, call, clusterSkipped, startCluster, type Cluster } from './support.js';

const PUBLIC_URL = 'http://office.test';

describe.skipIf(clusterSkipped)('single sign-on across two instances', () => {
  let cluster: Cluster;
  let op: TestProvider;
  beforeAll(async () => {
    op = await startTestProvider(PUBLIC_URL);
    op.accounts.set('nina-sub', { email: 'nina@example.test', email_verified: true, groups: ['bo-admins'] });
    cluster = await startCluster(2, {
      PUBLIC_URL,
      OIDC_ISSUER: op.issuer,
      OIDC_CLIENT_ID: op.clientId,
      OIDC_CLIENT_SECRET: op.clientSecret,
      OIDC_ROLES_CLAIM: 'groups',
      OIDC_ROLE_MAP: '{"bo-admins":"Admin"}',
    });
    await addUser(cluster, {
      userName: 'nina',
      email: 'nina@example.test',
      password: 'nina-password-1234',
      displayName: 'Nina',
      roles: ['Maintenance User'],
    });
  }, 120_000);
  afterAll(async () => {
    await cluster?.stop();
    await op?.close();
  }, 60_000);

  /** The callback on a node, as the browser sends it (the flow cookie), and the sign-in page's fragment it leads to. */
  async function callbackOn(node: Cluster['nodes'][number], callbackUrl: URL, cookie: string) {
    const res = await fetch(`${node.baseUrl}${callbackUrl.pathname}${callbackUrl.search}`, {
      headers: { cookie },
      redirect: 'manual',
    });
    expect(res.status).toBe(302);
    return new URLSearchParams(new URL(res.headers.get('location')!).hash.slice(1));
  }

  it('starts on A, lands on B, exchanges on A, and the session holds on both; a replay signs nobody in', async () => {
    const [a, b] = cluster.nodes;
    const start = await fetch(`${a.baseUrl}/api/v1/mc/oidc/start`, { redirect: 'manual' });
    expect(start.status).toBe(302);
    const cookie = start.headers.getSetCookie()[0].split(';')[0];
    const callbackUrl = new URL(await op.signIn(start.headers.get('location')!, 'nina-sub'));
    const fragment = await callbackOn(b, callbackUrl, cookie);
    const ticket = fragment.get('sso-ticket');
    expect(ticket, fragment.toString()).toBeTruthy();
    const answer = await call(a, 'POST', '/api/v1/mc/oidc/exchange', { body: { ticket } });
    expect(answer.body.success).toBe(true);
    for (const node of [a, b])
      expect((await call(node, 'GET', '/api/v1/mc/jwt/check', { token: answer.body.token })).status).toBe(200);
    // The ticket is spent on every instance.
    expect((await call(b, 'POST', '/api/v1/mc/oidc/exchange', { body: { ticket } })).body.success).toBe(false);
    expect((await callbackOn(a, callbackUrl, cookie)).get('sso-error')).toBe('failed');
  });
});
