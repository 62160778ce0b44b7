// Entry of the admin app, served under /maintenance. The app itself loads
// lazily, so the first paint is the small shell of this file.
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';

const AdminApp = lazy(() => import('./AdminApp.js').then((m) => ({ default: m.AdminApp })));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Suspense fallback={<p style={{ fontFamily: 'sans-serif', padding: 16 }}>Loading...</p>}>
      <AdminApp />
    </Suspense>
  </StrictMode>,
);
