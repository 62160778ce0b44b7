// Pick a live page by title or URL (a search over /api/v1/db/content, keyed
// on the typed text once it settles; the options stay until the next answer).
import { pickerEmptyText } from './picker-words.js';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { dbListUrl, pageSearchFilters } from '../api/db-query.js';
import { queryKeys } from '../api/query-keys.js';
import { SCREEN_READ } from '../api/read-options.js';
import { useDebouncedValue } from '../api/useDebouncedValue.js';
import { useSiteApi } from '../api/site-api.js';
import type { FieldsOf } from '../../shared/api/generic.js';
import type { Content } from '../../shared/generated/entities.generated.js';

export type PickedPage = FieldsOf<Content, 'CId' | 'CTitle' | 'CSeoUrl'>;

export function PagePicker({
  label,
  value,
  onChange,
  helperText,
}: {
  label: string;
  value: PickedPage | null;
  onChange: (page: PickedPage | null) => void;
  helperText?: string;
}) {
  const api = useSiteApi();
  const [text, setText] = useState('');
  const searched = useDebouncedValue(text, 250);
  const found = useQuery({
    queryKey: queryKeys.pagePickerSearch(searched),
    queryFn: () =>
      api.get<PickedPage[]>(
        dbListUrl('Content', {
          filters: pageSearchFilters(searched),
          fields: ['CId', 'CTitle', 'CSeoUrl'],
          orderBy: 'CTitle asc',
          pageSize: 20,
        }),
      ),
    placeholderData: keepPreviousData,
    ...SCREEN_READ,
  });
  const options = found.data ?? []; // a failed search offers nothing
  return (
    <Autocomplete
      options={options}
      noOptionsText={pickerEmptyText(false)}
      value={value}
      onChange={(_, page) => onChange(page)}
      onInputChange={(_, t) => setText(t)}
      filterOptions={(o) => o}
      isOptionEqualToValue={(a, b) => a.CId === b.CId}
      getOptionLabel={(p) => `${p.CTitle}${p.CSeoUrl ? ` (${p.CSeoUrl})` : ''}`}
      renderInput={(params) => <TextField {...params} label={label} helperText={helperText} />}
    />
  );
}
