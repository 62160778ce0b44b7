// The people screens as the protected routes show them, each loaded only
// when first opened (a chunk of its own). The account's page takes more tabs
// (extraTabs), e.g. what the user can reach and why.
import { lazy, Suspense } from 'react';
import { Loading } from 'react-admin';
import type { UserTab } from './edit/UserEditPage.js';

const UserList = lazy(() => import('./list/UserListPage.js'));
const UserEdit = lazy(() => import('./edit/UserEditPage.js'));

export function UserListScreen() {
  return (
    <Suspense fallback={<Loading />}>
      <UserList />
    </Suspense>
  );
}

export function UserEditScreen({ extraTabs }: { extraTabs?: UserTab[] }) {
  return (
    <Suspense fallback={<Loading />}>
      <UserEdit extraTabs={extraTabs} />
    </Suspense>
  );
}
