// The picker's page of files: one toggle button per file (its thumbnail or
// its type, and its title), the chosen one pressed. Buttons, so Tab and
// Enter/Space choose without a mouse; a double click chooses and confirms.
import { Box, ButtonBase, Typography } from '@mui/material';
import type { MediaItem } from '../../../shared/api/media.js';
import { quietSurface } from '../../palette.js';
import { useText } from '../../i18n/use-text.js';

interface MediaPickerGridProps {
  items: MediaItem[];
  selectedId: number | undefined;
  onSelect: (item: MediaItem) => void;
  onConfirm: (item: MediaItem) => void;
}

export function MediaPickerGrid({ items, selectedId, onSelect, onConfirm }: MediaPickerGridProps) {
  const text = useText();
  return (
    <Box
      component="ul"
      aria-label={text('media.picker.filesLabel')}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 1,
        gridTemplateColumns: 'repeat(auto-fill, minmax(130px, 1fr))',
      }}
    >
      {items.map((item) => {
        const selected = item.id === selectedId;
        return (
          <li key={item.id}>
            <ButtonBase
              aria-pressed={selected}
              aria-label={`${item.title}${item.width && item.height ? `, ${item.width} × ${item.height}` : ''}`}
              onClick={() => onSelect(item)}
              onDoubleClick={() => onConfirm(item)}
              sx={{
                width: '100%',
                display: 'block',
                textAlign: 'left',
                border: 2,
                borderColor: selected ? 'primary.main' : 'grey.300',
                borderRadius: 1,
                p: 0.5,
                '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.dark' },
              }}
            >
              {item.kind === 'image' ? (
                <Box
                  component="img"
                  src={item.url}
                  alt=""
                  sx={{ display: 'block', width: '100%', height: 90, objectFit: 'contain', bgcolor: quietSurface }}
                />
              ) : (
                <Box
                  sx={{
                    height: 90,
                    display: 'flex',
                    alignItems: 'center',
                    justifyContent: 'center',
                    bgcolor: quietSurface,
                  }}
                >
                  <Typography variant="overline">{item.type.split('/').pop()}</Typography>
                </Box>
              )}
              <Typography variant="caption" component="span" noWrap sx={{ display: 'block' }}>
                {item.title}
              </Typography>
            </ButtonBase>
          </li>
        );
      })}
    </Box>
  );
}
