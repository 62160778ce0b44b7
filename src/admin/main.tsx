// Entry of the admin app. The screens come with the admin-app issue; until
// then every route shows the spec's 'Feature Coming Soon' notice (spec §1).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { FeatureComingSoon } from './layout/FeatureComingSoon.js';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <main>
      <h1>Back office</h1>
      <FeatureComingSoon />
      <p>
        The data API is running at <code>/api/v1/</code>.
      </p>
    </main>
  </StrictMode>,
);
