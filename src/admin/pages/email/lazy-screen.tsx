// The e-mail test screen as its protected route shows it, loaded only when first opened.
import { lazy, Suspense } from 'react';
import { Loading } from 'react-admin';

const Page = lazy(() => import('./EmailTestPage.js'));

export function EmailTest() {
  return (
    <Suspense fallback={<Loading />}>
      <Page />
    </Suspense>
  );
}
