// /seo-tools: the SEO fields of every page-like content record (types 1–7
// but Shared_Content 5) in the kit's list, each row editable in a dialog.
// No Create and no row click: new pages come from Add Content, and the raw
// Content screens belong to the Data browser (issue 25 item 3).
import { useState } from 'react';
import { RowButton } from '../../../kit/RowButton.js';
import { DataTable, ResourceContextProvider, useNotify, useRefresh } from 'react-admin';
import { SCHEMA, type Content } from '../../../../shared/generated/entities.generated.js';
import type { FieldsOf } from '../../../../shared/api/generic.js';
import { EntityColumn, EntityList } from '../../../resource-kit/EntityList.js';
import { RouteFilter } from '../../../routes/route-context.js';
import { ScreenFrame } from '../../../kit/ScreenStates.js';
import { SeoDialog } from './SeoDialog.js';
import { FreshListParams } from '../../../kit/FreshListParams.js';
import { useText } from '../../../i18n/use-text.js';

const content = SCHEMA.Content;
export const PAGE_TYPES = [1, 2, 3, 4, 6, 7];
type Row = FieldsOf<Content, 'CId' | 'CTitle' | 'CMetaDesc'>;

/** A row's meta description, or undefined when it has none. */
const descriptionOf = (r: Row) => {
  const d =
    r.CMetaDesc && typeof r.CMetaDesc === 'object' ? (r.CMetaDesc as { description?: unknown }).description : undefined;
  return typeof d === 'string' && d ? d : undefined;
};

export function SeoToolsPage() {
  const [editing, setEditing] = useState<number | null>(null);
  const notify = useNotify();
  const refresh = useRefresh();
  const text = useText();
  return (
    <ScreenFrame title={text('site.seo.title')} intro={text('site.seo.intro')}>
      <ResourceContextProvider value="Content">
        <FreshListParams resource="Content">
          <RouteFilter.Provider value={{ CDeleted: false, CtId: PAGE_TYPES }}>
            <EntityList entity={content} create={false} rowClick={false}>
              <EntityColumn entity={content} name="CTitle" />
              <EntityColumn entity={content} name="CSeoTitle" />
              <EntityColumn entity={content} name="CSeoUrl" />
              <DataTable.Col
                label={text('site.seo.metaDescription')}
                disableSort
                render={(r: Row) => descriptionOf(r) ?? text('site.seo.none')}
              />
              <DataTable.Col
                label={text('site.seo.actions')}
                disableSort
                render={(r: Row) => (
                  <RowButton label={text('site.seo.editNamed', { title: r.CTitle })} onClick={() => setEditing(r.CId)}>
                    {text('site.seo.edit')}
                  </RowButton>
                )}
              />
            </EntityList>
          </RouteFilter.Provider>
        </FreshListParams>
      </ResourceContextProvider>
      {editing !== null && (
        <SeoDialog
          CId={editing}
          onClose={() => setEditing(null)}
          onSaved={(message) => {
            setEditing(null);
            notify(message, { type: 'success' });
            refresh();
          }}
        />
      )}
    </ScreenFrame>
  );
}

export default SeoToolsPage;
