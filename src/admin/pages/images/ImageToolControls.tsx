// The image tool's settings, every one a labelled control: aspect preset and
// crop numbers, rotation, resize, focal point, format, quality and the
// metadata choice (stripped by default).
import { Box, Button, Checkbox, FormControlLabel, MenuItem, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import type { Focus, ImageFormat } from '../../../shared/api/images.js';
import { ASPECTS, type Aspect, type Rect } from './crop-math.js';

export interface ToolSettings {
  aspect: Aspect;
  crop: Rect;
  rotate: 0 | 90 | 180 | 270;
  resizeWidth: string;
  resizeHeight: string;
  focus: Focus | null;
  format: ImageFormat;
  quality: string;
  strip: boolean;
}

interface Props {
  settings: ToolSettings;
  currentType: string;
  onAspect: (aspect: Aspect) => void;
  onCropField: (field: keyof Rect, value: number) => void;
  onChange: (change: Partial<ToolSettings>) => void;
}

const FORMAT_LABELS: Record<ImageFormat, string> = { keep: 'Keep the format', webp: 'WebP', avif: 'AVIF', jpeg: 'JPEG', png: 'PNG' };
const number = (value: string) => Number.parseInt(value, 10);
const turn = (rotate: number, by: number) => (((rotate + by) % 360) + 360) % 360 as ToolSettings['rotate'];

export function ImageToolControls({ settings, currentType, onAspect, onCropField, onChange }: Props) {
  const { crop, focus } = settings;
  const focusField = (axis: 'x' | 'y', label: string) => (
    <TextField
      label={label}
      type="number"
      size="small"
      value={focus ? Math.round(focus[axis] * 100) : ''}
      onChange={(e) => {
        const v = number(e.target.value);
        if (Number.isNaN(v)) return onChange({ focus: null });
        const f = Math.min(Math.max(v, 0), 100) / 100;
        onChange({ focus: { x: 0.5, y: 0.5, ...focus, [axis]: f } });
      }}
      slotProps={{ htmlInput: { min: 0, max: 100 } }}
    />
  );
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box>
        <Typography id="aspect-label" variant="subtitle2" component="h2">
          Crop
        </Typography>
        <ToggleButtonGroup size="small" exclusive value={settings.aspect} onChange={(_, v: Aspect | null) => v && onAspect(v)} aria-labelledby="aspect-label">
          {ASPECTS.map((a) => (
            <ToggleButton key={a.value} value={a.value} aria-label={`Aspect ${a.label}`}>
              {a.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 1, mt: 1 }}>
          {(['x', 'y', 'width', 'height'] as const).map((field) => (
            <TextField key={field} label={`Crop ${field === 'x' ? 'left' : field === 'y' ? 'top' : field}`} type="number" size="small" value={crop[field]} onChange={(e) => !Number.isNaN(number(e.target.value)) && onCropField(field, number(e.target.value))} />
          ))}
        </Box>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <Button size="small" variant="outlined" onClick={() => onChange({ rotate: turn(settings.rotate, -90) })}>
          Rotate left
        </Button>
        <Button size="small" variant="outlined" onClick={() => onChange({ rotate: turn(settings.rotate, 90) })}>
          Rotate right
        </Button>
        <Typography variant="body2" role="status">
          Rotation: {settings.rotate}°
        </Typography>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
        <TextField label="Resize to width (pixels)" type="number" size="small" value={settings.resizeWidth} onChange={(e) => onChange({ resizeWidth: e.target.value })} slotProps={{ htmlInput: { min: 1, max: 8000 } }} />
        <TextField label="Resize to height (pixels)" type="number" size="small" value={settings.resizeHeight} onChange={(e) => onChange({ resizeHeight: e.target.value })} slotProps={{ htmlInput: { min: 1, max: 8000 } }} />
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr auto', gap: 1, alignItems: 'center' }}>
        {focusField('x', 'Focal point from the left (%)')}
        {focusField('y', 'Focal point from the top (%)')}
        <Button size="small" disabled={!focus} onClick={() => onChange({ focus: null })}>
          Clear focal point
        </Button>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
        <TextField select label="Format" size="small" value={settings.format} onChange={(e) => onChange({ format: e.target.value as ImageFormat })}>
          {(Object.keys(FORMAT_LABELS) as ImageFormat[]).map((f) => (
            <MenuItem key={f} value={f}>
              {f === 'keep' ? `${FORMAT_LABELS.keep} (${currentType})` : FORMAT_LABELS[f]}
            </MenuItem>
          ))}
        </TextField>
        <TextField label="Quality (1–100)" type="number" size="small" value={settings.quality} onChange={(e) => onChange({ quality: e.target.value })} helperText="Empty: 82 (AVIF 60); PNG ignores it" slotProps={{ htmlInput: { min: 1, max: 100 } }} />
      </Box>
      <FormControlLabel control={<Checkbox checked={settings.strip} onChange={(e) => onChange({ strip: e.target.checked })} />} label="Strip location and camera data" />
    </Box>
  );
}
