// The Email Marketing screen as its protected route shows it, loaded only when first opened.
import { lazy, Suspense } from 'react';
import { Loading } from 'react-admin';

const Page = lazy(() => import('./EmailMarketingPage.js'));

export function EmailMarketing() {
  return (
    <Suspense fallback={<Loading />}>
      <Page />
    </Suspense>
  );
}
