// The image tool as its protected route shows it, loaded only when first
// opened (its code is a chunk of its own, like the media library's).
import { lazy, Suspense } from 'react';
import { Loading } from 'react-admin';

const Page = lazy(() => import('./ImageToolPage.js'));

export function ImageTool() {
  return (
    <Suspense fallback={<Loading />}>
      <Page />
    </Suspense>
  );
}
