// The routes of spec §2 this folder's screens answer (issue 27 item 2): path → screen;
// routes/protected-routes.tsx mounts them under the spec's titles.
import type { ScreensByPath } from '../../routes/screens-by-path.js';
import { FormBuilderScreen, FormManagerScreen } from './builder/lazy-screens.js';
import { FormSubmissionDetail, FormSubmissionsByTag } from './lazy-screens.js';

export const formsScreens: ScreensByPath = {
  '/form-manager': <FormManagerScreen />,
  '/form-manager/:Id': <FormBuilderScreen />,
  '/form-submissions/:TId': <FormSubmissionsByTag />,
  '/form-submissions/:TId/:FsId': <FormSubmissionDetail />,
};
