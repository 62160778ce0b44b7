// /general-settings (issue 16 item 1): one form per record group, each read
// and saved on its own (SettingsForm), for Admin and MoJoAdmin.
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { SETTINGS_GROUP_KEYS, type SettingsGroupKey } from '../../../shared/api/general-settings.js';
import { SCREEN_READ } from '../../api/read-options.js';
import { useSiteApi } from '../../api/site-api.js';
import { ScreenFrame } from '../../kit/ScreenStates.js';
import { useStaggeredReveal } from '../../kit/staggered-reveal.js';
import { useText } from '../../i18n/use-text.js';
import { GENERAL_FORMS } from './settings-fields.js';
import { SettingsForm, type SettingsFormProps } from './SettingsForm.js';
import { loadGroup, loadMenus, saveGroup, timeZoneChoices } from './settings-api.js';

export function GeneralSettingsPage() {
  const api = useSiteApi();
  const text = useText();
  // The first two groups fill the window; the eight below it are drawn one per task after them.
  const drawn = useStaggeredReveal(SETTINGS_GROUP_KEYS.length, 2);
  const menus = useQuery({ queryKey: ['settings', 'menus'], queryFn: () => loadMenus(api), ...SCREEN_READ });
  const sources = useMemo(
    () => ({
      menus: (menus.data ?? []).map((m) => ({ value: String(m.CId), label: `${m.CTitle} (${m.CId})` })),
      timeZones: timeZoneChoices(),
    }),
    [menus.data],
  );
  // Stable per group, so drawing one more group does not draw the others again (SettingsForm is memoised).
  const calls = useMemo(
    () =>
      Object.fromEntries(
        SETTINGS_GROUP_KEYS.map((key) => [
          key,
          {
            load: () => loadGroup(api, key),
            save: (values: Record<string, unknown>, etag: string | undefined) => saveGroup(api, key, values, etag),
          },
        ]),
      ) as Record<SettingsGroupKey, Pick<SettingsFormProps, 'load' | 'save'>>,
    [api],
  );
  return (
    <ScreenFrame title={text('settings.page.generalTitle')} intro={text('settings.page.generalIntro')}>
      {SETTINGS_GROUP_KEYS.map((key, index) => (
        <SettingsForm
          key={key}
          fieldsDrawn={index < drawn}
          spec={GENERAL_FORMS[key]}
          load={calls[key].load}
          save={calls[key].save}
          sources={sources}
        />
      ))}
    </ScreenFrame>
  );
}

export default GeneralSettingsPage;
