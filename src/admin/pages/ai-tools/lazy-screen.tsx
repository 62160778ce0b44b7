// The AI Tools screen as its protected route shows it, loaded only when first opened.
import { lazy, Suspense } from 'react';
import { Loading } from 'react-admin';

const Page = lazy(() => import('./AiToolsPage.js'));

export function AiTools() {
  return (
    <Suspense fallback={<Loading />}>
      <Page />
    </Suspense>
  );
}
