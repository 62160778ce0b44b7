// One carousel being made or changed: its title and slides, a live preview,
// Save (POST for a new one, PUT replacing every slide) and Delete — refused
// while pages show the carousel, which are listed instead.
import { useState } from 'react';
import { Alert, Box, Button, List, ListItem, ListItemText, TextField, Typography } from '@mui/material';
import type { Carousel } from '../../../shared/api/carousel.js';
import type { HttpClient } from '../../providers/http-client.js';
import { errorText } from '../../api/site-api.js';
import { ConfirmDialog } from '../editor/ConfirmDialog.js';
import { createCarousel, deleteCarousel, saveCarousel } from './carousel-api.js';
import { CarouselPreview } from './CarouselPreview.js';
import { withKeys, withoutKeys, type EditorSlide } from './slide-model.js';
import { SlideList } from './SlideList.js';
import { useText } from '../../i18n/use-text.js';

interface CarouselFormProps {
  http: HttpClient;
  /** Undefined: a new carousel. */
  carousel?: Carousel;
  onSaved: (carousel: Carousel) => void;
  onDeleted: () => void;
}

export function CarouselForm({ http, carousel, onSaved, onDeleted }: CarouselFormProps) {
  const [title, setTitle] = useState(carousel?.title ?? '');
  const [slides, setSlides] = useState<EditorSlide[]>(() => withKeys(carousel?.slides ?? []));
  const [error, setError] = useState<string>();
  const [status, setStatus] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const placed = carousel?.placedIn ?? [];
  const text = useText();

  const save = async () => {
    setBusy(true);
    setError(undefined);
    setStatus(undefined);
    try {
      const body = { title, slides: withoutKeys(slides) };
      const saved = carousel ? await saveCarousel(http, carousel.id, body) : await createCarousel(http, body);
      setStatus(text('carousels.form.saved', { title: saved.title }));
      onSaved(saved);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    setConfirming(false);
    try {
      await deleteCarousel(http, carousel!.id);
      onDeleted();
    } catch (e) {
      setError(errorText(e));
    }
  };

  return (
    <Box
      component="section"
      aria-label={
        carousel ? text('carousels.form.regionLabel', { title: carousel.title }) : text('carousels.form.newCarousel')
      }
      sx={{ display: 'grid', gap: 2 }}
    >
      <Typography variant="h6" component="h2">
        {carousel ? text('carousels.form.editHeading', { title: carousel.title }) : text('carousels.form.newCarousel')}
      </Typography>
      <TextField
        label={text('carousels.form.titleLabel')}
        size="small"
        required
        value={title}
        onChange={(e) => setTitle(e.target.value)}
      />
      <SlideList slides={slides} onChange={setSlides} />
      <Box component="section" aria-labelledby="preview-title">
        <Typography id="preview-title" variant="h6" component="h2" gutterBottom>
          {text('carousels.form.preview')}
        </Typography>
        <CarouselPreview title={title || text('carousels.form.untitled')} slides={withoutKeys(slides)} />
      </Box>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <Box role="status" aria-live="polite">
        {status}
      </Box>
      {placed.length > 0 && (
        <Box>
          <Typography variant="body2">{text('carousels.form.shownBy')}</Typography>
          <List dense aria-label={text('carousels.form.shownByLabel')}>
            {placed.map((p) => (
              <ListItem key={p.CId}>
                <ListItemText
                  primary={p.removed ? text('carousels.form.removedPage', { title: p.CTitle }) : p.CTitle}
                  secondary={p.CSeoUrl}
                />
              </ListItem>
            ))}
          </List>
        </Box>
      )}
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button variant="contained" disabled={busy} onClick={() => void save()}>
          {carousel ? text('carousels.form.save') : text('carousels.form.create')}
        </Button>
        {carousel && (
          <Button color="error" disabled={busy || placed.length > 0} onClick={() => setConfirming(true)}>
            {text('carousels.form.delete')}
          </Button>
        )}
      </Box>
      <ConfirmDialog
        open={confirming}
        text={text('carousels.form.confirmDelete', { title: carousel?.title ?? '' })}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      />
    </Box>
  );
}
