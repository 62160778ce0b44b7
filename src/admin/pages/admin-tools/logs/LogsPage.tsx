// /logs (spec §2 "Audit, Change & Error Logs"): three tabs — the audit log
// (every entry), changes (field-level diffs by record) and the error log —
// each with its CSV export. The tab and the changes filter are in the URL
// (/logs?tab=changes&entity=…&key=…), so a record's history can be linked.
// A read-only account (the Auditor) opens it to read (shared/history-access.ts):
// every tab and export, without 'Empty the error log'.
import { Tab, Tabs } from '@mui/material';
import { ResourceContextProvider } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { SCHEMA } from '../../../../shared/generated/entities.generated.js';
import { EntityColumn, EntityList } from '../../../resource-kit/EntityList.js';
import { ScreenFrame } from '../../../kit/ScreenStates.js';
import { changesFilterOf, changesParams } from './changes-filter.js';
import { ChangesTab } from './ChangesTab.js';
import { TruncateErrorLogButton } from './TruncateErrorLogButton.js';
import { readsHistoryOnly } from '../../../../shared/history-access.js';
import { currentUser } from '../../../auth/auth-provider.js';
import { useText } from '../../../i18n/use-text.js';

const TABS = [
  { value: 'audit', label: 'admin-tools.logs.audit' },
  { value: 'changes', label: 'admin-tools.logs.changes' },
  { value: 'errors', label: 'admin-tools.logs.errors' },
] as const;
type TabName = (typeof TABS)[number]['value'];

const audit = SCHEMA.AuditLog;
const errors = SCHEMA.ErrorLog;

export function LogsPage() {
  const text = useText();
  const [params, setParams] = useSearchParams();
  const tab: TabName = TABS.find((t) => t.value === params.get('tab'))?.value ?? 'audit';
  return (
    <ScreenFrame title={text('admin-tools.logs.title')}>
      <Tabs
        value={tab}
        onChange={(_, value: TabName) =>
          setParams(value === 'changes' ? changesParams(changesFilterOf(params)) : { tab: value })
        }
        aria-label={text('admin-tools.logs.tabs')}
        sx={{ mb: 1 }}
      >
        {TABS.map((t) => (
          <Tab
            key={t.value}
            value={t.value}
            label={text(t.label)}
            id={`logs-tab-${t.value}`}
            aria-controls="logs-panel"
          />
        ))}
      </Tabs>
      <div role="tabpanel" id="logs-panel" aria-labelledby={`logs-tab-${tab}`}>
        {tab === 'audit' && (
          <ResourceContextProvider value="AuditLog">
            <EntityList entity={audit} title={text('admin-tools.logs.title')} create={false} storeKey="logs.audit">
              <EntityColumn entity={audit} name="Date" />
              <EntityColumn entity={audit} name="Type" />
              <EntityColumn entity={audit} name="UserName" />
              <EntityColumn entity={audit} name="Message" />
              <EntityColumn entity={audit} name="Entity" />
              <EntityColumn entity={audit} name="EntityKey" />
              <EntityColumn entity={audit} name="Impersonator" />
            </EntityList>
          </ResourceContextProvider>
        )}
        {tab === 'changes' && (
          <ChangesTab filter={changesFilterOf(params)} onFilter={(filter) => setParams(changesParams(filter))} />
        )}
        {tab === 'errors' && (
          <ResourceContextProvider value="ErrorLog">
            <EntityList
              entity={errors}
              title={text('admin-tools.logs.title')}
              create={false}
              storeKey="logs.errors"
              toolbar={readsHistoryOnly(currentUser()) ? undefined : <TruncateErrorLogButton />}
              bulkActions={false}
            >
              <EntityColumn entity={errors} name="ElDate" />
              <EntityColumn entity={errors} name="ElStatus" />
              <EntityColumn entity={errors} name="ElMethod" />
              <EntityColumn entity={errors} name="ElPath" />
              <EntityColumn entity={errors} name="ElMessage" />
              <EntityColumn entity={errors} name="ElUserName" />
              <EntityColumn entity={errors} name="ElRequestId" />
            </EntityList>
          </ResourceContextProvider>
        )}
      </div>
    </ScreenFrame>
  );
}
