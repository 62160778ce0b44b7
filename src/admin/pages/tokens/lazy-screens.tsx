// The General Tokens and Token Locations screens as their protected routes show them, each loaded only when first opened.
import { lazy, Suspense } from 'react';
import { Loading } from 'react-admin';

const TokensPage = lazy(() => import('./GeneralTokensPage.js'));
const LocationsPage = lazy(() => import('./TokenLocationsPage.js'));

export function GeneralTokens() {
  return (
    <Suspense fallback={<Loading />}>
      <TokensPage />
    </Suspense>
  );
}

export function TokenLocations() {
  return (
    <Suspense fallback={<Loading />}>
      <LocationsPage />
    </Suspense>
  );
}
