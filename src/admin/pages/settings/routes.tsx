// The routes of spec §2 this folder's screens answer (issue 27 item 2): path → screen;
// routes/protected-routes.tsx mounts them under the spec's titles.
import type { ScreensByPath } from '../../routes/screens-by-path.js';
import { GeneralSettings, SiteSetup } from './lazy-screens.js';

export const settingsScreens: ScreensByPath = {
  '/general-settings': <GeneralSettings />,
  '/site-setup': <SiteSetup />,
};
