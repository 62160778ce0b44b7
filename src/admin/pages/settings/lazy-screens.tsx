// General Settings and Site Setup as their protected routes show them, each
// loaded only when first opened (its own chunk).
import { lazy, Suspense } from 'react';
import { Loading } from 'react-admin';

const General = lazy(() => import('./GeneralSettingsPage.js'));
const Setup = lazy(() => import('./SiteSetupPage.js'));

export function GeneralSettings() {
  return (
    <Suspense fallback={<Loading />}>
      <General />
    </Suspense>
  );
}

export function SiteSetup() {
  return (
    <Suspense fallback={<Loading />}>
      <Setup />
    </Suspense>
  );
}
