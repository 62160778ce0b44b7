// The routes of spec §2 this folder's screens answer (issue 27 item 2): path → screen;
// routes/protected-routes.tsx mounts them under the spec's titles.
import type { ScreensByPath } from '../../routes/screens-by-path.js';
import { adminToolScreen } from './lazy-screens.js';

export const adminToolsScreens: ScreensByPath = {
  '/api-access': adminToolScreen('apiAccess'),
  '/api-access/:AgId': adminToolScreen('apiGroup'),
  '/logs': adminToolScreen('logs'),
  '/key-manager': adminToolScreen('keys'),
  '/key-manager/:Id': adminToolScreen('key'),
  '/system-messages': adminToolScreen('systemMessages'),
  '/webhooks': adminToolScreen('webhooks'),
};
