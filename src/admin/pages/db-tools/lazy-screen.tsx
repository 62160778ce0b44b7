// The DB tools screen as its protected route shows it, loaded only when first opened.
import { lazy, Suspense } from 'react';
import { Loading } from 'react-admin';

const Page = lazy(() => import('./DbToolsPage.js'));

export function DbTools() {
  return (
    <Suspense fallback={<Loading />}>
      <Page />
    </Suspense>
  );
}
