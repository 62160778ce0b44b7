// The lookup tables (issue 16 item 8), edited in place on /db-tools: the
// tracking constants (DBConstants: mediums type 1, sources type 2) and the
// misc data lists (MiscData, by kind, spec §3). DBConstants' schema lets
// MoJoAdmin alone write it (write: []), which is who this screen is for.
import { Typography } from '@mui/material';
import { LookupTable, type LookupTableConfig } from './LookupTable.js';

export const CONSTANTS_TABLE: LookupTableConfig = {
  entity: 'DBConstants',
  key: 'DbcId',
  group: {
    name: 'DbcType',
    label: 'Type',
    known: [
      { value: 1, label: 'Mediums' },
      { value: 2, label: 'Sources' },
    ],
  },
  fields: [
    { name: 'DbcValue', label: 'Value', kind: 'text' },
    { name: 'DbcSortOrder', label: 'Sort order', kind: 'integer' },
  ],
  sortField: 'DbcSortOrder',
};

// The kinds' names as the spec lists them (§3 MiscData).
const MISC_KINDS = ['Token_Location', 'Seo_Tools', 'Time_Zone', 'Content_Editing', 'Blog_Tags', 'Blog_Authors', 'Markets', 'Services', 'AI_Prompt', 'AI_Settings'];

export const MISC_TABLE: LookupTableConfig = {
  entity: 'MiscData',
  key: 'MdId',
  group: { name: 'MdKind', label: 'Kind', known: MISC_KINDS.map((label, i) => ({ value: i + 1, label })) },
  fields: [
    { name: 'MdName', label: 'Name', kind: 'text' },
    { name: 'MdValue', label: 'Value (JSON)', kind: 'json' },
    { name: 'MdSortOrder', label: 'Sort order', kind: 'integer' },
  ],
  sortField: 'MdSortOrder',
};

export function LookupTables() {
  return (
    <>
      <Typography variant="h6" component="h2">
        Tracking constants (DBConstants)
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Type 1: mediums, type 2: sources — the values forms record and the submissions filter by.
      </Typography>
      <LookupTable config={CONSTANTS_TABLE} />
      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
        Misc data (MiscData)
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Small lists and settings by kind. A value that is not JSON is stored as text.
      </Typography>
      <LookupTable config={MISC_TABLE} />
    </>
  );
}
