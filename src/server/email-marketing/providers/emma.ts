// Emma API (https://api.myemma.com/): basic auth with the public key as the
// user name and the private key as the password (the Key Manager value is
// "public:private"); every path starts with the account id. Lists are
// groups (GET /{account_id}/groups); a sign-up is POST
// /{account_id}/members/add with group_ids, or, for double opt-in,
// /{account_id}/members/signup, which makes Emma send its opt-in
// confirmation. Group ids are whole numbers.
import type { MarketingList } from '../../../shared/api/email-marketing.js';
import type { ConnectionSettings, MarketingClient, Subscribed, Subscriber } from '../client.js';
import { providerOwnFields } from '../client.js';
import { MarketingError } from '../marketing-error.js';
import { basic, joinUrl, providerCall, type ProviderCall } from '../provider-http.js';

function detail(body: unknown): string | undefined {
  if (typeof body === 'string') return body.slice(0, 200) || undefined;
  const b = body as { error?: string; message?: string } | undefined;
  return b?.error ?? b?.message;
}

export function emmaClient(settings: ConnectionSettings): MarketingClient {
  const [publicKey, privateKey] = splitKey(settings.apiKey);
  const account = () => {
    const id = settings.accountId?.trim();
    if (!id) throw new MarketingError('config', 'Emma needs the account id', { field: 'accountId' });
    return encodeURIComponent(id);
  };
  const call = (method: ProviderCall['method'], path: string, body?: unknown) =>
    providerCall({
      provider: settings.name,
      method,
      url: joinUrl(settings.apiBaseUrl, `/${account()}${path}`),
      headers: { authorization: basic(publicKey, privateKey) },
      body,
      allow: settings.allow,
      deadlineMs: settings.deadlineMs,
      detail,
      // A group id the account does not have is a 400 naming the group.
      classify: (status, _body, said) =>
        status === 400 && /group/i.test(said)
          ? new MarketingError('unknown-list', `Emma does not know that group (${status}: ${said})`, {
              field: 'listId',
            })
          : undefined,
    });
  return {
    async test() {
      const { body } = await call('GET', '/groups?group_types=g&count=true');
      return `Emma answered: ${typeof body === 'number' ? `${body} group${body === 1 ? '' : 's'}` : 'connected'} in account ${settings.accountId}`;
    },
    async lists(): Promise<MarketingList[]> {
      const { body } = await call('GET', '/groups?group_types=g&start=0&end=500');
      return (
        Array.isArray(body) ? (body as { member_group_id: number; group_name: string; active_count?: number }[]) : []
      ).map((g) => ({
        id: String(g.member_group_id),
        name: String(g.group_name),
        ...(typeof g.active_count === 'number' ? { memberCount: g.active_count } : {}),
      }));
    },
    async subscribe(s: Subscriber): Promise<Subscribed> {
      if (!/^\d+$/.test(s.listId))
        throw new MarketingError('unknown-list', `Emma group ids are numbers, not "${s.listId}"`, { field: 'listId' });
      const fields: Record<string, string> = { ...providerOwnFields(s.fields) };
      if (s.fields.firstName) fields.first_name = s.fields.firstName;
      if (s.fields.lastName) fields.last_name = s.fields.lastName;
      if (s.fields.phone) fields.phone = s.fields.phone;
      const payload = { email: s.email, fields, group_ids: [Number(s.listId)] };
      const { body } = await call('POST', s.doubleOptIn ? '/members/signup' : '/members/add', payload);
      const member = body as { member_id?: number; status?: string };
      return {
        status: s.doubleOptIn ? 'pending' : 'subscribed',
        memberId: member?.member_id !== undefined ? String(member.member_id) : undefined,
      };
    },
  };
}

/** "public:private" → both halves; a key without both is a settings problem, said without showing the key. */
function splitKey(value: string): [string, string] {
  const at = value.indexOf(':');
  if (at <= 0 || at === value.length - 1)
    throw new MarketingError('config', 'Emma’s key must be stored as "public key:private key" in the Key Manager', {
      field: 'keyName',
    });
  return [value.slice(0, at), value.slice(at + 1)];
}
