// The public screens (spec §2: /login, /forgot-password, /change-password)
// when they are the first page loaded: MUI and react-router only. Any other
// path hands over to the admin app.
import { useEffect } from 'react';
import { createTheme, CssBaseline, ThemeProvider } from '@mui/material';
import { BrowserRouter, Route, Routes } from 'react-router';
import { ChangePasswordPage } from './pages/login/ChangePasswordPage.js';
import { ForgotPasswordPage } from './pages/login/ForgotPasswordPage.js';
import { PublicLoginPage } from './pages/login/PublicLoginPage.js';
import { COMPONENT_DEFAULTS, motionOptions, PALETTE } from './palette.js';

const theme = createTheme({ palette: PALETTE, components: COMPONENT_DEFAULTS, transitions: motionOptions() });

function HandOver({ onEnterAdmin }: { onEnterAdmin: () => void }) {
  useEffect(onEnterAdmin, [onEnterAdmin]);
  return null;
}

export function PublicApp({ onEnterAdmin }: { onEnterAdmin: () => void }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <BrowserRouter basename="/maintenance">
        <Routes>
          <Route path="/login" element={<PublicLoginPage onEnterAdmin={onEnterAdmin} />} />
          <Route path="/forgot-password" element={<ForgotPasswordPage />} />
          <Route path="/change-password" element={<ChangePasswordPage />} />
          <Route path="*" element={<HandOver onEnterAdmin={onEnterAdmin} />} />
        </Routes>
      </BrowserRouter>
    </ThemeProvider>
  );
}
