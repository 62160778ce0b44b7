// The carousel tool as its protected route shows it, loaded only when first
// opened (its code is a chunk of its own, like the media library's screen).
import { lazy, Suspense } from 'react';
import { Loading } from 'react-admin';

const Page = lazy(() => import('./CarouselToolPage.js'));

export function CarouselTool() {
  return (
    <Suspense fallback={<Loading />}>
      <Page />
    </Suspense>
  );
}
