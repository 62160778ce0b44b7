// A real OpenID provider (oidc-provider) on 127.0.0.1 for the single sign-on
// tests: one confidential client, accounts whose claims the test chooses, a
// plain login form at /interaction/:uid (a browser fills it in), and, for
// server tests, `signIn(url, accountId)` that walks the provider's redirects
// with a cookie jar as a browser would, up to the redirect back to the app.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface TestAccount {
  email: string;
  email_verified?: boolean;
  name?: string;
  groups?: string[];
}

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  accounts: Map<string, TestAccount>;
  /** Follows the authorization URL through the provider, signed in as accountId; returns the callback URL it ends at. */
  signIn(authorizationUrl: string, accountId: string): Promise<string>;
  close(): Promise<void>;
}

const CLIENT_ID = 'backoffice';
const CLIENT_SECRET = 'backoffice-test-secret-0123456789';

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test provider</title></head><body><main>${body}</main></body></html>`;

async function formField(req: IncomingMessage, name: string): Promise<string> {
  let raw = '';
  for await (const chunk of req) raw += String(chunk);
  return new URLSearchParams(raw).get(name) ?? '';
}

export async function startTestProvider(appPublicUrl: string): Promise<TestProvider> {
  const server: Server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const accounts = new Map<string, TestAccount>();
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: [`${appPublicUrl}/api/v1/mc/oidc/callback`],
        post_logout_redirect_uris: [`${appPublicUrl}/maintenance/login`],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    // The groups ride on the profile scope, as a provider's group mapper adds them to the token the back office asks for.
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'groups'] },
    // The ID token carries the claims the scopes ask for (Azure AD, Google and Keycloak put e-mail there too).
    conformIdTokenClaims: false,
    cookies: { keys: ['test-provider-cookie-key'] },
    ttl: { Interaction: 600, Grant: 600, Session: 600, AccessToken: 600, IdToken: 600 },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, id) => {
      const account = accounts.get(id);
      return account ? { accountId: id, claims: () => ({ sub: id, ...account }) } : undefined;
    },
    // A first-party client: no consent screen, every scope granted.
    loadExistingGrant: async (ctx) => {
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client!.clientId,
        accountId: ctx.oidc.session!.accountId!,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  const callback = provider.callback();
  server.on('request', (req, res) => {
    const match = /^\/interaction\/([^/?]+)/.exec(req.url ?? '');
    if (!match) return void callback(req, res);
    void (async () => {
      try {
        if (req.method === 'POST') {
          const accountId = await formField(req, 'account');
          await provider.interactionFinished(req, res, { login: { accountId } }, { mergeWithLastSubmission: false });
          return;
        }
        await provider.interactionDetails(req, res);
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.end(
          page(
            `<h1>Test provider sign-in</h1><form method="post" action="/interaction/${match[1]}"><label>Account <input name="account" autocomplete="username"></label> <button type="submit">Continue</button></form>`,
          ),
        );
      } catch (e) {
        res.statusCode = 400;
        res.end(String(e));
      }
    })();
  });

  async function signIn(authorizationUrl: string, accountId: string): Promise<string> {
    const jar = new Map<string, string>();
    const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    let url = authorizationUrl;
    for (let hop = 0; hop < 10; hop++) {
      const interaction = new URL(url).pathname.startsWith('/interaction/');
      const res = await fetch(url, {
        redirect: 'manual',
        method: interaction ? 'POST' : 'GET',
        headers: {
          cookie: cookieHeader(),
          ...(interaction ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        body: interaction ? new URLSearchParams({ account: accountId }).toString() : undefined,
      });
      for (const set of res.headers.getSetCookie()) {
        const [pair] = set.split(';');
        const at = pair.indexOf('=');
        jar.set(pair.slice(0, at), pair.slice(at + 1));
      }
      const location = res.headers.get('location');
      if (!location) throw new Error(`the provider answered ${res.status} at ${url}: ${await res.text()}`);
      url = new URL(location, url).href;
      if (url.startsWith(appPublicUrl)) return url;
    }
    throw new Error('the provider never sent the browser back to the app');
  }

  return {
    issuer,
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    accounts,
    signIn,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
