// A provider client made from its record's settings and its Key Manager
// key, read server-side for this call only.
import { MarketingError } from './marketing-error.js';
import type { MarketingClient } from './client.js';
import { providerByCId } from './providers.js';
import { readSettings, type StoredSettings } from './settings-store.js';
import type { MarketingDeps } from './subscribe-contact.js';

export async function connect(
  deps: MarketingDeps,
  cId: number,
  options: { requireEnabled: boolean },
): Promise<{ settings: StoredSettings; client: MarketingClient }> {
  const kind = providerByCId(cId);
  const settings = await readSettings(deps.db, cId);
  if (options.requireEnabled && !settings.enabled)
    throw new MarketingError('config', `Sign-ups through ${kind.name} are switched off`, { status: 409 });
  if (!settings.apiBaseUrl)
    throw new MarketingError('config', `${kind.name} has no API base URL`, { field: 'apiBaseUrl' });
  if (!settings.keyName)
    throw new MarketingError('config', `${kind.name} has no key chosen: pick a Key Manager key`, { field: 'keyName' });
  const apiKey = await deps.keys.read(settings.keyName);
  if (!apiKey)
    throw new MarketingError(
      'config',
      `The Key Manager has no value for "${settings.keyName}": set it on the Key Manager screen`,
      { field: 'keyName' },
    );
  const client = kind.client({
    name: kind.name,
    apiBaseUrl: settings.apiBaseUrl,
    apiKey,
    dataCenter: settings.dataCenter,
    clientId: settings.clientId,
    accountId: settings.accountId,
    allow: deps.allow,
    deadlineMs: deps.deadlineMs,
  });
  return { settings, client };
}
