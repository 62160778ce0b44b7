// A block's child content as the editor offers it: a carousel of the
// Carousel Tool (stored as the block's CIdChild; the server checks it is an
// Image_Carousel), chosen from the list of carousels, with a preview of the
// carousel the block will show. A child the block already held that is not
// a carousel is kept and named, so opening an older block changes nothing.
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, MenuItem, TextField } from '@mui/material';
import { SCREEN_READ } from '../../../api/read-options.js';
import { carouselKeys } from '../../carousels/carousel-api.js';
import { useEditorApi } from '../api/EditorApiContext.js';
import { CarouselPreview } from '../../carousels/CarouselPreview.js';
import { errorText } from '../../../api/site-api.js';
import { useText } from '../../../i18n/use-text.js';

export function CarouselField({
  value,
  onChange,
}: {
  value: number | null | undefined;
  onChange: (cId: number | null) => void;
}) {
  const text = useText();
  const api = useEditorApi();
  const list = useQuery({ queryKey: carouselKeys.list(), queryFn: () => api.carousels(), ...SCREEN_READ });
  const carousels = list.data ?? [];
  const known = value ? carousels.some((c) => c.id === value) : false;
  const shown = useQuery({
    queryKey: carouselKeys.one(value ?? 0),
    queryFn: () => api.carousel(value!),
    enabled: known,
    ...SCREEN_READ,
  });

  return (
    <Box sx={{ display: 'grid', gap: 1, gridColumn: { md: '1 / -1' } }}>
      <TextField
        select
        size="small"
        label={text('editor-blocks.carousel.label')}
        value={list.data ? String(value ?? '') : ''}
        onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        helperText={text('editor-blocks.carousel.help')}
      >
        <MenuItem value="">{text('editor-blocks.carousel.none')}</MenuItem>
        {value && list.data && !known && (
          <MenuItem value={String(value)}>{text('editor-blocks.carousel.notCarousel', { id: value })}</MenuItem>
        )}
        {carousels.map((c) => (
          <MenuItem key={c.id} value={String(c.id)}>
            {text('editor-blocks.carousel.option', {
              title: c.title,
              slides: text('editor-blocks.carousel.slides', { smart_count: c.slideCount }),
            })}
          </MenuItem>
        ))}
      </TextField>
      {list.error && <Alert severity="error">{errorText(list.error)}</Alert>}
      {shown.data && <CarouselPreview title={shown.data.title} slides={shown.data.slides} />}
    </Box>
  );
}
