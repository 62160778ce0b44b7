// Constant Contact API v3 (https://developer.constantcontact.com/api_reference/):
// an OAuth2 access token as a bearer token (kept in the Key Manager). Lists
// are contact_lists; a sign-up is POST /contacts/sign_up_form, which creates
// or updates the contact and adds the lists. Double opt-in ("confirmed
// opt-in") is an account setting at Constant Contact: the record's switch
// must match it, and only says whether the answer is pending.
import type { MarketingList } from '../../../shared/api/email-marketing.js';
import type { ConnectionSettings, MarketingClient, Subscribed, Subscriber } from '../client.js';
import { MarketingError } from '../marketing-error.js';
import { joinUrl, providerCall, type ProviderCall } from '../provider-http.js';

/** Errors are an array of {error_key, error_message}. */
function detail(body: unknown): string | undefined {
  const items = Array.isArray(body) ? body : body && typeof body === 'object' && 'error_message' in body ? [body] : [];
  const text = items
    .map((e: { error_key?: string; error_message?: string }) => e.error_message ?? e.error_key)
    .filter(Boolean)
    .join('; ');
  return text || undefined;
}

export function constantContactClient(settings: ConnectionSettings): MarketingClient {
  const call = (method: ProviderCall['method'], path: string, body?: unknown) =>
    providerCall({
      provider: settings.name,
      method,
      url: joinUrl(settings.apiBaseUrl, path),
      headers: { authorization: `Bearer ${settings.apiKey}` },
      body,
      allow: settings.allow,
      deadlineMs: settings.deadlineMs,
      detail,
      // A list id the account does not have is a 400 validation error naming list_memberships.
      classify: (status, _body, said) =>
        status === 400 && /list/i.test(said)
          ? new MarketingError('unknown-list', `Constant Contact does not know that list (${status}: ${said})`, {
              field: 'listId',
            })
          : undefined,
    });
  return {
    async test() {
      const { body } = await call('GET', '/account/summary');
      const org = (body as { organization_name?: string; contact_email?: string }) ?? {};
      return `Constant Contact answered for ${org.organization_name ?? org.contact_email ?? 'the account'}`;
    },
    async lists(): Promise<MarketingList[]> {
      const { body } = await call('GET', '/contact_lists?limit=1000&include_membership_count=active');
      const lists = (body as { lists?: { list_id: string; name: string; membership_count?: number }[] })?.lists ?? [];
      return lists.map((l) => ({
        id: String(l.list_id),
        name: String(l.name),
        ...(typeof l.membership_count === 'number' ? { memberCount: l.membership_count } : {}),
      }));
    },
    async subscribe(s: Subscriber): Promise<Subscribed> {
      const payload: Record<string, unknown> = { email_address: s.email, list_memberships: [s.listId] };
      if (s.fields.firstName) payload.first_name = s.fields.firstName;
      if (s.fields.lastName) payload.last_name = s.fields.lastName;
      if (s.fields.phone) payload.phone_number = s.fields.phone;
      const { body } = await call('POST', '/contacts/sign_up_form', payload);
      return {
        status: s.doubleOptIn ? 'pending' : 'subscribed',
        memberId: (body as { contact_id?: string })?.contact_id,
      };
    },
  };
}
