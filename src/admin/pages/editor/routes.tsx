// The routes of spec §2 this folder's screens answer (issue 27 item 2): path → screen;
// routes/protected-routes.tsx mounts them under the spec's titles.
import type { ScreensByPath } from '../../routes/screens-by-path.js';
import { EDITOR_SCREENS } from './index.js';

export const editorScreens: ScreensByPath = {
  '/drafts': EDITOR_SCREENS.drafts,
  '/edit/select': EDITOR_SCREENS.select,
  '/edit': EDITOR_SCREENS.edit,
  '/edit/file': EDITOR_SCREENS.file,
  '/edit/navigation': EDITOR_SCREENS.navigation,
  '/edit/summary': EDITOR_SCREENS.summary,
  '/edit/add': EDITOR_SCREENS.add,
  '/edit/scheduled': EDITOR_SCREENS.scheduled,
};
