// /general-settings (issue 16 item 1): one form per record group, each read
// and saved on its own (SettingsForm), for Admin and MoJoAdmin.
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { SETTINGS_GROUP_KEYS } from '../../../shared/api/general-settings.js';
import { SCREEN_READ } from '../../api/read-options.js';
import { useSiteApi } from '../../api/site-api.js';
import { ScreenFrame } from '../../kit/ScreenStates.js';
import { useText } from '../../i18n/use-text.js';
import { GENERAL_FORMS } from './settings-fields.js';
import { SettingsForm } from './SettingsForm.js';
import { loadGroup, loadMenus, saveGroup, timeZoneChoices } from './settings-api.js';

export function GeneralSettingsPage() {
  const api = useSiteApi();
  const text = useText();
  const menus = useQuery({ queryKey: ['settings', 'menus'], queryFn: () => loadMenus(api), ...SCREEN_READ });
  const sources = useMemo(
    () => ({
      menus: (menus.data ?? []).map((m) => ({ value: String(m.CId), label: `${m.CTitle} (${m.CId})` })),
      timeZones: timeZoneChoices(),
    }),
    [menus.data],
  );
  return (
    <ScreenFrame title={text('settings.page.generalTitle')} intro={text('settings.page.generalIntro')}>
      {SETTINGS_GROUP_KEYS.map((key) => (
        <SettingsForm
          key={key}
          spec={GENERAL_FORMS[key]}
          load={() => loadGroup(api, key)}
          save={(values, etag) => saveGroup(api, key, values, etag)}
          sources={sources}
        />
      ))}
    </ScreenFrame>
  );
}

export default GeneralSettingsPage;
