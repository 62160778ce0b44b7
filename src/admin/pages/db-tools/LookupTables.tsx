// The lookup tables (issue 16 item 8), edited in place on /db-tools: the
// tracking constants (DBConstants: mediums type 1, sources type 2) and the
// misc data lists (MiscData, by kind, spec §3). DBConstants' schema lets
// MoJoAdmin alone write it (write: []), which is who this screen is for.
import { Typography } from '@mui/material';
import { LookupTable, type LookupTableConfig } from './LookupTable.js';
import { useText } from '../../i18n/use-text.js';

export const CONSTANTS_TABLE: LookupTableConfig = {
  entity: 'DBConstants',
  key: 'DbcId',
  group: {
    name: 'DbcType',
    texts: 'db-tools.lookups.type',
    known: [
      { value: 1, label: 'db-tools.lookups.mediums' },
      { value: 2, label: 'db-tools.lookups.sources' },
    ],
  },
  fields: [
    { name: 'DbcValue', label: 'db-tools.lookups.value', kind: 'text' },
    { name: 'DbcSortOrder', label: 'db-tools.lookups.sortOrder', kind: 'integer' },
  ],
  sortField: 'DbcSortOrder',
};

// The kinds' names as the spec lists them (§3 MiscData).
const MISC_KINDS = [
  'Token_Location',
  'Seo_Tools',
  'Time_Zone',
  'Content_Editing',
  'Blog_Tags',
  'Blog_Authors',
  'Markets',
  'Services',
  'AI_Prompt',
  'AI_Settings',
];

const MISC_TABLE: LookupTableConfig = {
  entity: 'MiscData',
  key: 'MdId',
  group: {
    name: 'MdKind',
    texts: 'db-tools.lookups.kind',
    known: MISC_KINDS.map((name, i) => ({ value: i + 1, name })),
  },
  fields: [
    { name: 'MdName', label: 'db-tools.lookups.name', kind: 'text' },
    { name: 'MdValue', label: 'db-tools.lookups.valueJson', kind: 'json' },
    { name: 'MdSortOrder', label: 'db-tools.lookups.sortOrder', kind: 'integer' },
  ],
  sortField: 'MdSortOrder',
};

export function LookupTables() {
  const text = useText();
  return (
    <>
      <Typography variant="h6" component="h2">
        {text('db-tools.lookups.constantsHeading')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {text('db-tools.lookups.constantsIntro')}
      </Typography>
      <LookupTable config={CONSTANTS_TABLE} />
      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
        {text('db-tools.lookups.miscHeading')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {text('db-tools.lookups.miscIntro')}
      </Typography>

      <LookupTable config={MISC_TABLE} />
    </>
  );
}
