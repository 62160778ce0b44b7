// What the save will give, drawn in the browser: the crop, turned, at the
// result's proportions (the server makes the real file), with the focal point
// as a dot. A click sets the focal point; the fields beside it do the same
// from the keyboard.
import { useEffect, useRef, type MouseEvent } from 'react';
import type { Focus } from '../../../shared/api/images.js';
import type { Rect, Size } from './crop-math.js';
import { useText } from '../../i18n/use-text.js';

interface Props {
  image: HTMLImageElement | null;
  crop: Rect;
  rotate: number;
  result: Size;
  focus: Focus | null;
  onFocus: (focus: Focus) => void;
}

const PREVIEW_SIDE = 320;

export function ImagePreview({ image, crop, rotate, result, focus, onFocus }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const text = useText();
  const scale = Math.min(1, PREVIEW_SIDE / Math.max(result.width, result.height));
  const width = Math.max(1, Math.round(result.width * scale));
  const height = Math.max(1, Math.round(result.height * scale));

  useEffect(() => {
    const ctx = canvas.current?.getContext('2d');
    if (!ctx || !image?.complete) return;
    ctx.save();
    ctx.clearRect(0, 0, width, height);
    ctx.translate(width / 2, height / 2);
    ctx.rotate((rotate * Math.PI) / 180);
    const turned = rotate === 90 || rotate === 270;
    const w = turned ? height : width;
    const h = turned ? width : height;
    ctx.drawImage(image, crop.x, crop.y, crop.width, crop.height, -w / 2, -h / 2, w, h);
    ctx.restore();
    if (focus) {
      ctx.beginPath();
      ctx.arc(focus.x * width, focus.y * height, 6, 0, 2 * Math.PI);
      ctx.fillStyle = '#ffeb3b';
      ctx.strokeStyle = '#000';
      ctx.fill();
      ctx.stroke();
    }
  }, [image, crop, rotate, width, height, focus]);

  const onClick = (e: MouseEvent<HTMLCanvasElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    const at = (n: number) => Math.round(Math.min(Math.max(n, 0), 1) * 100) / 100;
    onFocus({ x: at((e.clientX - box.left) / box.width), y: at((e.clientY - box.top) / box.height) });
  };

  return (
    <canvas
      ref={canvas}
      width={width}
      height={height}
      onClick={onClick}
      role="img"
      aria-label={
        focus
          ? text('images.preview.labelWithFocus', {
              width: result.width,
              height: result.height,
              x: Math.round(focus.x * 100),
              y: Math.round(focus.y * 100),
            })
          : text('images.preview.label', { width: result.width, height: result.height })
      }
      style={{ border: '1px solid #ccc', cursor: 'crosshair', maxWidth: '100%' }}
    />
  );
}
