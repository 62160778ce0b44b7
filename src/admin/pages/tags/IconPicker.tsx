// The icon of a tag (CUrlDefaultPage, spec §3): a searchable list of the
// curated MUI icons the dashboard draws (dashboard/ToolIcon.tsx), each shown
// beside its name. Another name may be typed; the dashboard shows the
// question icon for a name it does not know, and so does the preview here.
import { pickerEmptyText } from '../../kit/picker-words.js';
import { Autocomplete, Box, TextField } from '@mui/material';
import { TOOL_ICONS, ToolIcon } from '../dashboard/ToolIcon.js';
import { useText } from '../../i18n/use-text.js';

const NAMES = Object.keys(TOOL_ICONS).sort();

export function IconPicker({ value, onChange }: { value: string; onChange: (name: string) => void }) {
  const text = useText();
  const known = Object.hasOwn(TOOL_ICONS, value);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box
        aria-label={text('tags.icon.preview', { name: value && known ? value : text('tags.icon.question') })}
        role="img"
        sx={{ display: 'flex', p: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        <ToolIcon name={value} />
      </Box>
      <Autocomplete
        freeSolo
        fullWidth
        options={NAMES}
        noOptionsText={pickerEmptyText(false)}
        value={value}
        onInputChange={(_, text) => onChange(text)}
        renderOption={({ key, ...props }, name) => (
          <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1 }}>
            <ToolIcon name={name} />
            {name}
          </Box>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            label={text('tags.icon.label')}
            helperText={value && !known ? text('tags.icon.unknown') : text('tags.icon.search')}
          />
        )}
      />
    </Box>
  );
}
