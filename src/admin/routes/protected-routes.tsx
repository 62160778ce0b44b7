// Every protected route of spec §2 and what it shows: a generated resource
// screen where its data exists, else a bespoke screen (tests/e2e/spec-routes
// opens each). Each feature folder says which paths its screens answer
// (pages/<feature>/routes.tsx); the paths and titles are the shared list of
// spec §2, in its order, so a path no folder answers is left out and this
// module's spec fails. Parameters use the spec's names.
import type { ReactElement } from 'react';
import { PROTECTED_PATHS } from '../../shared/protected-paths.js';
import type { ScreensByPath } from './screens-by-path.js';
import { accessScreens } from '../pages/access/routes.js';
import { adminToolsScreens } from '../pages/admin-tools/routes.js';
import { aiToolsScreens } from '../pages/ai-tools/routes.js';
import { carouselsScreens } from '../pages/carousels/routes.js';
import { commentsScreens } from '../pages/comments/routes.js';
import { customCodeScreens } from '../pages/custom-code/routes.js';
import { dbToolsScreens } from '../pages/db-tools/routes.js';
import { documentsScreens } from '../pages/documents/routes.js';
import { editorScreens } from '../pages/editor/routes.js';
import { emailScreens } from '../pages/email/routes.js';
import { emailMarketingScreens } from '../pages/email-marketing/routes.js';
import { formsScreens } from '../pages/forms/routes.js';
import { imagesScreens } from '../pages/images/routes.js';
import { mediaScreens } from '../pages/media/routes.js';
import { peopleScreens } from '../pages/people/routes.js';
import { settingsScreens } from '../pages/settings/routes.js';
import { siteScreens } from '../pages/site/routes.js';
import { styleGuideScreens } from '../pages/style-guide/routes.js';
import { tagsScreens } from '../pages/tags/routes.js';
import { tokensScreens } from '../pages/tokens/routes.js';

interface ProtectedRoute {
  path: string;
  title: string;
  element: ReactElement;
}

const SCREENS: ScreensByPath = {
  ...accessScreens,
  ...adminToolsScreens,
  ...aiToolsScreens,
  ...carouselsScreens,
  ...commentsScreens,
  ...customCodeScreens,
  ...dbToolsScreens,
  ...documentsScreens,
  ...editorScreens,
  ...emailScreens,
  ...emailMarketingScreens,
  ...formsScreens,
  ...imagesScreens,
  ...mediaScreens,
  ...peopleScreens,
  ...settingsScreens,
  ...siteScreens,
  ...styleGuideScreens,
  ...tagsScreens,
  ...tokensScreens,
};

/** The dashboard (/) and My Account (/account) are mounted by AdminApp itself. */
export const PROTECTED_ROUTES: ProtectedRoute[] = PROTECTED_PATHS.flatMap(({ path, title }) => {
  const element = SCREENS[path];
  return element ? [{ path, title, element }] : [];
});
