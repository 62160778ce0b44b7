// The comment moderation screen as its protected route shows it, loaded only when first opened.
import { lazy, Suspense } from 'react';
import { Loading } from 'react-admin';

const Page = lazy(() => import('./CommentModerationPage.js'));

export function CommentModeration() {
  return (
    <Suspense fallback={<Loading />}>
      <Page />
    </Suspense>
  );
}
