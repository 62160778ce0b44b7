// Campaign Monitor API v3.3 (https://www.campaignmonitor.com/api/v3-3/):
// basic auth with the API key as the user name (the password is ignored).
// Lists belong to a client: GET clients/{clientid}/lists.json; a sign-up is
// POST subscribers/{listid}.json (Resubscribe: true, so a returning
// subscriber is added back). Errors are {Code, Message}; an unknown list is
// a 400 with Code 101, not a 404. Confirmed opt-in is a list setting at
// Campaign Monitor: the record's switch says whether the answer is pending.
import type { MarketingList } from '../../../shared/api/email-marketing.js';
import type { ConnectionSettings, MarketingClient, Subscribed, Subscriber } from '../client.js';
import { providerOwnFields } from '../client.js';
import { MarketingError } from '../marketing-error.js';
import { basic, joinUrl, providerCall, type ProviderCall } from '../provider-http.js';

function detail(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const b = body as { Code?: number; Message?: string };
  return b.Message ? `${b.Message}${b.Code !== undefined ? ` (code ${b.Code})` : ''}` : undefined;
}

function classify(status: number, body: unknown, said: string): MarketingError | undefined {
  const code = (body as { Code?: number } | undefined)?.Code;
  if (code === 101)
    return new MarketingError('unknown-list', `Campaign Monitor does not know that list (${status}: ${said})`, {
      field: 'listId',
    });
  if (code === 102)
    return new MarketingError('unknown-list', `Campaign Monitor does not know that client id (${status}: ${said})`, {
      field: 'clientId',
    });
  if (code === 50 || code === 100)
    return new MarketingError(
      'auth',
      `Campaign Monitor refused the API key (${status}: ${said}). Check the key in the Key Manager`,
    );
  return undefined;
}

export function campaignMonitorClient(settings: ConnectionSettings): MarketingClient {
  const call = (method: ProviderCall['method'], path: string, body?: unknown) =>
    providerCall({
      provider: settings.name,
      method,
      url: joinUrl(settings.apiBaseUrl, path),
      headers: { authorization: basic(settings.apiKey, 'x') },
      body,
      allow: settings.allow,
      deadlineMs: settings.deadlineMs,
      detail,
      classify,
    });
  const clientId = () => {
    const id = settings.clientId?.trim();
    if (!id)
      throw new MarketingError('config', 'Campaign Monitor needs the client id (the client whose lists are used)', {
        field: 'clientId',
      });
    return encodeURIComponent(id);
  };
  return {
    async test() {
      if (!settings.clientId?.trim()) {
        const { body } = await call('GET', '/systemdate.json');
        return `Campaign Monitor answered (system date ${(body as { SystemDate?: string })?.SystemDate ?? 'unknown'}); set the client id to pick lists`;
      }
      const { body } = await call('GET', `/clients/${clientId()}.json`);
      return `Campaign Monitor answered for ${(body as { BasicDetails?: { CompanyName?: string } })?.BasicDetails?.CompanyName ?? 'the client'}`;
    },
    async lists(): Promise<MarketingList[]> {
      const { body } = await call('GET', `/clients/${clientId()}/lists.json`);
      return (Array.isArray(body) ? (body as { ListID: string; Name: string }[]) : []).map((l) => ({
        id: String(l.ListID),
        name: String(l.Name),
      }));
    },
    async subscribe(s: Subscriber): Promise<Subscribed> {
      const name = [s.fields.firstName, s.fields.lastName].filter(Boolean).join(' ');
      const custom = Object.entries({
        ...(s.fields.phone ? { Phone: s.fields.phone } : {}),
        ...providerOwnFields(s.fields),
      }).map(([Key, Value]) => ({ Key, Value }));
      await call('POST', `/subscribers/${encodeURIComponent(s.listId)}.json`, {
        EmailAddress: s.email,
        Name: name,
        CustomFields: custom,
        Resubscribe: true,
        ConsentToTrack: 'Yes',
      });
      return { status: s.doubleOptIn ? 'pending' : 'subscribed' };
    },
  };
}
