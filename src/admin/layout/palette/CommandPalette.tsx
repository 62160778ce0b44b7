// The command palette (issue 29 item 3, decision 0104): a dialog holding one
// combobox (WAI-ARIA combobox pattern through MUI's useAutocomplete: the
// input owns a listbox, arrows move the active option, Enter chooses it, Esc
// closes). The list stays open under the input, ranked by palette-rank.ts.
import { useMemo, useState } from 'react';
import {
  Box,
  Dialog,
  DialogContent,
  DialogTitle,
  InputBase,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import useAutocomplete from '@mui/material/useAutocomplete';
import { useNavigate } from 'react-router-dom';
import { CacheToolsModal } from '../../pages/cache-tools/CacheToolsModal.js';
import { signOut } from '../../auth/logout.js';
import { useText } from '../../i18n/use-text.js';
import type { PaletteItem } from './palette-items.js';
import { rankItems } from './palette-rank.js';
import { usePaletteItems } from './usePaletteItems.js';

/** The id of the palette's dialog root (the shortcut tells it from other dialogs by it). */
export const PALETTE_ROOT_ID = 'command-palette-root';

interface CommandPaletteProps {
  open: boolean;
  onClose: () => void;
}

export function CommandPalette({ open, onClose }: CommandPaletteProps) {
  const [cacheTools, setCacheTools] = useState(false);
  const navigate = useNavigate();
  const choose = (item: PaletteItem) => {
    onClose();
    if (item.group === 'action') return void signOut();
    if (item.group !== 'tool') return navigate(item.to);
    const link = item.link;
    switch (link.kind) {
      case 'route':
        return navigate(link.to);
      case 'external':
        return void window.open(link.href, '_blank', 'noopener,noreferrer');
      case 'same-origin':
        return void window.location.assign(link.href);
      case 'clear-cache':
        return setCacheTools(true);
    }
  };
  return (
    <>
      <Dialog
        id={PALETTE_ROOT_ID}
        open={open}
        onClose={onClose}
        aria-labelledby="command-palette-title"
        fullWidth
        maxWidth="sm"
        slotProps={{ paper: { sx: { alignSelf: 'flex-start', mt: 8 } } }}
      >
        {open && <PaletteBody onChoose={choose} onClose={onClose} />}
      </Dialog>
      <CacheToolsModal open={cacheTools} onClose={() => setCacheTools(false)} />
    </>
  );
}

function PaletteBody({ onChoose, onClose }: { onChoose: (item: PaletteItem) => void; onClose: () => void }) {
  const text = useText();
  const [input, setInput] = useState('');
  const { items, searching, searchError } = usePaletteItems(input, true);
  const ranked = useMemo(() => rankItems(items, input), [items, input]);
  const { getRootProps, getInputProps, getListboxProps, getOptionProps, groupedOptions } = useAutocomplete<
    PaletteItem,
    false,
    false,
    false
  >({
    id: 'command-palette',
    open: true,
    options: ranked,
    filterOptions: (options) => options, // ranked above
    getOptionLabel: (o) => o.label,
    isOptionEqualToValue: (a, b) => a.id === b.id,
    inputValue: input,
    onInputChange: (_e, value, reason) => reason !== 'reset' && setInput(value),
    value: null,
    onChange: (_e, item) => item && onChoose(item),
    onClose: (_e, reason) => reason === 'escape' && onClose(),
    autoHighlight: true,
    clearOnBlur: false,
  });
  const options = groupedOptions as PaletteItem[];
  return (
    <>
      <DialogTitle id="command-palette-title">{text('palette.title')}</DialogTitle>
      <DialogContent>
        <Box {...getRootProps()}>
          <InputBase
            autoFocus
            fullWidth
            placeholder={text('palette.placeholder')}
            inputProps={{
              ...getInputProps(),
              'aria-label': text('palette.inputLabel'),
              'aria-describedby': 'command-palette-hint',
            }}
            sx={{ px: 1.5, py: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}
          />
        </Box>
        <Typography id="command-palette-hint" variant="caption" color="text.secondary">
          {text('palette.hint')}
        </Typography>
        {options.length > 0 ? (
          <List
            dense
            {...getListboxProps()}
            aria-label={text('palette.title')}
            sx={{ maxHeight: '55vh', overflow: 'auto', '& .Mui-focused': { bgcolor: 'action.selected' } }}
          >
            {options.map((item, index) => {
              const { key, ...props } = getOptionProps({ option: item, index }) as ReturnType<typeof getOptionProps> & {
                key: string;
              };
              return (
                <ListItem key={key} {...props} sx={{ cursor: 'pointer', borderRadius: 1 }}>
                  <ListItemText
                    primary={item.label}
                    secondary={[text(`palette.groups.${item.group}`), item.detail].filter(Boolean).join(' · ')}
                  />
                </ListItem>
              );
            })}
          </List>
        ) : (
          !searching && (
            <Typography role="status" sx={{ py: 2 }}>
              {text('palette.nothing')}
            </Typography>
          )
        )}
        {searching && (
          <Typography role="status" variant="body2">
            {text('palette.searching')}
          </Typography>
        )}
        {searchError && (
          <Typography role="alert" variant="body2" color="error">
            {text('palette.searchFailed', { message: searchError })}
          </Typography>
        )}
      </DialogContent>
    </>
  );
}
