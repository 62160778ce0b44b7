// /db-tools (spec §2.7, MoJoAdmin; issue 16 item 8): the database's facts and
// its backup, the lookup tables, CSV export and import, and emptying the
// error log. The tab is in the URL (/db-tools?tab=csv).
import { Box, Tab, Tabs, Typography } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import { ScreenFrame } from '../../kit/ScreenStates.js';
import { TruncateErrorLogButton } from '../admin-tools/logs/TruncateErrorLogButton.js';
import { CsvPanel } from './CsvPanel.js';
import { FactsPanel } from './FactsPanel.js';
import { LookupTables } from './LookupTables.js';
import { useText } from '../../i18n/use-text.js';

const TABS = [
  { value: 'database', label: 'db-tools.page.database' },
  { value: 'lookups', label: 'db-tools.page.lookups' },
  { value: 'csv', label: 'db-tools.page.csv' },
  { value: 'errors', label: 'db-tools.page.errors' },
] as const;
type TabName = (typeof TABS)[number]['value'];

export function DbToolsPage() {
  const text = useText();
  const [params, setParams] = useSearchParams();
  const tab: TabName = TABS.find((t) => t.value === params.get('tab'))?.value ?? 'database';
  return (
    <ScreenFrame title={text('db-tools.page.title')}>
      <Tabs
        value={tab}
        onChange={(_, value: TabName) => setParams({ tab: value })}
        aria-label={text('db-tools.page.tabs')}
        sx={{ mb: 2 }}
      >
        {TABS.map((t) => (
          <Tab
            key={t.value}
            value={t.value}
            label={text(t.label)}
            id={`db-tools-tab-${t.value}`}
            aria-controls="db-tools-panel"
          />
        ))}
      </Tabs>
      <div role="tabpanel" id="db-tools-panel" aria-labelledby={`db-tools-tab-${tab}`}>
        {tab === 'database' && <FactsPanel />}
        {tab === 'lookups' && <LookupTables />}
        {tab === 'csv' && <CsvPanel />}
        {tab === 'errors' && (
          <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
            <Typography variant="body2">{text('db-tools.page.errorsIntro')}</Typography>
            <TruncateErrorLogButton />
          </Box>
        )}
      </div>
    </ScreenFrame>
  );
}

export default DbToolsPage;
