// Loopback stand-ins for the four e-mail-marketing providers, one HTTP server
// speaking each one's API under its own path prefix, with each provider's
// own authorization, answer shapes and error bodies:
//   /mailchimp/3.0      Mailchimp Marketing API v3 (basic auth, key as password; problem-detail errors)
//   /constantcontact/v3 Constant Contact v3 (bearer token; [{error_key, error_message}] errors)
//   /campaignmonitor/api/v3.3  Campaign Monitor v3.3 (basic auth, key as user; {Code, Message} errors)
//   /emma               Emma (basic auth public:private; {error} errors), paths under /{account_id}
// A test queues failures (rate limits with Retry-After, outages, anything)
// per provider, reads the sign-ups the fake took, and the requests it saw.
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

export type FakeProvider = 'mailchimp' | 'constantcontact' | 'campaignmonitor' | 'emma';

export const FAKE_KEYS = {
  mailchimp: 'f00dfeedf00dfeedf00dfeedf00dfeed-us6',
  constantcontact: 'cc-access-token-123',
  campaignmonitor: 'cm-api-key-456',
  emma: 'emma-public:emma-private',
} as const;
export const FAKE_IDS = { campaignmonitorClient: 'client-7', emmaAccount: '1234' } as const;

interface FakeList {
  id: string;
  name: string;
}
export const FAKE_LISTS: Record<FakeProvider, FakeList[]> = {
  mailchimp: [
    { id: 'a1b2c3', name: 'Newsletter' },
    { id: 'd4e5f6', name: 'Events' },
  ],
  constantcontact: [{ id: '07936f78-662a-11eb-af0a-fa163e56c9b0', name: 'Monthly news' }],
  campaignmonitor: [{ id: 'cm-list-1', name: 'Project updates' }],
  emma: [{ id: '3001', name: 'Clients' }],
};

export interface FakeSignup {
  provider: FakeProvider;
  listId: string;
  email: string;
  status: string;
  fields: Record<string, unknown>;
}

export interface FakeRequest {
  provider: FakeProvider;
  method: string;
  path: string;
  authorization?: string;
  body: unknown;
}

