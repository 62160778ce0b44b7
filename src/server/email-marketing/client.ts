// What every provider client offers (providers/*.ts), and the settings it is
// made from. A client is made per call from the record's settings and the
// key read from the Key Manager; it holds no state between calls.
import type { MarketingList } from '../../shared/api/email-marketing.js';

export interface ConnectionSettings {
  /** The provider's name for messages: Mailchimp, Constant Contact … */
  name: string;
  apiBaseUrl: string;
  /** The Key Manager value: an API key, an access token, or Emma's "public:private". */
  apiKey: string;
  dataCenter?: string;
  clientId?: string;
  accountId?: string;
  /** FETCH_ALLOW: private addresses the operator lets the server call (tests reach loopback fakes this way). */
  allow?: (ip: string) => boolean;
  /** How long one provider call may take (PROVIDER_DEADLINE_MS by default). */
  deadlineMs?: number;
}

export interface Subscriber {
  email: string;
  listId: string;
  /** firstName, lastName, phone, or the provider's own field names. */
  fields: Record<string, string>;
  doubleOptIn: boolean;
}

export interface Subscribed {
  /** pending: the provider e-mails a confirmation first. */
  status: 'subscribed' | 'pending';
  /** The provider's id of the member/contact, when it answers one. */
  memberId?: string;
}

export interface MarketingClient {
  /** A cheap authenticated call; answers what the provider said, in words. */
  test(): Promise<string>;
  lists(): Promise<MarketingList[]>;
  subscribe(subscriber: Subscriber): Promise<Subscribed>;
}

/** The neutral field names every client maps to its provider's own. */
const NEUTRAL_FIELDS = ['firstName', 'lastName', 'phone'] as const;

/** The fields that are not neutral names: passed to the provider under their own names. */
export function providerOwnFields(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).filter(([k]) => !(NEUTRAL_FIELDS as readonly string[]).includes(k) && k !== 'email'),
  );
}
