// /redirects/{RType}: the redirects of one type ('301', '302', …) in the
// kit's list, added and edited in a dialog; each row links to the checker.
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { Button } from '@mui/material';
import { RowButton } from '../shared/RowButton.js';
import { DataTable, ResourceContextProvider } from 'react-admin';
import { SCHEMA } from '../../../../shared/generated/entities.generated.js';
import { EntityColumn, EntityList } from '../../../resource-kit/EntityList.js';
import { RouteFilter } from '../../../routes/ResourceView.js';
import { RowLink } from '../sections/SectionList.js';
import { ErrorNotice, ScreenFrame } from '../shared/ScreenStates.js';
import { RedirectDialog, type RedirectRow } from './RedirectDialog.js';
import { FreshListParams } from '../shared/FreshListParams.js';

const redirect = SCHEMA.Redirect;

export function RedirectsPage() {
  const { RType = '' } = useParams();
  const [editing, setEditing] = useState<{ record?: RedirectRow } | null>(null);
  if (!/^\d{3}$/.test(RType)) return <ErrorNotice message={`"${RType}" is no redirect type: use a status code such as 301 or 302.`} />;
  const add = (
    <Button variant="contained" onClick={() => setEditing({})}>
      Add {RType} redirect
    </Button>
  );
  return (
    <ScreenFrame title={`${RType} Redirects`} actions={add}>
      <ResourceContextProvider value="Redirect">
        <FreshListParams key={RType} resource="Redirect">
          <RouteFilter.Provider key={RType} value={{ RType }}>
            <EntityList entity={redirect}>
              <EntityColumn entity={redirect} name="RFrom" />
              <EntityColumn entity={redirect} name="RTo" />
              <EntityColumn entity={redirect} name="RHits" />
              <EntityColumn entity={redirect} name="RCreated" />
              <DataTable.Col
                label="Actions"
                disableSort
                render={(r: RedirectRow) => (
                  <>
                    <RowButton label={`Edit redirect ${r.RFrom}`} onClick={() => setEditing({ record: r })}>
                      Edit
                    </RowButton>
                    <RowLink to={`/redirects/checker?url=${encodeURIComponent(r.RFrom)}`} label={`Check ${r.RFrom}`}>
                      Check
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
