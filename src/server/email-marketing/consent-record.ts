// The record of a public sign-up (MarketingConsent): who agreed to what
// wording, when, from where, for which list, and what the provider answered.
// Written whether the provider took the address or not, so a failed sign-up
// is visible too.
import type { Queryable } from '../platform/db/executor.js';

interface ConsentEntry {
  email: string;
  provider: string;
  providerCId: number;
  listId: string;
  consentText: string;
  ip: string;
  outcome: 'subscribed' | 'pending' | 'failed';
  error?: string;
}

export async function recordConsent(db: Queryable, e: ConsentEntry): Promise<void> {
  await db.run(
    db.builder
      .insertInto('MarketingConsent')
      .values({
        McEmail: e.email.slice(0, 254),
        McProvider: e.provider,
        McProviderCId: e.providerCId,
        McListId: e.listId.slice(0, 100),
        McConsentText: e.consentText,
        McDate: new Date().toISOString(),
        McIp: e.ip.slice(0, 45),
        McOutcome: e.outcome,
        McError: e.error?.slice(0, 2000) ?? null,
      })
      .compile(),
  );
}
