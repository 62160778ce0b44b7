// /carousel-tool (issue 14 item 4; docs/decisions/0040-carousel-tool-and-library-pickers.md): the
// carousels, each a title and ordered slides of library images; one chosen
// from the list (or a new one) is edited beside it. A page shows a carousel
// through a block (the page editor's "Carousel" field).
import { useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Box, Button, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { createHttpClient, type HttpClient } from '../../providers/http-client.js';
import { SCREEN_READ } from '../../api/read-options.js';
import { ErrorNotice, Loading, ScreenFrame } from '../../kit/ScreenStates.js';
import { errorText } from '../../api/site-api.js';
import { carouselKeys, listCarousels, readCarousel } from './carousel-api.js';
import { CarouselForm } from './CarouselForm.js';
import { useText } from '../../i18n/use-text.js';

type Choice = { kind: 'none' } | { kind: 'new'; n: number } | { kind: 'edit'; id: number };

export function CarouselToolPage({ http: given }: { http?: HttpClient }) {
  const http = useMemo(() => given ?? createHttpClient(), [given]);
  const [choice, setChoice] = useState<Choice>({ kind: 'none' });
  const client = useQueryClient();
  const text = useText();
  const list = useQuery({ queryKey: carouselKeys.list(), queryFn: () => listCarousels(http), ...SCREEN_READ });
  const chosenId = choice.kind === 'edit' ? choice.id : undefined;
  const one = useQuery({
    queryKey: carouselKeys.one(chosenId ?? 0),
    queryFn: () => readCarousel(http, chosenId!),
    enabled: chosenId !== undefined,
    ...SCREEN_READ,
    gcTime: 0,
  });
  const refresh = () => void client.invalidateQueries({ queryKey: carouselKeys.all() });

  return (
    <ScreenFrame
      title={text('carousels.tool.title')}
      intro={text('carousels.tool.intro')}
      actions={
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setChoice((c) => ({ kind: 'new', n: c.kind === 'new' ? c.n + 1 : 1 }))}
        >
          {text('carousels.tool.newCarousel')}
        </Button>
      }
    >
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { md: '260px 1fr' }, alignItems: 'start' }}>
        <Box component="nav" aria-label={text('carousels.tool.listLabel')}>
          {list.error && <ErrorNotice message={errorText(list.error)} />}
          {!list.data && !list.error && <Loading />}
          {list.data?.length === 0 && <Typography variant="body2">{text('carousels.tool.none')}</Typography>}
          <List dense>
            {list.data?.map((c) => (
              <ListItem key={c.id} disablePadding>
                <ListItemButton
                  selected={c.id === chosenId}
                  aria-current={c.id === chosenId ? 'true' : undefined}
                  onClick={() => setChoice({ kind: 'edit', id: c.id })}
                >
                  {c.firstPhoto && (
                    <Box
                      component="img"
                      src={c.firstPhoto}
                      alt=""
                      sx={{ width: 48, height: 32, objectFit: 'cover', mr: 1 }}
                    />
                  )}
                  <ListItemText
                    primary={c.title}
                    secondary={text('carousels.tool.slideCount', { smart_count: c.slideCount })}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Box>
        <Box>
          {choice.kind === 'none' && <Typography variant="body2">{text('carousels.tool.choose')}</Typography>}
          {choice.kind === 'new' && (
            <CarouselForm
              key={`new-${choice.n}`}
              http={http}
              onSaved={(saved) => {
                refresh();
                setChoice({ kind: 'edit', id: saved.id });
              }}
              onDeleted={refresh}
            />
          )}
          {choice.kind === 'edit' && one.error && <ErrorNotice message={errorText(one.error)} />}
          {choice.kind === 'edit' && !one.data && !one.error && <Loading />}
          {choice.kind === 'edit' && one.data && (
            <CarouselForm
              key={one.data.id}
              http={http}
              carousel={one.data}
              onSaved={refresh}
              onDeleted={() => {
                refresh();
                setChoice({ kind: 'none' });
              }}
            />
          )}
        </Box>
      </Box>
    </ScreenFrame>
  );
}

export default CarouselToolPage;
