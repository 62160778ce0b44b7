// The crop box over the image: drag it with the pointer, or focus it and use
// the arrow keys (move) and Shift+arrow keys (resize); its numbers are also
// fields of their own (ImageToolPage). Coordinates are the displayed image's
// pixels (crop-math.ts); the picture is shown scaled to fit.
import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { Box } from '@mui/material';
import { clampRect, nudge, type Rect, type Size } from './crop-math.js';
import { quietSurface } from '../../palette.js';
import { useText } from '../../i18n/use-text.js';

interface Props {
  src: string;
  alt: string;
  image: Size;
  crop: Rect;
  ratio: number | null;
  onCrop: (crop: Rect) => void;
  /** The loaded picture (its natural size is the displayed image's; the preview draws from it). */
  onLoad: (img: HTMLImageElement) => void;
}

const DISPLAY_WIDTH = 560;

export function CropBox({ src, alt, image, crop, ratio, onCrop, onLoad }: Props) {
  const scale = Math.min(1, DISPLAY_WIDTH / image.width);
  const text = useText();
  const drag = useRef<{ x: number; y: number; start: Rect } | null>(null);
  const percent = (n: number, of: number) => `${(n / of) * 100}%`;

  const onKeyDown = (e: KeyboardEvent) => {
    const next = nudge(crop, e.key, e.shiftKey, ratio, image);
    if (!next) return;
    e.preventDefault();
    onCrop(next);
  };
  const onPointerDown = (e: PointerEvent) => {
    (e.target as Element).setPointerCapture?.(e.pointerId);
    drag.current = { x: e.clientX, y: e.clientY, start: crop };
  };
  const onPointerMove = (e: PointerEvent) => {
    const d = drag.current;
    if (!d) return;
    onCrop(
      clampRect(
        { ...d.start, x: d.start.x + (e.clientX - d.x) / scale, y: d.start.y + (e.clientY - d.y) / scale },
        image,
      ),
    );
  };

  return (
    <Box
      sx={{
        position: 'relative',
        width: image.width * scale || DISPLAY_WIDTH,
        maxWidth: '100%',
        userSelect: 'none',
        bgcolor: quietSurface,
      }}
    >
      <img
        src={src}
        alt={alt}
        draggable={false}
        style={{ display: 'block', width: '100%' }}
        onLoad={(e) => onLoad(e.currentTarget)}
      />
      {image.width > 0 && (
        <Box
          role="group"
          tabIndex={0}
          aria-label={text('images.crop.area', { width: crop.width, height: crop.height, x: crop.x, y: crop.y })}
          onKeyDown={onKeyDown}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={() => (drag.current = null)}
          sx={{
            position: 'absolute',
            left: percent(crop.x, image.width),
            top: percent(crop.y, image.height),
            width: percent(crop.width, image.width),
            height: percent(crop.height, image.height),
            border: '2px dashed #fff',
            outline: '1px solid rgba(0,0,0,0.8)',
            boxShadow: '0 0 0 9999px rgba(0,0,0,0.45)',
            cursor: 'move',
            '&:focus-visible': { outline: '3px solid #1976d2' },
          }}
        />
      )}
    </Box>
  );
}
