// The site tools' screens as the protected routes show them, each loaded
// only when first opened (React.lazy: its code is a chunk of its own, so
// the sign-in bundle does not grow). Nothing here imports a screen module
// statically.
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Loading } from 'react-admin';

const load = <M,>(importer: () => Promise<M>, pick: (m: M) => ComponentType): LazyExoticComponent<ComponentType> =>
  lazy(() => importer().then((m) => ({ default: pick(m) })));

const SCREENS = {
  navigationByTag: load(
    () => import('./navigation/NavigationPage.js'),
    (m) => m.NavigationByTagPage,
  ),
  navigationByContent: load(
    () => import('./navigation/NavigationPage.js'),
    (m) => m.NavigationByContentPage,
  ),
  redirects: load(
    () => import('./redirects/RedirectsPage.js'),
    (m) => m.RedirectsPage,
  ),
  redirectChecker: load(
    () => import('./redirects/RedirectCheckerPage.js'),
    (m) => m.RedirectCheckerPage,
  ),
  sitemap: load(
    () => import('./sitemap/SitemapPage.js'),
    (m) => m.SitemapPage,
  ),
  seoTools: load(
    () => import('./seo-tools/SeoToolsPage.js'),
    (m) => m.SeoToolsPage,
  ),
  unfilledContent: load(
    () => import('./reports/UnfilledContentPage.js'),
    (m) => m.UnfilledContentPage,
  ),
  pageNumbers: load(
    () => import('./reports/PageNumbersPage.js'),
    (m) => m.PageNumbersPage,
  ),
  templates: load(
    () => import('./templates/TemplatesPage.js'),
    (m) => m.TemplatesPage,
  ),
  removeContent: load(
    () => import('./remove-content/RemoveContentPage.js'),
    (m) => m.RemoveContentPage,
  ),
  maintenanceMode: load(
    () => import('./site-switches/SiteSwitchPage.js'),
    (m) => m.MaintenanceModePage,
  ),
  emergencyAlert: load(
    () => import('./site-switches/SiteSwitchPage.js'),
    (m) => m.EmergencyAlertPage,
  ),
  careers: load(
    () => import('./sections/careers.js'),
    (m) => m.CareersListPage,
  ),
  career: load(
    () => import('./sections/careers.js'),
    (m) => m.CareerEditPage,
  ),
  banners: load(
    () => import('./sections/banners.js'),
    (m) => m.BannersListPage,
  ),
  banner: load(
    () => import('./sections/banners.js'),
    (m) => m.BannerEditPage,
  ),
  microsites: load(
    () => import('./sections/microsites.js'),
    (m) => m.MicrositesListPage,
  ),
  microsite: load(
    () => import('./sections/microsites.js'),
    (m) => m.MicrositeEditPage,
  ),
} as const;

type SiteScreen = keyof typeof SCREENS;

/** The element a protected route shows for a site-tools screen. */
export function siteScreen(name: SiteScreen) {
  const Screen = SCREENS[name];
  return (
    <Suspense fallback={<Loading />}>
      <Screen />
    </Suspense>
  );
}

/**
 * A section's content list (Blog 201, Events 204, News 208, Projects 211),
 * for the screen the dashboard's 'All …' items open (/edit/select?tag=…).
 */
export const SectionContentList = lazy(() => import('./sections/SectionContentList.js'));
