// Mailchimp Marketing API v3 (https://mailchimp.com/developer/marketing/api/):
// basic auth with any user name and the API key as the password; the data
// center (the key's suffix after the dash, e.g. us6) is the host's first
// label. Members are upserted by the MD5 of the lower-cased address, so a
// second sign-up updates instead of failing with "Member Exists"; double
// opt-in is status_if_new "pending" (Mailchimp sends the confirmation).
import { createHash } from 'node:crypto';
import type { MarketingList } from '../../../shared/api/email-marketing.js';
import type { ConnectionSettings, MarketingClient, Subscribed, Subscriber } from '../client.js';
import { providerOwnFields } from '../client.js';
import { basic, joinUrl, providerCall, type ProviderCall } from '../provider-http.js';

/** Mailchimp's error body is RFC 7807 problem detail: {type, title, status, detail, instance, errors?}. */
function detail(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const b = body as { title?: unknown; detail?: unknown; errors?: { field?: string; message?: string }[] };
  const parts = [b.title, b.detail].filter((x): x is string => typeof x === 'string' && !!x.trim());
  const fields = Array.isArray(b.errors)
    ? b.errors.map((e) => [e.field, e.message].filter(Boolean).join(': ')).filter(Boolean)
    : [];
  return [...parts, ...fields].join(' — ') || undefined;
}

/** The API root for this account: the saved base URL, with its data-center label set when it is Mailchimp's own host. */
function mailchimpBase(settings: Pick<ConnectionSettings, 'apiBaseUrl' | 'apiKey' | 'dataCenter'>): string {
  const dc = settings.dataCenter?.trim() || /-([a-z]+\d+)$/.exec(settings.apiKey)?.[1];
  let url: URL;
  try {
    url = new URL(settings.apiBaseUrl);
  } catch {
    return settings.apiBaseUrl;
  }
  if (dc && /^[a-z]+\d+\.api\.mailchimp\.com$/.test(url.hostname)) url.hostname = `${dc}.api.mailchimp.com`;
  return url.toString().replace(/\/+$/, '');
}

const subscriberHash = (email: string) => createHash('md5').update(email.trim().toLowerCase()).digest('hex');

export function mailchimpClient(settings: ConnectionSettings): MarketingClient {
  const base = mailchimpBase(settings);
  const call = (method: ProviderCall['method'], path: string, body?: unknown) =>
    providerCall({
      provider: settings.name,
      method,
      url: joinUrl(base, path),
      headers: { authorization: basic('anystring', settings.apiKey) },
      body,
      allow: settings.allow,
      deadlineMs: settings.deadlineMs,
      detail,
    });
  return {
    async test() {
      const { body } = await call('GET', '/ping');
      const health = (body as { health_status?: string })?.health_status;
      return `Mailchimp answered: ${health ?? 'connected'}`;
    },
    async lists(): Promise<MarketingList[]> {
      const { body } = await call(
        'GET',
        '/lists?count=1000&fields=lists.id,lists.name,lists.stats.member_count,total_items',
      );
      const lists =
        (body as { lists?: { id: string; name: string; stats?: { member_count?: number } }[] })?.lists ?? [];
      return lists.map((l) => ({
        id: String(l.id),
        name: String(l.name),
        ...(typeof l.stats?.member_count === 'number' ? { memberCount: l.stats.member_count } : {}),
      }));
    },
    async subscribe(s: Subscriber): Promise<Subscribed> {
      const mergeFields: Record<string, string> = {};
      if (s.fields.firstName) mergeFields.FNAME = s.fields.firstName;
      if (s.fields.lastName) mergeFields.LNAME = s.fields.lastName;
      if (s.fields.phone) mergeFields.PHONE = s.fields.phone;
      // Merge tags are upper-case, at most 10 characters.
      for (const [k, v] of Object.entries(providerOwnFields(s.fields)))
        if (/^[A-Z][A-Z0-9_]{0,9}$/.test(k)) mergeFields[k] = v;
      const path = `/lists/${encodeURIComponent(s.listId)}/members/${subscriberHash(s.email)}`;
      const { body } = await call('PUT', path, {
        email_address: s.email,
        status_if_new: s.doubleOptIn ? 'pending' : 'subscribed',
        merge_fields: mergeFields,
      });
      let member = body as { id?: string; status?: string };
      // Someone who unsubscribed earlier signs up again: Mailchimp asks for a confirmation before they are back on the list.
      if (member?.status === 'unsubscribed' || member?.status === 'cleaned')
        member = (await call('PATCH', path, { status: 'pending' })).body as typeof member;
      return { status: member?.status === 'subscribed' ? 'subscribed' : 'pending', memberId: member?.id };
    },
  };
}
