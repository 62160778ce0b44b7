// The form submissions screens as their protected routes show them, loaded only when first opened.
import { lazy, Suspense } from 'react';
import { Loading } from 'react-admin';

const List = lazy(() => import('./FormSubmissionsByTag.js'));
const Detail = lazy(() => import('./SubmissionDetailPage.js'));

export function FormSubmissionsByTag() {
  return (
    <Suspense fallback={<Loading />}>
      <List />
    </Suspense>
  );
}

export function FormSubmissionDetail() {
  return (
    <Suspense fallback={<Loading />}>
      <Detail />
    </Suspense>
  );
}
