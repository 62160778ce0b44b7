// The screens of the protected settings and logs (issue 13 items 5 and 6)
// as the protected routes show them, each loaded when first opened.
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Loading } from 'react-admin';

const load = <M,>(importer: () => Promise<M>, pick: (m: M) => ComponentType): LazyExoticComponent<ComponentType> =>
  lazy(() => importer().then((m) => ({ default: pick(m) })));

const SCREENS = {
  keys: load(
    () => import('./keys/KeyListPage.js'),
    (m) => m.KeyListPage,
  ),
  key: load(
    () => import('./keys/KeyEditPage.js'),
    (m) => m.KeyEditPage,
  ),
  apiAccess: load(
    () => import('./api-access/ApiAccessListPage.js'),
    (m) => m.ApiAccessListPage,
  ),
  apiGroup: load(
    () => import('./api-access/ApiGroupEditPage.js'),
    (m) => m.ApiGroupEditPage,
  ),
  logs: load(
    () => import('./logs/LogsPage.js'),
    (m) => m.LogsPage,
  ),
  systemMessages: load(
    () => import('./system-messages/SystemMessagesPage.js'),
    (m) => m.SystemMessagesPage,
  ),
  webhooks: load(
    () => import('./webhooks/WebhooksPage.js'),
    (m) => m.WebhooksPage,
  ),
} as const;

type AdminToolScreen = keyof typeof SCREENS;

export function adminToolScreen(name: AdminToolScreen) {
  const Screen = SCREENS[name];
  return (
    <Suspense fallback={<Loading />}>
      <Screen />
    </Suspense>
  );
}
