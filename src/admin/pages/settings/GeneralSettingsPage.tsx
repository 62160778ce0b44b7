// /general-settings (issue 16 item 1): one form per record group, each saved
// on its own (SettingsForm), for Admin and MoJoAdmin.
//
// Opening (issue 41): the ten groups are read together and the screen shows one
// loading state until every answer is in; then the groups are drawn top down,
// the first at once and each of the others in a task of its
// own. Drawn as each answer came, the groups moved each other (layout shift);
// drawn empty first and filled after, every field was mounted twice and the
// fill was one long task.
import { useMemo } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { SETTINGS_GROUP_KEYS, type SettingsGroupKey } from '../../../shared/api/general-settings.js';
import { FORM_READ, SCREEN_READ } from '../../api/read-options.js';
import { useSiteApi } from '../../api/site-api.js';
import { Loading, ScreenFrame } from '../../kit/ScreenStates.js';
import { useStaggeredReveal } from '../../kit/staggered-reveal.js';
import { useText } from '../../i18n/use-text.js';
import { GENERAL_FORMS } from './settings-fields.js';
import { SettingsForm, type SettingsFormProps } from './SettingsForm.js';
import { loadGroup, loadMenus, saveGroup, timeZoneChoices } from './settings-api.js';

/** The groups drawn with the screen (the first is most of the window; the next comes a task later). */
const FIRST_DRAWN = 1;

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
  const reads = useQueries({
    queries: SETTINGS_GROUP_KEYS.map((key) => ({
      queryKey: ['settings', key],
      queryFn: calls[key].load,
      ...FORM_READ,
    })),
  });
  const allAnswered = reads.every((read) => !read.isPending);
  const drawn = useStaggeredReveal(SETTINGS_GROUP_KEYS.length, FIRST_DRAWN, allAnswered);
  return (
    <ScreenFrame title={text('settings.page.generalTitle')} intro={text('settings.page.generalIntro')}>
      {!allAnswered ? (
        <Loading />
      ) : (
        SETTINGS_GROUP_KEYS.slice(0, drawn).map((key, index) => (
          <SettingsForm
            key={key}
            spec={GENERAL_FORMS[key]}
            load={calls[key].load}
            save={calls[key].save}
            sources={sources}
            // A group whose read failed reads again itself, and shows the refusal in its place.
            initialValue={reads[index]!.data}
          />
        ))
      )}
    </ScreenFrame>
  );
}

export default GeneralSettingsPage;
