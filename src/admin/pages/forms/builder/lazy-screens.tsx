// The Form Manager's screens as their protected routes show them, loaded
// only when first opened (a chunk of their own, like the carousel tool's).
import { lazy, Suspense } from 'react';
import { Loading } from 'react-admin';

const List = lazy(() => import('./FormManagerList.js'));
const Builder = lazy(() => import('./FormBuilderPage.js'));

export function FormManagerScreen() {
  return (
    <Suspense fallback={<Loading />}>
      <List />
    </Suspense>
  );
}

export function FormBuilderScreen() {
  return (
    <Suspense fallback={<Loading />}>
      <Builder />
    </Suspense>
  );
}
