// The dashboard at / (spec §2): the tool menu from the tag tree, the Protected
// Settings panel for the top admin, and the cache tools. Loaded lazily.
import { lazy, Suspense, useMemo } from 'react';
import { Loading } from 'react-admin';
import { currentUser } from '../auth/auth-provider.js';
import { tagIdsOf } from '../auth/session.js';
import { useDebugMode } from '../layout/ShellLayout.js';

const DashboardPage = lazy(() => import('./dashboard/DashboardPage.js').then((m) => ({ default: m.DashboardPage })));

export function HomePage() {
  const debug = useDebugMode();
  // One object per signed-in user: the dashboard refetches its tags when the user object changes.
  const userId = currentUser()?.userId;
  const dashboardUser = useMemo(() => {
    const user = currentUser();
    return user && { isMJA: user.isMJA, tagIds: tagIdsOf(user), roles: user.roles };
  }, [userId]);
  if (!dashboardUser) return null;
  return (
    <Suspense fallback={<Loading />}>
      <DashboardPage user={dashboardUser} debug={debug} />
    </Suspense>
  );
}
