// The routes of spec §2 this folder's screens answer (issue 27 item 2): path → screen;
// routes/protected-routes.tsx mounts them under the spec's titles.
import type { ScreensByPath } from '../../routes/screens-by-path.js';
import { EmailTest } from './lazy-screen.js';

export const emailScreens: ScreensByPath = {
  '/email-test': <EmailTest />,
};
