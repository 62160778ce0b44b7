// The Webhooks screen's calls (/api/v1/mc/webhooks; docs/webhooks.md), through the site tools' client.
import { API_PREFIX } from '../../../../shared/api/prefixes.js';
import type { WebhookDelivery, WebhookRecord, WebhookSave } from '../../../../shared/api/webhooks.js';
import type { SiteApi } from '../../../api/site-api.js';

const BASE = API_PREFIX.webhooks;

export const listWebhooks = (api: SiteApi) => api.get<WebhookRecord[]>(BASE);

export const saveWebhook = (api: SiteApi, id: string | undefined, body: WebhookSave) =>
  id ? api.send<WebhookRecord>('PUT', `${BASE}/${id}`, body) : api.send<WebhookRecord>('POST', BASE, body);

export const removeWebhook = (api: SiteApi, id: string) => api.send<null>('DELETE', `${BASE}/${id}`);

export const sendTest = (api: SiteApi, id: string) => api.send<{ deliveryId: string }>('POST', `${BASE}/${id}/test`);

export const listDeliveries = (api: SiteApi, id: string) => api.get<WebhookDelivery[]>(`${BASE}/${id}/deliveries`);

export const sendAgain = (api: SiteApi, deliveryId: string) =>
  api.send<{ deliveryId: string }>('POST', `${BASE}/deliveries/${deliveryId}/retry`);
