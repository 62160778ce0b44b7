// The role-group screens as their protected routes show them, each loaded
// only when first opened (its code is a chunk of its own).
import { lazy, Suspense } from 'react';
import { Loading } from 'react-admin';

const SCREENS = {
  roleGroups: lazy(() => import('./RoleGroupsPage.js').then((m) => ({ default: m.RoleGroupsPage }))),
  roleGroup: lazy(() => import('./RoleGroupEditPage.js').then((m) => ({ default: m.RoleGroupEditPage }))),
} as const;

export function accessScreen(name: keyof typeof SCREENS) {
  const Screen = SCREENS[name];
  return (
    <Suspense fallback={<Loading />}>
      <Screen />
    </Suspense>
  );
}
