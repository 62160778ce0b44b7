// Permissions on single content items (CId claims): a search by title over
// the content, the chosen items as chips. Spec §2 pickers: 'No results' when
// nothing matches.
import { pickerEmptyText } from '../../kit/picker-words.js';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Autocomplete, Chip, TextField, Typography } from '@mui/material';
import { queryKeys } from '../../api/query-keys.js';
import { SCREEN_READ } from '../../api/read-options.js';
import { useDebouncedValue } from '../../api/useDebouncedValue.js';
import { usePeopleApi } from './people-api.js';
import { useText } from '../../i18n/use-text.js';

export interface PickedContent {
  CId: number;
  CTitle: string | null;
}

export function ContentPicker({
  value,
  onChange,
  disabled,
  describedBy,
}: {
  value: PickedContent[];
  onChange: (next: PickedContent[]) => void;
  disabled?: boolean;
  describedBy?: string;
}) {
  const api = usePeopleApi();
  const t = useText();
  const label = (c: PickedContent) => `${c.CTitle || t('people.content.untitled')} (${c.CId})`;
  const [text, setText] = useState('');
  const searched = useDebouncedValue(text, 250);
  const found = useQuery({
    queryKey: queryKeys.people.contentSearch(searched),
    queryFn: () => api.searchContent(searched),
    placeholderData: keepPreviousData,
    enabled: !disabled,
    ...SCREEN_READ,
  });
  return (
    <>
      {/* Not a helper text: a disabled field greys its helper text below the contrast axe asks for. */}
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t('people.content.intro')}
      </Typography>
      <Autocomplete<PickedContent, true>
        multiple
        filterSelectedOptions
        disabled={disabled}
        options={found.data ?? []}
        value={value}
        filterOptions={(o) => o}
        onChange={(_, next) => onChange(next)}
        onInputChange={(_, typed) => setText(typed)}
        isOptionEqualToValue={(a, b) => a.CId === b.CId}
        getOptionLabel={label}
        noOptionsText={pickerEmptyText(false)}
        renderValue={(chosen, getItemProps) =>
          chosen.map((c, index) => <Chip {...getItemProps({ index })} key={c.CId} label={label(c)} />)
        }
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('people.content.label')}
            slotProps={{
              htmlInput: { ...params.inputProps, ...(describedBy ? { 'aria-describedby': describedBy } : {}) },
            }}
          />
        )}
      />
    </>
  );
}
