// The lookup tables (issue 16 item 8): the tracking constants (DBConstants:
// mediums type 1, sources type 2) and the misc data lists (MiscData, by
// kind), listed and edited through the generic screens — search, create,
// open a row to edit or delete it. DBConstants' schema lets MoJoAdmin alone
// write it (write: []), which is who this screen is for.
import { Typography } from '@mui/material';
import { ResourceContextProvider } from 'react-admin';
import { SCHEMA } from '../../../shared/generated/entities.generated.js';
import { EntityColumn, EntityList } from '../../resource-kit/EntityList.js';

const constants = SCHEMA.DBConstants;
const misc = SCHEMA.MiscData;

export function LookupTables() {
  return (
    <>
      <Typography variant="h6" component="h2">
        Tracking constants (DBConstants)
      </Typography>
      <Typography variant="body2">Type 1: mediums, type 2: sources — the values forms record and the submissions filter by.</Typography>
      <ResourceContextProvider value="DBConstants">
        <EntityList entity={constants} title="DB Tools" storeKey="db-tools.constants">
          <EntityColumn entity={constants} name="DbcId" />
          <EntityColumn entity={constants} name="DbcType" />
          <EntityColumn entity={constants} name="DbcValue" />
          <EntityColumn entity={constants} name="DbcSortOrder" />
        </EntityList>
      </ResourceContextProvider>
      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
        Misc data (MiscData)
      </Typography>
      <Typography variant="body2">Small lists and settings by kind: 1 token locations, 2 SEO tools, 3 time zone, 4 content editing, …</Typography>
      <ResourceContextProvider value="MiscData">
        <EntityList entity={misc} title="DB Tools" storeKey="db-tools.misc">
          <EntityColumn entity={misc} name="MdId" />
          <EntityColumn entity={misc} name="MdKind" />
          <EntityColumn entity={misc} name="MdName" />
          <EntityColumn entity={misc} name="MdSortOrder" />
        </EntityList>
      </ResourceContextProvider>
    </>
  );
}
