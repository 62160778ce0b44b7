// The custom tag editor as its protected route shows it, loaded only when first opened.
import { lazy, Suspense } from 'react';
import { Loading } from 'react-admin';

const Page = lazy(() => import('./TagEditorPage.js'));

export function CustomTagEditor() {
  return (
    <Suspense fallback={<Loading />}>
      <Page />
    </Suspense>
  );
}
