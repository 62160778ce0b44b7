// The style guide as its protected route shows it, loaded only when first opened.
import { lazy, Suspense } from 'react';
import { Loading } from 'react-admin';

const Page = lazy(() => import('./StyleGuidePage.js'));

export function StyleGuide() {
  return (
    <Suspense fallback={<Loading />}>
      <Page />
    </Suspense>
  );
}
