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
import {
  BulkDeleteButton,
  Button,
  DataTable,
  type Identifier,
  ResourceContextProvider,
  useListContext,
  useNotify,
  useRefresh,
} from 'react-admin';
import { SCHEMA } from '../../../../shared/generated/entities.generated.js';
import { EntityColumn, EntityList } from '../../../resource-kit/EntityList.js';
import { RouteFilter } from '../../../routes/route-context.js';
import { RowButton } from '../../../kit/RowButton.js';
import { DB_BASE, errorText, useSiteApi } from '../../../api/site-api.js';
import { ScreenFrame } from '../../../kit/ScreenStates.js';
import { archiveMessages, archivedText } from './archive-api.js';
import { MessageNotFound, SYSTEM_MESSAGES_PATH, SystemMessageScreen } from './SystemMessageForm.js';
import { useText } from '../../../i18n/use-text.js';

const messages = SCHEMA.SystemMessages;
type Row = { SId: number; SMessage: string };
const short = (text: string) => (text.length > 40 ? `${text.slice(0, 40)}…` : text);

function BulkArchiveButton() {
  const text = useText();
  const { selectedIds, onUnselectItems } = useListContext();
  const api = useSiteApi();
  const notify = useNotify();
  const refresh = useRefresh();
  const archive = async () => {
    try {
      const archived = await archiveMessages(api, selectedIds);
      notify(archivedText(archived.length, text), { type: 'success' });
      onUnselectItems();
      refresh();
    } catch (e) {
      notify(errorText(e), { type: 'error' });
    }
  };
  return (
    <Button label={text('admin-tools.systemMessages.archive')} onClick={() => void archive()}>
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
  const text = useText();
  const api = useSiteApi();
  const notify = useNotify();
  const refresh = useRefresh();
  const [tab, setTab] = useState<'current' | 'archived'>('current');
  const act = async (row: Row) => {
    try {
      if (tab === 'current')
        notify(archivedText((await archiveMessages(api, [row.SId])).length, text), { type: 'success' });
      else {
        await api.send('PATCH', `${DB_BASE}/systemmessages/${row.SId}`, { SArchived: false });
        notify(text('admin-tools.systemMessages.restored'), { type: 'success' });
      }
      refresh();
    } catch (e) {
      notify(errorText(e), { type: 'error' });
    }
  };
  return (
    <ScreenFrame title={text('admin-tools.systemMessages.title')} intro={text('admin-tools.systemMessages.intro')}>
      <Tabs
        value={tab}
        onChange={(_, v: 'current' | 'archived') => setTab(v)}
        aria-label={text('admin-tools.systemMessages.tabs')}
        sx={{ mb: 1 }}
      >
        <Tab value="current" label={text('admin-tools.systemMessages.current')} />
        <Tab value="archived" label={text('admin-tools.systemMessages.archived')} />
      </Tabs>
      <ResourceContextProvider value="SystemMessages">
        <RouteFilter.Provider key={tab} value={{ SArchived: tab === 'archived' }}>
          <EntityList
            entity={messages}
            title={text('admin-tools.systemMessages.title')}
            storeKey={`systemMessages.${tab}`}
            create={
              <Button
                label={text('admin-tools.systemMessages.add')}
                component={RouterLink}
                to={`${SYSTEM_MESSAGES_PATH}?add`}
              >
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
              label={text('admin-tools.systemMessages.actions')}
              disableSort
              render={(r: Row) => (
                <RowButton
                  label={text(
                    tab === 'current'
                      ? 'admin-tools.systemMessages.archiveOne'
                      : 'admin-tools.systemMessages.restoreOne',
                    { message: short(r.SMessage) },
                  )}
                  onClick={() => void act(r)}
                >
                  {text(
                    tab === 'current' ? 'admin-tools.systemMessages.archive' : 'admin-tools.systemMessages.restore',
                  )}
                </RowButton>
              )}
            />
          </EntityList>
        </RouteFilter.Provider>
      </ResourceContextProvider>
    </ScreenFrame>
  );
}
