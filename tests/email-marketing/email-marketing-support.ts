// Helpers of email-marketing.test.ts: the four providers' settings records
// pointed at their loopback fakes (tests/support/marketing-fakes.ts) with
// their keys in Key Manager, and a failure of subscribeContact caught to be read.
import { expect } from 'vitest';
import type { MarketingError } from '../../src/server/email-marketing/marketing-error.js';
import type { TestApp } from '../support/app.js';
import { FAKE_IDS, FAKE_KEYS, FAKE_LISTS, type FakeProvider, type MarketingFakes } from '../support/marketing-fakes.js';

export const STAFF = '/api/v1/mc/emailmarketing';
/** Each provider's settings record (misc data CId). */
const CIDS: Record<FakeProvider, number> = { mailchimp: 9, constantcontact: 24, campaignmonitor: 25, emma: 26 };
const PROVIDER_IDS: Record<FakeProvider, Record<string, string>> = {
  mailchimp: { dataCenter: 'us6' },
  constantcontact: {},
  campaignmonitor: { clientId: FAKE_IDS.campaignmonitorClient },
  emma: { accountId: FAKE_IDS.emmaAccount },
};
export const ALL: FakeProvider[] = ['mailchimp', 'constantcontact', 'campaignmonitor', 'emma'];

/** Saves a provider's settings, switched on and pointed at its fake, with `change` on top. */
export const saveProviderSettings = (
  t: TestApp,
  fakes: MarketingFakes,
  p: FakeProvider,
  change: Record<string, unknown> = {},
  token = t.adminToken,
) =>
  t.call(token, {
    method: 'PUT',
    url: `${STAFF}/settings/${CIDS[p]}`,
    payload: {
      enabled: true,
      apiBaseUrl: fakes.baseUrl(p),
      keyName: `${p}-key`,
      defaultListId: FAKE_LISTS[p][0].id,
      doubleOptIn: false,
      ...PROVIDER_IDS[p],
      ...change,
    },
  });

/** Every provider's key in Key Manager and its settings saved. */
export async function setUpProviders(t: TestApp, fakes: MarketingFakes) {
  for (const p of ALL) {
    const key = await t.call(t.adminToken, {
      method: 'POST',
      url: '/api/v1/db/keymanager',
      payload: { KmName: `${p}-key`, KmDescription: p, KmValue: FAKE_KEYS[p] },
    });
    expect(key.statusCode, key.body).toBeLessThan(300);
    const saved = await saveProviderSettings(t, fakes, p);
    expect(saved.statusCode, saved.body).toBe(200);
  }
}

/** The MarketingError `run` throws; throws itself when `run` succeeds. */
export async function failureOf(run: () => Promise<unknown>) {
  try {
    await run();
  } catch (e) {
    return e as MarketingError;
  }
  throw new Error('expected a failure');
}
