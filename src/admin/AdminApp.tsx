// The admin app (design: App.tsx): react-admin under /maintenance with the
// generated resources (hand-written overrides replace single keys), the
// spec's protected routes as custom routes behind the page-access guard, the
// shell layout, and the public sign-in screens.
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { createBrowserRouter, Route, RouterProvider } from 'react-router-dom';
import { createAuthProvider } from './auth/auth-provider.js';
import { GENERATED_RESOURCES } from './generated/resources.generated.js';
import { NotFoundPage } from './layout/FallbackPages.js';
import { ShellLayout } from './layout/ShellLayout.js';
import { prefetchCurrentSystemMessages } from './layout/SystemMessagesBanner.js';
import { ShellNotification } from './layout/ShellNotification.js';
import { ChangePasswordPage } from './pages/login/ChangePasswordPage.js';
import { ForgotPasswordPage } from './pages/login/ForgotPasswordPage.js';
import { LoginPage } from './pages/login/LoginPage.js';
import { createDataProvider } from './providers/data-provider.js';
import { createHttpClient } from './providers/http-client.js';
import { appQueryClient } from './providers/query-client.js';
import { OVERRIDES } from './resources/overrides.js';
import { HomePage } from './pages/HomePage.js';
import { MyAccountPage } from './pages/account/MyAccountPage.js';
import { PageGuard } from './routes/PageGuard.js';
import { rawDataScreens } from './routes/raw-data-screens.js';
import { PROTECTED_ROUTES } from './routes/protected-routes.js';
import { darkTheme, theme } from './theme.js';
import { i18nProvider } from './i18n/provider.js';
import { useText } from './i18n/use-text.js';

const authProvider = createAuthProvider();
const dataProvider = createDataProvider('/api/v1/db', createHttpClient());
// Any write invalidates the cached reads of its resource (spec §4), pessimistic updates included.
const queryClient = appQueryClient();
prefetchCurrentSystemMessages(queryClient);

function AdminRoot() {
  // Outside <Admin>: the starting language (the title is react-admin's default page title only).
  const text = useText();
  return (
    <Admin
      title={text('shell.appTitle')}
      dataProvider={dataProvider}
      queryClient={queryClient}
      i18nProvider={i18nProvider}
      authProvider={authProvider}
      loginPage={LoginPage}
      layout={ShellLayout}
      notification={ShellNotification}
      dashboard={HomePage}
      catchAll={NotFoundPage}
      theme={theme}
      darkTheme={darkTheme}
      disableTelemetry
    >
      {GENERATED_RESOURCES.map((definition) => (
        <Resource key={definition.name} {...rawDataScreens({ ...definition, ...OVERRIDES[definition.name] })} />
      ))}
      <CustomRoutes>
        {PROTECTED_ROUTES.map(({ path, element }) => (
          <Route key={path} path={path} element={<PageGuard pattern={path}>{element}</PageGuard>} />
        ))}
        <Route
          path="/account"
          element={
            <PageGuard pattern="/account">
              <MyAccountPage />
            </PageGuard>
          }
        />
      </CustomRoutes>
      <CustomRoutes noLayout>
        <Route path="/forgot-password" element={<ForgotPasswordPage />} />
        <Route path="/change-password" element={<ChangePasswordPage />} />
      </CustomRoutes>
    </Admin>
  );
}

// react-admin's own router is a HashRouter: the spec's routes are real paths under /maintenance.
// A data router (not <BrowserRouter>), so screens can block navigation with useBlocker — the
// editor's leave guard asks before any move away from unsaved changes, the back button included.
// react-admin runs inside it under a catch-all route, as its routing docs describe.
let router: ReturnType<typeof createBrowserRouter> | undefined;

export function AdminApp() {
  router ??= createBrowserRouter([{ path: '*', element: <AdminRoot /> }], { basename: '/maintenance' });
  // The date pickers bring their own adapter and locale (kit/dates/DateLocalization.tsx): date-fns loads with
  // the first picker, not with every screen (issue 41, decision 0122).
  return <RouterProvider router={router} />;
}
