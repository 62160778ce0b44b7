// The e-mail-marketing staff calls (/api/v1/mc/emailmarketing;
// shared/api/email-marketing.ts) through the app's one HTTP client.
import type {
  MarketingList,
  ProviderSettings,
  SettingsBody,
  SettingsList,
  StaffActionResult,
} from '../../../shared/api/email-marketing.js';
import type { HttpClient } from '../../providers/http-client.js';
import { API_PREFIX } from '../../../shared/api/prefixes.js';

const MARKETING_URL = API_PREFIX.emailMarketing;

export const marketingKeys = {
  all: () => ['email-marketing'] as const,
  settings: () => ['email-marketing', 'settings'] as const,
  lists: (slug: string) => ['email-marketing', 'lists', slug] as const,
};

export const readSettings = async (http: HttpClient) =>
  (await http(`${MARKETING_URL}/settings`, { method: 'GET' })).json as SettingsList;
export const saveSettings = async (http: HttpClient, cId: number, body: SettingsBody) =>
  (await http(`${MARKETING_URL}/settings/${cId}`, { method: 'PUT', body: JSON.stringify(body) }))
    .json as ProviderSettings;
export const testConnection = async (http: HttpClient, slug: string) =>
  (await http(`${MARKETING_URL}/${slug}`, { method: 'POST', body: JSON.stringify({ action: 'test' }) }))
    .json as StaffActionResult;
export const readLists = async (http: HttpClient, slug: string): Promise<MarketingList[]> =>
  (
    (await http(`${MARKETING_URL}/${slug}`, { method: 'POST', body: JSON.stringify({ action: 'lists' }) }))
      .json as StaffActionResult
  ).lists ?? [];
