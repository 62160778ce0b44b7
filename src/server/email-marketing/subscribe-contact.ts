// The one server function that signs an address up at a provider, for the
// public subscribe call and for the form submit's delivery (issue 15 item 2;
// the lead wires it there). Independent of forms: it takes an address, the
// provider record and the fields, and either answers what the provider did
// or throws a MarketingError whose `retryable` says whether trying again
// later makes sense (rate limit, outage: yes; bad address, unknown list,
// missing settings: no).
//
//   const result = await subscribeContact({ db, keys, allow }, 9, { email, fields: { firstName }, listId });
import type { Queryable } from '../platform/db/executor.js';
import type { KeyStore } from '../platform/secrets/key-store.js';
import type { Subscribed } from './client.js';
import { connect } from './connect.js';
import { MarketingError } from './marketing-error.js';
import { isEmailAddress } from '../../shared/email-address.js';

export interface MarketingDeps {
  db: Queryable;
  keys: Pick<KeyStore, 'read'>;
  /** FETCH_ALLOW compiled (plugins/client-address.ts compileTrust): private addresses the server may call. */
  allow?: (ip: string) => boolean;
  /** How long one provider call may take (provider-http.ts PROVIDER_DEADLINE_MS by default). */
  deadlineMs?: number;
}

interface ContactInput {
  email: string;
  /** firstName, lastName, phone, or the provider's own field names. */
  fields?: Record<string, string>;
  /** The provider's default list when absent. */
  listId?: string;
  /** The provider record's setting when absent. */
  doubleOptIn?: boolean;
}

interface SubscribeOutcome extends Subscribed {
  provider: string;
  listId: string;
}

export async function subscribeContact(
  deps: MarketingDeps,
  providerCId: number,
  input: ContactInput,
): Promise<SubscribeOutcome> {
  const email = input.email.trim();
  const { settings, client } = await connect(deps, providerCId, { requireEnabled: true });
  // The product's one address rule (the provider has the last word).
  if (!isEmailAddress(email))
    throw new MarketingError('invalid', `"${email.slice(0, 80)}" is not an e-mail address`, { field: 'email' });
  const listId = (input.listId ?? '').trim() || settings.defaultListId;
  if (!listId)
    throw new MarketingError(
      'config',
      `${settings.name} has no default list: pick one on the Email Marketing screen, or name the list`,
      { field: 'listId' },
    );
  const fields = Object.fromEntries(
    Object.entries(input.fields ?? {})
      .map(([k, v]) => [k, String(v).trim()])
      .filter(([, v]) => v),
  );
  const done = await client.subscribe({
    email,
    listId,
    fields,
    doubleOptIn: input.doubleOptIn ?? settings.doubleOptIn,
  });
  return { ...done, provider: settings.name, listId };
}
