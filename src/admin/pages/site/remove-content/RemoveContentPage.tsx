// /remove-content: find a page and remove it from the site (soft delete,
// POST /api/v1/mc/content/{CId}/remove), after 'Are you sure?'; removed pages
// are listed in their own tab with Restore (…/restore). Both lists are the
// resource kit's EntityList over Content with a CDeleted filter. The Pages tab
// lists pages only (PAGE_TYPES: the page-like types with a public URL), not
// the site's tokens, menus or settings records; the Removed tab lists all that
// was removed, whatever its type (a snippet deleted in Custom Code is marked
// removed too), so anything in the bin can be restored. Each tab is its own list (its
// own store key), and switching tabs clears the selection, so a bulk action
// never acts on ticked rows the user cannot see. The generic Create is left
// out: pages are added in the page editor, not here.
import { offerUndo } from '../../../kit/undo/undo-channel.js';
import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Tab, Tabs } from '@mui/material';
import { RowButton } from '../../../kit/RowButton.js';
import { DataTable, ResourceContextProvider, useNotify, useRefresh, useUnselectAll } from 'react-admin';
import { CT, PAGE_TYPES } from '../../../../shared/content-types.js';
import { SCHEMA } from '../../../../shared/generated/entities.generated.js';
import { EntityColumn, EntityList } from '../../../resource-kit/EntityList.js';
import { RouteFilter } from '../../../routes/route-context.js';
import { MC_BASE, errorText, useSiteApi } from '../../../api/site-api.js';
import { ScreenFrame } from '../../../kit/ScreenStates.js';
import { FreshListParams } from '../../../kit/FreshListParams.js';
import { useText } from '../../../i18n/use-text.js';

const content = SCHEMA.Content;
type Row = { CId: number; CTitle: string };

type TabName = 'live' | 'removed';
const storeKeyOf = (tab: TabName) => `removeContent.${tab}`;

// PAGE_TYPES (1–4, 6, 7) as a range without 5: three AND-ed terms. A list of
// the six types would be OR-ed with every alternative of a search and pass
// the filter grammar's 50 terms.
const PAGES_ONLY = {
  CtId_gte: Math.min(...PAGE_TYPES),
  CtId_lte: Math.max(...PAGE_TYPES),
  CtId_neq: CT.Shared_Content,
};

export const removeUrl = (CId: number, action: 'remove' | 'restore') => `${MC_BASE}/content/${CId}/${action}`;

export function RemoveContentPage() {
  const api = useSiteApi();
  const notify = useNotify();
  const refresh = useRefresh();
  const text = useText();
  const [tab, setTab] = useState<TabName>('live');
  const unselectLive = useUnselectAll('Content', storeKeyOf('live'));
  const unselectRemoved = useUnselectAll('Content', storeKeyOf('removed'));
  const switchTab = (next: TabName) => {
    // Each tab starts with nothing ticked, whichever tab the user comes from.
    unselectLive();
    unselectRemoved();
    setTab(next);
  };
  const [confirming, setConfirming] = useState<Row | null>(null);

  const act = async (row: Row, action: 'remove' | 'restore') => {
    try {
      await api.send('POST', removeUrl(row.CId, action), {});
      // Removing is a soft delete (CDeleted): its toast's Undo is the restore (decision 0105).
      if (action === 'remove') offerUndo({ restore: () => api.send('POST', removeUrl(row.CId, 'restore'), {}) });
      notify(
        text(action === 'remove' ? 'site.removeContent.wasRemoved' : 'site.removeContent.wasRestored', {
          title: row.CTitle,
        }),
        { type: 'success' },
      );
      refresh();
    } catch (e) {
      notify(errorText(e), { type: 'error' });
    }
  };
  const actionColumn = (
    <DataTable.Col
      label={text('site.removeContent.actions')}
      disableSort
      render={(r: Row) => (
        <RowButton
          color={tab === 'live' ? 'error' : 'primary'}
          label={text(tab === 'live' ? 'site.removeContent.removeNamed' : 'site.removeContent.restoreNamed', {
            title: r.CTitle,
          })}
          onClick={() => (tab === 'live' ? setConfirming(r) : void act(r, 'restore'))}
        >
          {text(tab === 'live' ? 'site.removeContent.remove' : 'site.removeContent.restore')}
        </RowButton>
      )}
    />
  );
  return (
    <ScreenFrame title={text('site.removeContent.title')} intro={text('site.removeContent.intro')}>
      <Tabs
        value={tab}
        onChange={(_, v: TabName) => switchTab(v)}
        aria-label={text('site.removeContent.tabs')}
        sx={{ mb: 1 }}
      >
        <Tab value="live" label={text('site.removeContent.live')} />
        <Tab value="removed" label={text('site.removeContent.removed')} />
      </Tabs>
      <ResourceContextProvider value="Content">
        <FreshListParams resource="Content" storeKeys={[storeKeyOf('live'), storeKeyOf('removed')]}>
          <RouteFilter.Provider
            key={tab}
            value={tab === 'removed' ? { CDeleted: true } : { CDeleted: false, ...PAGES_ONLY }}
          >
            <EntityList entity={content} create={false} rowClick={false} storeKey={storeKeyOf(tab)}>
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
        <DialogTitle id="remove-title">{text('site.removeContent.confirmTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {text('site.removeContent.confirmText', { title: confirming?.CTitle ?? '' })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(null)}>{text('site.removeContent.cancel')}</Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              const row = confirming!;
              setConfirming(null);
              void act(row, 'remove');
            }}
          >
            {text('site.removeContent.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </ScreenFrame>
  );
}

export default RemoveContentPage;
