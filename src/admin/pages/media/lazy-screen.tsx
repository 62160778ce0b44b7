// The media library as its protected route shows it, loaded only when first
// opened (its code is a chunk of its own, like the site tools' screens).
import { lazy, Suspense } from 'react';
import { Loading } from 'react-admin';

const Page = lazy(() => import('./MediaLibraryPage.js'));

export function MediaLibrary() {
  return (
    <Suspense fallback={<Loading />}>
      <Page />
    </Suspense>
  );
}
