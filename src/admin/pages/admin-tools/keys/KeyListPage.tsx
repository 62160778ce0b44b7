// /key-manager (spec §2, protected settings): the named keys of outside
// services, each with what may be shown of its value — whether one is set,
// its last 4 characters, who changed it and when — never the value itself.
import { Button } from '@mui/material';
import { DataTable, ResourceContextProvider } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { SCHEMA } from '../../../../shared/generated/entities.generated.js';
import { EntityColumn, EntityList } from '../../../resource-kit/EntityList.js';
import { RowLink } from '../../site/sections/SectionList.js';
import { FreshListParams } from '../../../kit/FreshListParams.js';
import { ScreenFrame } from '../../../kit/ScreenStates.js';
import { valueStatus, type KeyRecord } from './key-form.js';
import { useText } from '../../../i18n/use-text.js';

const keys = SCHEMA.KeyManager;

export function KeyListPage() {
  const text = useText();
  const add = (
    <Button component={RouterLink} to="/key-manager/new" variant="contained">
      {text('admin-tools.keys.add')}
    </Button>
  );
  return (
    <ScreenFrame title={text('admin-tools.keys.title')} actions={add} intro={text('admin-tools.keys.intro')}>
      <ResourceContextProvider value="KeyManager">
        <FreshListParams resource="KeyManager">
          <EntityList entity={keys} title={text('admin-tools.keys.title')} create={false}>
            <EntityColumn entity={keys} name="KmName" />
            <EntityColumn entity={keys} name="KmDescription" />
            <DataTable.Col
              label={text('admin-tools.keys.value')}
              disableSort
              render={(r: KeyRecord) => valueStatus(r, text)}
            />
            <EntityColumn entity={keys} name="KmValueChangedBy" />
            <EntityColumn entity={keys} name="KmValueChangedAt" />
            <DataTable.Col
              label={text('admin-tools.keys.actions')}
              disableSort
              render={(r: KeyRecord) => (
                <RowLink to={`/key-manager/${r.KmId}`} label={text('admin-tools.keys.editKey', { name: r.KmName })}>
                  {text('admin-tools.keys.edit')}
                </RowLink>
              )}
            />
          </EntityList>
        </FreshListParams>
      </ResourceContextProvider>
    </ScreenFrame>
  );
}
