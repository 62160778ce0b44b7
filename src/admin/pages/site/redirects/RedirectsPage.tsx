// /redirects/{RType}: the redirects of one type in the kit's list, added and
// edited in a dialog; each row links to the checker. The types are those the
// server accepts (shared/redirect-rules.ts REDIRECT_TYPES): 301 (moved
// permanently: the editor's URL changes write these) and 302 (found,
// temporary), the dashboard's '301 Redirects' and '302 Redirects', and their
// method-keeping variants 307 and 308; any other {RType} is an unknown path and
// shows the 404 screen, so no '999 Redirects' list offers to add redirects the
// site would not serve. The list offers no generic Create (/Redirect/create)
// and no row click into the raw record view: adding and editing happen in the
// tool's own dialog (issue 41 item 2).
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { Button } from '@mui/material';
import { RowButton } from '../../../kit/RowButton.js';
import { DataTable, ResourceContextProvider } from 'react-admin';
import { SCHEMA } from '../../../../shared/generated/entities.generated.js';
import { EntityColumn, EntityList } from '../../../resource-kit/EntityList.js';
import { RouteFilter } from '../../../routes/route-context.js';
import { RowLink } from '../sections/SectionList.js';
import { ScreenFrame } from '../../../kit/ScreenStates.js';
import { NotFoundPage } from '../../../layout/FallbackPages.js';
import { RedirectDialog, type RedirectRow } from './RedirectDialog.js';
import { FreshListParams } from '../../../kit/FreshListParams.js';
import { isRedirectType } from '../../../../shared/redirect-rules.js';
import { useText } from '../../../i18n/use-text.js';

const redirect = SCHEMA.Redirect;

export function RedirectsPage() {
  const { RType = '' } = useParams();
  const text = useText();
  const [editing, setEditing] = useState<{ record?: RedirectRow } | null>(null);
  // The types the server accepts (shared/redirect-rules.ts); any other is an unknown path: the 404 screen.
  if (!isRedirectType(RType)) return <NotFoundPage />;
  const add = (
    <Button variant="contained" onClick={() => setEditing({})}>
      {text('site.redirects.add', { type: RType })}
    </Button>
  );
  return (
    <ScreenFrame title={text('site.redirects.title', { type: RType })} actions={add}>
      <ResourceContextProvider value="Redirect">
        <FreshListParams key={RType} resource="Redirect">
          <RouteFilter.Provider key={RType} value={{ RType }}>
            {/* The tool's own 'Add … redirect' dialog is its only way to add, and a row acts through its
                own Edit and Check: no generic Create, no row click into the Data browser's raw screens. */}
            <EntityList entity={redirect} create={false} rowClick={false}>
              <EntityColumn entity={redirect} name="RFrom" />
              <EntityColumn entity={redirect} name="RTo" />
              <EntityColumn entity={redirect} name="RHits" />
              <EntityColumn entity={redirect} name="RCreated" />
              <DataTable.Col
                label={text('site.redirects.actions')}
                disableSort
                render={(r: RedirectRow) => (
                  <>
                    <RowButton
                      label={text('site.redirects.editNamed', { from: r.RFrom })}
                      onClick={() => setEditing({ record: r })}
                    >
                      {text('site.redirects.edit')}
                    </RowButton>
                    <RowLink
                      to={`/redirects/checker?url=${encodeURIComponent(r.RFrom)}`}
                      label={text('site.redirects.checkNamed', { from: r.RFrom })}
                    >
                      {text('site.redirects.check')}
                    </RowLink>
                  </>
                )}
              />
            </EntityList>
          </RouteFilter.Provider>
        </FreshListParams>
      </ResourceContextProvider>
      {editing && <RedirectDialog RType={RType} record={editing.record} onClose={() => setEditing(null)} />}
    </ScreenFrame>
  );
}

export default RedirectsPage;
