// /key-manager (spec §2, protected settings): the named keys of outside
// services, each with what may be shown of its value — whether one is set,
// its last 4 characters, who changed it and when — never the value itself.
import { Button } from '@mui/material';
import { DataTable, ResourceContextProvider } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { SCHEMA } from '../../../../shared/generated/entities.generated.js';
import { EntityColumn, EntityList } from '../../../resource-kit/EntityList.js';
import { RowLink } from '../../site/sections/SectionList.js';
import { FreshListParams } from '../../site/shared/FreshListParams.js';
import { ScreenFrame } from '../../site/shared/ScreenStates.js';
import { valueStatus, type KeyRecord } from './key-form.js';

const keys = SCHEMA.KeyManager;

export function KeyListPage() {
  const add = (
    <Button component={RouterLink} to="/key-manager/new" variant="contained">
      Add key
    </Button>
  );
  return (
    <ScreenFrame title="Key Manager" actions={add} intro="Keys for outside services (e-mail marketing, AI). A value is written here and never shown again: only its last 4 characters, who set it and when.">
      <ResourceContextProvider value="KeyManager">
        <FreshListParams resource="KeyManager">
          <EntityList entity={keys} title="Key Manager" create={false}>
            <EntityColumn entity={keys} name="KmName" />
            <EntityColumn entity={keys} name="KmDescription" />
            <DataTable.Col label="Value" disableSort render={(r: KeyRecord) => valueStatus(r)} />
            <EntityColumn entity={keys} name="KmValueChangedBy" />
            <EntityColumn entity={keys} name="KmValueChangedAt" />
            <DataTable.Col
              label="Actions"
              disableSort
              render={(r: KeyRecord) => (
                <RowLink to={`/key-manager/${r.KmId}`} label={`Edit key ${r.KmName}`}>
                  Edit
                </RowLink>
              )}
            />
          </EntityList>
        </FreshListParams>
      </ResourceContextProvider>
    </ScreenFrame>
  );
}