interface QueuedFailure {
  /** 0: never answer. */
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export interface MarketingFakes {
  origin: string;
  /** The API base URL the settings should hold for this provider. */
  baseUrl(provider: FakeProvider): string;
  signups: FakeSignup[];
  requests: FakeRequest[];
  /** The next call to this provider answers 429 in its own words, with Retry-After when seconds is given. */
  rateLimitNext(provider: FakeProvider, seconds?: number): void;
  /** The next call answers 503 in the provider's words. */
  outageNext(provider: FakeProvider): void;
  /** The next call to this provider never gets an answer (a provider that hangs). */
  hangNext(provider: FakeProvider): void;
  /** Mark an address as having unsubscribed earlier (Mailchimp). */
  unsubscribed(email: string, listId: string): void;
  close(): Promise<void>;
}

const PREFIX: Record<FakeProvider, string> = {
  mailchimp: '/mailchimp/3.0',
  constantcontact: '/constantcontact/v3',
  campaignmonitor: '/campaignmonitor/api/v3.3',
  emma: '/emma',
};
const looksValid = (email: unknown) =>
  typeof email === 'string' && /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i.test(email) && !email.endsWith('.invalid');

/** Each provider's error body. */
const ERRORS: Record<FakeProvider, (status: number, text: string, code?: number) => unknown> = {
  mailchimp: (status, text) => ({
    type: 'https://mailchimp.com/developer/marketing/docs/errors/',
    title: text.split(':')[0],
    status,
    detail: text.split(':').slice(1).join(':').trim(),
    instance: 'fake',
  }),
  constantcontact: (_status, text) => [{ error_key: 'fake.error', error_message: text }],
  campaignmonitor: (_status, text, code) => ({ Code: code ?? 0, Message: text }),
  emma: (_status, text) => ({ error: text }),
};

function basicOf(header: string | undefined): [string, string] | undefined {
  if (!header?.startsWith('Basic ')) return undefined;
  const plain = Buffer.from(header.slice(6), 'base64').toString();
  const at = plain.indexOf(':');
  return at < 0 ? undefined : [plain.slice(0, at), plain.slice(at + 1)];
}

export async function startMarketingFakes(): Promise<MarketingFakes> {
  const signups: FakeSignup[] = [];
  const requests: FakeRequest[] = [];
  const queued: Record<FakeProvider, QueuedFailure[]> = {
    mailchimp: [],
    constantcontact: [],
    campaignmonitor: [],
    emma: [],
  };
  const mailchimpMembers = new Map<string, { id: string; status: string }>();

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString();
      let body: unknown;
      try {
        body = raw ? JSON.parse(raw) : undefined;
      } catch {
        body = raw;
      }
      handle(req, res, body);
    });
  });

  const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res
      .writeHead(status, {
        'content-type': status >= 400 && !headers['content-type'] ? 'application/json' : 'application/json',
        ...headers,
      })
      .end(body === undefined ? '' : JSON.stringify(body));
  };

  function handle(req: IncomingMessage, res: ServerResponse, body: unknown) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const provider = (Object.keys(PREFIX) as FakeProvider[]).find((p) => url.pathname.startsWith(`${PREFIX[p]}/`));
    if (!provider) return send(res, 404, { error: 'no such provider' });
    const path = url.pathname.slice(PREFIX[provider].length);
    requests.push({
      provider,
      method: req.method ?? 'GET',
      path: path + url.search,
      authorization: req.headers.authorization,
      body,
    });
    const error = (status: number, text: string, code?: number) =>
      send(res, status, ERRORS[provider](status, text, code));
    const failure = queued[provider].shift();
    if (failure?.status === 0) return;
    if (failure) return send(res, failure.status, failure.body, failure.headers);
    switch (provider) {
      case 'mailchimp':
        return mailchimp(req, res, path, url, body, error);
      case 'constantcontact':
        return constantContact(req, res, path, body, error);
      case 'campaignmonitor':
        return campaignMonitor(req, res, path, body, error);
      case 'emma':
        return emma(req, res, path, url, body, error);
    }
  }

  type Fail = (status: number, text: string, code?: number) => void;

  function mailchimp(req: IncomingMessage, res: ServerResponse, path: string, _url: URL, body: unknown, error: Fail) {
    const auth = basicOf(req.headers.authorization);
    if (!auth || auth[1] !== FAKE_KEYS.mailchimp)
      return error(
        401,
        "API Key Invalid: Your API key may be invalid, or you've attempted to access the wrong datacenter.",
      );
    if (req.method === 'GET' && path === '/ping') return send(res, 200, { health_status: "Everything's Chimpy!" });
    if (req.method === 'GET' && path === '/lists')
      return send(res, 200, {
        lists: FAKE_LISTS.mailchimp.map((l) => ({
          id: l.id,
          name: l.name,
          stats: { member_count: signups.filter((s) => s.listId === l.id).length },
        })),
        total_items: FAKE_LISTS.mailchimp.length,
      });
    const member = /^\/lists\/([^/]+)\/members\/([0-9a-f]{32})$/.exec(path);
    if (member && (req.method === 'PUT' || req.method === 'PATCH')) {
      const [, listId, hash] = member;
      if (!FAKE_LISTS.mailchimp.some((l) => l.id === listId))
        return error(404, 'Resource Not Found: The requested resource could not be found.');
      const b = body as {
        email_address?: string;
        status_if_new?: string;
        status?: string;
        merge_fields?: Record<string, unknown>;
      };
      const key = `${listId}/${hash}`;
      const existing = mailchimpMembers.get(key);
      if (req.method === 'PATCH') {
        if (!existing) return error(404, 'Resource Not Found: The requested resource could not be found.');
        existing.status = b.status ?? existing.status;
        return send(res, 200, { id: existing.id, status: existing.status });
      }
      if (!looksValid(b.email_address))
        return error(
          400,
          `Invalid Resource: ${String(b.email_address)} looks fake or invalid, please enter a real email address.`,
        );
      if (createHash('md5').update(String(b.email_address).toLowerCase()).digest('hex') !== hash)
        return error(400, 'Invalid Resource: The subscriber hash does not match the email address.');
      const entry = existing ?? { id: hash, status: b.status_if_new ?? 'subscribed' };
      mailchimpMembers.set(key, entry);
      signups.push({
        provider: 'mailchimp',
        listId,
        email: String(b.email_address),
        status: entry.status,
        fields: b.merge_fields ?? {},
      });
      return send(res, 200, { id: entry.id, email_address: b.email_address, status: entry.status });
    }
    return error(404, 'Resource Not Found: The requested resource could not be found.');
  }

  function constantContact(req: IncomingMessage, res: ServerResponse, path: string, body: unknown, error: Fail) {
    if (req.headers.authorization !== `Bearer ${FAKE_KEYS.constantcontact}`) return error(401, 'Unauthorized');
    if (req.method === 'GET' && path === '/account/summary')
      return send(res, 200, { organization_name: 'Cedar & Stone', contact_email: 'office@example.com' });
    if (req.method === 'GET' && path === '/contact_lists')
      return send(res, 200, {
        lists: FAKE_LISTS.constantcontact.map((l) => ({ list_id: l.id, name: l.name, membership_count: 0 })),
        lists_count: 1,
      });
    if (req.method === 'POST' && path === '/contacts/sign_up_form') {
      const b = body as { email_address?: string; list_memberships?: string[]; first_name?: string };
      if (!looksValid(b.email_address)) return error(400, 'Email address is not valid');
      const unknown = (b.list_memberships ?? []).find((id) => !FAKE_LISTS.constantcontact.some((l) => l.id === id));
      if (unknown || !b.list_memberships?.length)
        return error(400, `The list_memberships value ${unknown ?? ''} is not a list of this account`);
      signups.push({
        provider: 'constantcontact',
        listId: b.list_memberships[0],
        email: b.email_address!,
        status: 'active',
        fields: { first_name: b.first_name },
      });
      return send(res, 201, { contact_id: 'c-1', action: 'created' });
    }
    return error(404, 'Not found');
  }

  function campaignMonitor(req: IncomingMessage, res: ServerResponse, path: string, body: unknown, error: Fail) {
    const auth = basicOf(req.headers.authorization);
    if (!auth || auth[0] !== FAKE_KEYS.campaignmonitor)
      return error(401, 'Must supply a valid HTTP Basic Authorization header', 50);
    if (req.method === 'GET' && path === '/systemdate.json')
      return send(res, 200, { SystemDate: '2026-11-26 10:00:00' });
    const client = /^\/clients\/([^/]+?)(\/lists)?\.json$/.exec(path);
    if (req.method === 'GET' && client) {
      if (client[1] !== FAKE_IDS.campaignmonitorClient) return error(400, 'Invalid ClientID', 102);
      if (client[2])
        return send(
          res,
          200,
          FAKE_LISTS.campaignmonitor.map((l) => ({ ListID: l.id, Name: l.name })),
        );
      return send(res, 200, {
        ApiKey: 'never-echoed',
        BasicDetails: { ClientID: client[1], CompanyName: 'Cedar & Stone' },
      });
    }
    const sub = /^\/subscribers\/([^/]+)\.json$/.exec(path);
    if (req.method === 'POST' && sub) {
      if (!FAKE_LISTS.campaignmonitor.some((l) => l.id === sub[1])) return error(400, 'Invalid ListID', 101);
      const b = body as { EmailAddress?: string; Name?: string; CustomFields?: unknown };
      if (!looksValid(b.EmailAddress)) return error(400, 'Invalid Email Address', 1);
      signups.push({
        provider: 'campaignmonitor',
        listId: sub[1],
        email: b.EmailAddress!,
        status: 'Active',
        fields: { Name: b.Name, CustomFields: b.CustomFields },
      });
      return send(res, 201, b.EmailAddress);
    }
    return error(404, 'Not found', 404);
  }

  function emma(req: IncomingMessage, res: ServerResponse, path: string, url: URL, body: unknown, error: Fail) {
    const auth = basicOf(req.headers.authorization);
    if (!auth || `${auth[0]}:${auth[1]}` !== FAKE_KEYS.emma) return error(401, 'Authentication failed');
    const m = /^\/([^/]+)(\/.*)$/.exec(path);
    if (!m || m[1] !== FAKE_IDS.emmaAccount) return error(404, 'Account not found');
    const rest = m[2];
    if (req.method === 'GET' && rest === '/groups') {
      if (url.searchParams.get('count') === 'true') return send(res, 200, FAKE_LISTS.emma.length);
      return send(
        res,
        200,
        FAKE_LISTS.emma.map((g) => ({
          member_group_id: Number(g.id),
          group_name: g.name,
          active_count: 0,
          account_id: Number(FAKE_IDS.emmaAccount),
        })),
      );
    }
    if (req.method === 'POST' && (rest === '/members/add' || rest === '/members/signup')) {
      const b = body as { email?: string; group_ids?: number[]; fields?: Record<string, unknown> };
      if (!looksValid(b.email)) return error(400, 'Invalid email address');
      const group = String(b.group_ids?.[0] ?? '');
      if (!FAKE_LISTS.emma.some((g) => g.id === group))
        return error(400, `Group ${group} does not exist in this account`);
      signups.push({
        provider: 'emma',
        listId: group,
        email: b.email!,
        status: rest === '/members/signup' ? 'pending' : 'active',
        fields: b.fields ?? {},
      });
      return send(res, 200, { member_id: 555, added: true, status: 'a' });
    }
    return error(404, 'Not found');
  }

  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return {
    origin,
    baseUrl: (p) => `${origin}${PREFIX[p]}`,
    signups,
    requests,
    rateLimitNext(p, seconds) {
      queued[p].push({
        status: 429,
        body: ERRORS[p](
          429,
          p === 'mailchimp'
            ? 'Too Many Requests: You have exceeded the limit of 10 simultaneous connections.'
            : 'Too many requests',
          121,
        ),
        headers: seconds !== undefined ? { 'retry-after': String(seconds) } : {},
      });
    },
    outageNext(p) {
      queued[p].push({
        status: 503,
        body: ERRORS[p](
          503,
          p === 'mailchimp' ? 'Service Unavailable: We are down for maintenance.' : 'Service unavailable',
        ),
      });
    },
    hangNext(p) {
      queued[p].push({ status: 0, body: undefined });
    },
    unsubscribed(email, listId) {
      const hash = createHash('md5').update(email.toLowerCase()).digest('hex');
      mailchimpMembers.set(`${listId}/${hash}`, { id: hash, status: 'unsubscribed' });
    },
    close: () =>
      new Promise<void>((r) => {
        server.close(() => r());
        server.closeAllConnections();
      }),
  };
}
