// The calls of General Settings and Site Setup (/api/v1/mc/site/settings/…,
// /site/menus, /site/setup; shared/api/general-settings.ts) through the site
// tools' client, which sends If-Match and reads the ETag.
import type {
  FeatureSwitch,
  MenuRecord,
  SettingsGroupKey,
  SiteSetupAnswer,
} from '../../../shared/api/general-settings.js';
import { MC_BASE, type SiteApi } from '../../api/site-api.js';
import type { Versioned } from './SettingsForm.js';

const groupUrl = (key: SettingsGroupKey) => `${MC_BASE}/site/settings/${key}`;
const MENUS_URL = `${MC_BASE}/site/menus`;
const SETUP_URL = `${MC_BASE}/site/setup`;
const featureUrl = (tId: number) => `${SETUP_URL}/features/${tId}`;

export async function loadGroup(api: SiteApi, key: SettingsGroupKey): Promise<Versioned> {
  const { body, etag } = await api.getWithEtag<Record<string, unknown>>(groupUrl(key));
  return { values: body, etag };
}

export async function saveGroup(
  api: SiteApi,
  key: SettingsGroupKey,
  values: Record<string, unknown>,
  etag: string | undefined,
): Promise<Versioned> {
  const { body, etag: next } = await api.sendWithEtag<Record<string, unknown>>('PUT', groupUrl(key), values, etag);
  return { values: body, etag: next };
}

export const loadMenus = (api: SiteApi) => api.get<MenuRecord[]>(MENUS_URL);

export async function loadSetup(api: SiteApi): Promise<{ answer: SiteSetupAnswer; etag: string | undefined }> {
  const { body, etag } = await api.getWithEtag<SiteSetupAnswer>(SETUP_URL);
  return { answer: body, etag };
}

export async function saveSetup(
  api: SiteApi,
  values: Record<string, unknown>,
  etag: string | undefined,
): Promise<{ answer: SiteSetupAnswer; etag: string | undefined }> {
  const { body, etag: next } = await api.sendWithEtag<SiteSetupAnswer>('PUT', SETUP_URL, values, etag);
  return { answer: body, etag: next };
}

/** Flips a switch from the version it was shown in (its etag as If-Match): a 412 when someone else flipped it since. */
export const switchFeature = (api: SiteApi, feature: FeatureSwitch, enabled: boolean) =>
  api.send<FeatureSwitch>('PUT', featureUrl(feature.tId), { enabled }, feature.etag);

let timeZones: { value: string; label: string }[] | undefined;

/**
 * The time zones the browser knows, for the time-zone choice. Listed once per page: the browser's list does not
 * change, and asking for it costs some 50-100 ms of the main thread (General Settings asked on opening and again
 * when its menus arrived; issue 41, decision 0122).
 */
export function timeZoneChoices(): { value: string; label: string }[] {
  if (timeZones) return timeZones;
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return (timeZones = ['UTC', ...zones.filter((z) => z !== 'UTC')].map((z) => ({
    value: z,
    label: z.replace(/_/g, ' '),
  })));
}
