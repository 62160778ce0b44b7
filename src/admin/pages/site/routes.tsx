// The routes of spec §2 this folder's screens answer (issue 27 item 2): path → screen;
// routes/protected-routes.tsx mounts them under the spec's titles.
import type { ScreensByPath } from '../../routes/screens-by-path.js';
import { siteScreen } from './lazy-screens.js';

export const siteScreens: ScreensByPath = {
  '/banners': siteScreen('banners'),
  '/banners/:CId': siteScreen('banner'),
  '/redirects/checker': siteScreen('redirectChecker'),
  '/redirects/:RType': siteScreen('redirects'),
  '/navigation/content/:CId': siteScreen('navigationByContent'),
  '/navigation/:TId': siteScreen('navigationByTag'),
  '/emergency-alert': siteScreen('emergencyAlert'),
  '/maintenance-mode': siteScreen('maintenanceMode'),
  '/microsites': siteScreen('microsites'),
  '/microsites/:CId': siteScreen('microsite'),
  '/page-numbers': siteScreen('pageNumbers'),
  '/remove-content': siteScreen('removeContent'),
  '/seo-tools': siteScreen('seoTools'),
  '/sitemap': siteScreen('sitemap'),
  '/templates': siteScreen('templates'),
  '/unfilled-content': siteScreen('unfilledContent'),
  '/custom/careers': siteScreen('careers'),
  '/custom/careers/:CId': siteScreen('career'),
};
