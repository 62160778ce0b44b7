// The four provider records (spec §3: content 9, 24, 25, 26) and their path
// names in the two calls. The path accepts the name in any case with or
// without hyphens/underscores ("constant-contact", "Constant_Contact") or the
// record id ("24"): one canonical name each (docs/email-marketing.md).
import { PROVIDER_SLUGS, type ProviderSlug } from '../../shared/api/email-marketing.js';
import { notFound } from '../platform/errors.js';
import type { ConnectionSettings, MarketingClient } from './client.js';
import { campaignMonitorClient } from './providers/campaign-monitor.js';
import { constantContactClient } from './providers/constant-contact.js';
import { emmaClient } from './providers/emma.js';
import { mailchimpClient } from './providers/mailchimp.js';

export interface ProviderKind {
  cId: number;
  slug: ProviderSlug;
  name: string;
  /** The provider-specific id this provider needs, as the settings name it. */
  idSetting?: 'dataCenter' | 'clientId' | 'accountId';
  client: (settings: ConnectionSettings) => MarketingClient;
}

export const PROVIDERS: readonly ProviderKind[] = [
  { cId: 9, slug: 'mailchimp', name: 'Mailchimp', idSetting: 'dataCenter', client: mailchimpClient },
  { cId: 24, slug: 'constantcontact', name: 'Constant Contact', client: constantContactClient },
  { cId: 25, slug: 'campaignmonitor', name: 'Campaign Monitor', idSetting: 'clientId', client: campaignMonitorClient },
  { cId: 26, slug: 'emma', name: 'Emma', idSetting: 'accountId', client: emmaClient },
];

const PROVIDER_CIDS = PROVIDERS.map((p) => p.cId);

/** The provider a path segment names; 404 naming the four when none. */
export function providerByPath(segment: string): ProviderKind {
  const key = segment.toLowerCase().replace(/[-_\s]/g, '');
  const found = PROVIDERS.find((p) => p.slug === key || String(p.cId) === key);
  if (!found)
    throw notFound(`There is no e-mail marketing provider "${segment.slice(0, 40)}": use ${PROVIDER_SLUGS.join(', ')}`);
  return found;
}

export function providerByCId(cId: number): ProviderKind {
  const found = PROVIDERS.find((p) => p.cId === cId);
  if (!found) throw notFound(`Content ${cId} is not an e-mail marketing provider record (${PROVIDER_CIDS.join(', ')})`);
  return found;
}
