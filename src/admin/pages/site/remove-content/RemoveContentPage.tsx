// /remove-content: find a page and remove it from the site (soft delete,
// POST /api/v1/mc/content/{CId}/remove), after 'Are you sure?'; removed pages
// are listed in their own tab with Restore (…/restore). Both lists are the
// resource kit's EntityList over Content with a CDeleted filter.
import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Tab, Tabs } from '@mui/material';
import { RowButton } from '../shared/RowButton.js';
import { DataTable, ResourceContextProvider, useNotify, useRefresh } from 'react-admin';
import { SCHEMA } from '../../../../shared/generated/entities.generated.js';
import { EntityColumn, EntityList } from '../../../resource-kit/EntityList.js';
import { RouteFilter } from '../../../routes/ResourceView.js';
import { MC_BASE, errorText, useSiteApi } from '../shared/site-api.js';
import { ScreenFrame } from '../shared/ScreenStates.js';
import { FreshListParams } from '../shared/FreshListParams.js';

const content = SCHEMA.Content;
type Row = { CId: number; CTitle: string };

export const removeUrl = (CId: number, action: 'remove' | 'restore') => `${MC_BASE}/content/${CId}/${action}`;

export function RemoveContentPage() {
  const api = useSiteApi();
  const notify = useNotify();
  const refresh = useRefresh();
  const [tab, setTab] = useState<'live' | 'removed'>('live');
  const [confirming, setConfirming] = useState<Row | null>(null);

  const act = async (row: Row, action: 'remove' | 'restore') => {
    try {
      await api.send('POST', removeUrl(row.CId, action), {});
      notify(action === 'remove' ? `${row.CTitle} was removed` : `${row.CTitle} was restored`, { type: 'success' });
      refresh();
    } catch (e) {
      notify(errorText(e), { type: 'error' });
    }
  };
  const actionColumn = (
    <DataTable.Col
      label="Actions"
      disableSort
      render={(r: Row) => (
        <RowButton
          color={tab === 'live' ? 'error' : 'primary'}
          label={`${tab === 'live' ? 'Remove' : 'Restore'} ${r.CTitle}`}
          onClick={() => (tab === 'live' ? setConfirming(r) : void act(r, 'restore'))}
        >
          {tab === 'live' ? 'Remove' : 'Restore'}
        </RowButton>
      )}
    />
  );
  return (
    <ScreenFrame title="Remove Content" intro="Removed pages leave the site, its menus and the sitemap; they keep their data and can be restored here.">
      <Tabs value={tab} onChange={(_, v: 'live' | 'removed') => setTab(v)} aria-label="Pages" sx={{ mb: 1 }}>
        <Tab value="live" label="Pages" />
        <Tab value="removed" label="Removed pages" />
      </Tabs>
      <ResourceContextProvider value="Content">
        <FreshListParams resource="Content">
          <RouteFilter.Provider key={tab} value={{ CDeleted: tab === 'removed' }}>
            <EntityList entity={content}>
              <EntityColumn entity={content} name="CId" />
              <EntityColumn entity={content} name="CTitle" />
              <EntityColumn entity={content} name="CSeoUrl" />
              <EntityColumn entity={content} name="CtId" />
              <EntityColumn entity={content} name="CLastModified" />
              {actionColumn}
            </EntityList>
          </RouteFilter.Provider>
        </FreshListParams>
      </ResourceContextProvider>
      <Dialog open={!!confirming} onClose={() => setConfirming(null)} aria-labelledby="remove-title">
        <DialogTitle id="remove-title">Are you sure?</DialogTitle>
        <DialogContent>
          <DialogContentText>{confirming?.CTitle} will be removed from the site. You can restore it from Removed pages.</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(null)}>Cancel</Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              const row = confirming!;
              setConfirming(null);
              void act(row, 'remove');
            }}
          >
            Yes, continue
          </Button>
        </DialogActions>
      </Dialog>
    </ScreenFrame>
  );
}

export default RemoveContentPage;
