// Pick a live page by title or URL (a search over /api/v1/db/content).
import { useEffect, useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { dbListUrl, pageSearchFilters } from './db-query.js';
import { useSiteApi } from './site-api.js';

export interface PickedPage {
  CId: number;
  CTitle: string;
  CSeoUrl: string | null;
}

export function PagePicker({ label, value, onChange, helperText }: { label: string; value: PickedPage | null; onChange: (page: PickedPage | null) => void; helperText?: string }) {
  const api = useSiteApi();
  const [text, setText] = useState('');
  const [options, setOptions] = useState<PickedPage[]>([]);
  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      api
        .get<PickedPage[]>(dbListUrl('Content', { filters: pageSearchFilters(text), fields: ['CId', 'CTitle', 'CSeoUrl'], orderBy: 'CTitle asc', pageSize: 20 }))
        .then((rows) => live && setOptions(rows))
        .catch(() => live && setOptions([]));
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [api, text]);
  return (
    <Autocomplete
      options={options}
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
