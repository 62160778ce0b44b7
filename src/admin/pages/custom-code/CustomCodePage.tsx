// /custom-code (issue 16 item 4): site-wide snippets, per-page CSS and security header rules, in three tabs.
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Box, Tab, Tabs } from '@mui/material';
import { createHttpClient, type HttpClient } from '../../providers/http-client.js';
import { ScreenFrame } from '../../kit/ScreenStates.js';
import * as api from './custom-code-api.js';
import { PageCssPanel } from './PageCssPanel.js';
import { SecurityHeadersPanel } from './SecurityHeadersPanel.js';
import { SnippetsPanel } from './SnippetsPanel.js';
import { useText } from '../../i18n/use-text.js';

const TABS = ['custom-code.page.snippets', 'custom-code.page.pageCss', 'custom-code.page.securityHeaders'] as const;

export function CustomCodePage({ http: given }: { http?: HttpClient }) {
  const http = useMemo(() => given ?? createHttpClient(), [given]);
  const text = useText();
  const [tab, setTab] = useState(0);
  const headers = useQuery({ queryKey: api.codeKeys.headers(), queryFn: () => api.readSecurityHeaders(http) });
  return (
    <ScreenFrame title={text('custom-code.page.title')} intro={text('custom-code.page.intro')}>
      <Tabs
        value={tab}
        onChange={(_, v: number) => setTab(v)}
        aria-label={text('custom-code.page.tabs')}
        sx={{ mb: 2 }}
      >
        {TABS.map((label, i) => (
          <Tab key={label} label={text(label)} id={`custom-code-tab-${i}`} aria-controls={`custom-code-panel-${i}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`custom-code-panel-${tab}`} aria-labelledby={`custom-code-tab-${tab}`}>
        {tab === 0 && <SnippetsPanel http={http} warnings={headers.data?.warnings ?? []} />}
        {tab === 1 && <PageCssPanel http={http} />}
        {tab === 2 && <SecurityHeadersPanel http={http} headers={headers} />}
      </Box>
    </ScreenFrame>
  );
}

export default CustomCodePage;
