// /system-messages (spec §2): the notices shown to staff, in two tabs —
// current and archived. A current message is archived from its row or
// several at once from the selection (spec §7 systemmessages/archive; the
// server audits each); an archived one can be brought back. Adding and
// showing a message stay inside the tool (?add, ?SId=: SystemMessageForm),
// never the Data browser's raw screens.
import AddIcon from '@mui/icons-material/Add';
import ArchiveIcon from '@mui/icons-material/Archive';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useState } from 'react';
import { Tab, Tabs } from '@mui/material';
import { BulkDeleteButton, Button, DataTable, type Identifier, ResourceContextProvider, useListContext, useNotify, useRefresh } from 'react-admin';
import { SCHEMA } from '../../../../shared/generated/entities.generated.js';
import { EntityColumn, EntityList } from '../../../resource-kit/EntityList.js';
import { RouteFilter } from '../../../routes/ResourceView.js';
import { RowButton } from '../../site/shared/RowButton.js';
import { DB_BASE, errorText, useSiteApi } from '../../site/shared/site-api.js';
import { ScreenFrame } from '../../site/shared/ScreenStates.js';
import { archiveMessages, archivedText } from './archive-api.js';
import { MessageNotFound, SYSTEM_MESSAGES_PATH, SystemMessageScreen } from './SystemMessageForm.js';

const messages = SCHEMA.SystemMessages;
type Row = { SId: number; SMessage: string };
const short = (text: string) => (text.length > 40 ? `${text.slice(0, 40)}…` : text);

function BulkArchiveButton() {
  const { selectedIds, onUnselectItems } = useListContext();
  const api = useSiteApi();
  const notify = useNotify();
  const refresh = useRefresh();
  const archive = async () => {
    try {
      const archived = await archiveMessages(api, selectedIds);
      notify(archivedText(archived.length), { type: 'success' });
      onUnselectItems();
      refresh();
    } catch (e) {
      notify(errorText(e), { type: 'error' });
    }
  };
  return (
    <Button label="Archive" onClick={() => void archive()}>
      <ArchiveIcon />
    </Button>
  );
}

export function SystemMessagesPage() {
  const [params] = useSearchParams();
  const sId = params.get('SId');
  if (params.has('add')) return <SystemMessageScreen />;
  if (sId !== null) return /^\d+$/.test(sId) ? <SystemMessageScreen sId={Number(sId)} /> : <MessageNotFound id={sId} />;
  return <SystemMessageList />;
}

const showMessage = (id: Identifier) => `${SYSTEM_MESSAGES_PATH}?SId=${encodeURIComponent(String(id))}`;

function SystemMessageList() {
  const api = useSiteApi();
  const notify = useNotify();
  const refresh = useRefresh();
  const [tab, setTab] = useState<'current' | 'archived'>('current');
  const act = async (row: Row) => {
    try {
      if (tab === 'current') notify(archivedText((await archiveMessages(api, [row.SId])).length), { type: 'success' });
      else {
        await api.send('PATCH', `${DB_BASE}/systemmessages/${row.SId}`, { SArchived: false });
        notify('System message restored', { type: 'success' });
      }
      refresh();
    } catch (e) {
      notify(errorText(e), { type: 'error' });
    }
  };
  return (
    <ScreenFrame title="System Messages" intro="Notices shown to staff in the back office between their dates. Archive a message when it is no longer needed.">
      <Tabs value={tab} onChange={(_, v: 'current' | 'archived') => setTab(v)} aria-label="System messages" sx={{ mb: 1 }}>
        <Tab value="current" label="Current" />
        <Tab value="archived" label="Archived" />
      </Tabs>
      <ResourceContextProvider value="SystemMessages">
        <RouteFilter.Provider key={tab} value={{ SArchived: tab === 'archived' }}>
          <EntityList
            entity={messages}
            title="System Messages"
            storeKey={`systemMessages.${tab}`}
            create={
              <Button label="Add system message" component={RouterLink} to={`${SYSTEM_MESSAGES_PATH}?add`}>
                <AddIcon />
              </Button>
            }
            rowClick={showMessage}
            bulkActions={
              tab === 'current' ? (
                <>
                  <BulkArchiveButton />
                  <BulkDeleteButton mutationMode="pessimistic" />
                </>
              ) : undefined
            }
          >
            <EntityColumn entity={messages} name="SMessage" />
            <EntityColumn entity={messages} name="SType" />
            <EntityColumn entity={messages} name="SStart" />
            <EntityColumn entity={messages} name="SEnd" />
            <DataTable.Col
              label="Actions"
              disableSort
              render={(r: Row) => (
                <RowButton label={`${tab === 'current' ? 'Archive' : 'Restore'} system message ${short(r.SMessage)}`} onClick={() => void act(r)}>
                  {tab === 'current' ? 'Archive' : 'Restore'}
                </RowButton>
              )}
            />
          </EntityList>
        </RouteFilter.Provider>
      </ResourceContextProvider>
    </ScreenFrame>
  );
}
