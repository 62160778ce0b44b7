// A carousel as a visitor would meet it, following the WAI-ARIA carousel
// pattern: a region named by the carousel's title, Previous and Next
// buttons, one slide shown at a time as a group named "2 of 3" in a polite
// live region (so a screen reader hears each new slide), no automatic
// rotation. Used by the carousel tool and by the page editor's carousel block.
import { useId, useState } from 'react';
import { Box, IconButton, Link, Typography } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import type { CarouselSlide } from '../../../shared/api/carousel.js';
import { quietSurface } from '../../palette.js';
import { useText } from '../../i18n/use-text.js';

export function CarouselPreview({ title, slides }: { title: string; slides: CarouselSlide[] }) {
  const slidesId = useId();
  const [at, setAt] = useState(0);
  const text = useText();
  if (!slides.length) return <Typography variant="body2">{text('carousels.preview.empty', { title })}</Typography>;
  const index = Math.min(at, slides.length - 1);
  const slide = slides[index];
  const go = (step: number) => setAt((index + step + slides.length) % slides.length);
  const image = (
    <Box
      component="img"
      src={slide.photo}
      alt={slide.alt}
      sx={{ display: 'block', width: '100%', maxHeight: 260, objectFit: 'contain', bgcolor: quietSurface }}
    />
  );

  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label={text('carousels.preview.regionLabel', { title })}
      sx={{ border: 1, borderColor: 'grey.300', borderRadius: 1, p: 1 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <IconButton aria-label={text('carousels.preview.previous')} aria-controls={slidesId} onClick={() => go(-1)}>
          <ChevronLeftIcon />
        </IconButton>
        <Box id={slidesId} aria-live="polite" sx={{ flex: 1, minWidth: 0 }}>
          <Box
            role="group"
            aria-roledescription="slide"
            aria-label={text('carousels.preview.position', { n: index + 1, count: slides.length })}
          >
            {slide.link ? (
              <Link
                href={slide.link}
                target={slide.target || undefined}
                rel={slide.target === '_blank' ? 'noreferrer' : undefined}
                aria-label={
                  slide.alt ? undefined : slide.caption || text('carousels.preview.slideLabel', { n: index + 1 })
                }
              >
                {image}
              </Link>
            ) : (
              image
            )}
            {slide.caption && (
              <Typography variant="body2" component="p" sx={{ mt: 0.5 }}>
                {slide.caption}
              </Typography>
            )}
          </Box>
        </Box>
        <IconButton aria-label={text('carousels.preview.next')} aria-controls={slidesId} onClick={() => go(1)}>
          <ChevronRightIcon />
        </IconButton>
      </Box>
      <Typography variant="caption" component="p" sx={{ textAlign: 'center' }}>
        {text('carousels.preview.caption', { n: index + 1, count: slides.length })}
      </Typography>
    </Box>
  );
}
