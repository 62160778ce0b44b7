// The image tool's settings, every one a labelled control: aspect preset and
// crop numbers, rotation, resize, focal point, format, quality and the
// metadata choice (stripped by default).
import {
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  MenuItem,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import type { Focus, ImageFormat } from '../../../shared/api/images.js';
import { ASPECTS, type Aspect, type Rect } from './crop-math.js';
import { useText } from '../../i18n/use-text.js';

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

/** The formats' names (brands, the same in every language); 'keep' is worded by the message files. */
const FORMAT_NAMES: Record<Exclude<ImageFormat, 'keep'>, string> = {
  webp: 'WebP',
  avif: 'AVIF',
  jpeg: 'JPEG',
  png: 'PNG',
};
const FORMATS: ImageFormat[] = ['keep', 'webp', 'avif', 'jpeg', 'png'];
const CROP_FIELD_TEXTS = {
  x: 'images.controls.cropLeft',
  y: 'images.controls.cropTop',
  width: 'images.controls.cropWidth',
  height: 'images.controls.cropHeight',
} as const;
const number = (value: string) => Number.parseInt(value, 10);
const turn = (rotate: number, by: number) => ((((rotate + by) % 360) + 360) % 360) as ToolSettings['rotate'];

export function ImageToolControls({ settings, currentType, onAspect, onCropField, onChange }: Props) {
  const { crop, focus } = settings;
  const text = useText();
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
          {text('images.controls.crop')}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={settings.aspect}
          onChange={(_, v: Aspect | null) => v && onAspect(v)}
          aria-labelledby="aspect-label"
        >
          {ASPECTS.map((a) => {
            const name = a.value === 'free' ? text('images.controls.free') : a.value;
            return (
              <ToggleButton key={a.value} value={a.value} aria-label={text('images.controls.aspect', { name })}>
                {name}
              </ToggleButton>
            );
          })}
        </ToggleButtonGroup>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 1, mt: 1 }}>
          {(['x', 'y', 'width', 'height'] as const).map((field) => (
            <TextField
              key={field}
              label={text(CROP_FIELD_TEXTS[field])}
              type="number"
              size="small"
              value={crop[field]}
              onChange={(e) => !Number.isNaN(number(e.target.value)) && onCropField(field, number(e.target.value))}
            />
          ))}
        </Box>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <Button size="small" variant="outlined" onClick={() => onChange({ rotate: turn(settings.rotate, -90) })}>
          {text('images.controls.rotateLeft')}
        </Button>
        <Button size="small" variant="outlined" onClick={() => onChange({ rotate: turn(settings.rotate, 90) })}>
          {text('images.controls.rotateRight')}
        </Button>
        <Typography variant="body2" role="status">
          {text('images.controls.rotation', { degrees: settings.rotate })}
        </Typography>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
        <TextField
          label={text('images.controls.resizeWidth')}
          type="number"
          size="small"
          value={settings.resizeWidth}
          onChange={(e) => onChange({ resizeWidth: e.target.value })}
          slotProps={{ htmlInput: { min: 1, max: 8000 } }}
        />
        <TextField
          label={text('images.controls.resizeHeight')}
          type="number"
          size="small"
          value={settings.resizeHeight}
          onChange={(e) => onChange({ resizeHeight: e.target.value })}
          slotProps={{ htmlInput: { min: 1, max: 8000 } }}
        />
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr auto', gap: 1, alignItems: 'center' }}>
        {focusField('x', text('images.controls.focusLeft'))}
        {focusField('y', text('images.controls.focusTop'))}
        <Button size="small" disabled={!focus} onClick={() => onChange({ focus: null })}>
          {text('images.controls.clearFocus')}
        </Button>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
        <TextField
          select
          label={text('images.controls.format')}
          size="small"
          value={settings.format}
          onChange={(e) => onChange({ format: e.target.value as ImageFormat })}
        >
          {FORMATS.map((f) => (
            <MenuItem key={f} value={f}>
              {f === 'keep' ? text('images.controls.keepFormat', { type: currentType }) : FORMAT_NAMES[f]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={text('images.controls.quality')}
          type="number"
          size="small"
          value={settings.quality}
          onChange={(e) => onChange({ quality: e.target.value })}
          helperText={text('images.controls.qualityHelp')}
          slotProps={{ htmlInput: { min: 1, max: 100 } }}
        />
      </Box>
      <FormControlLabel
        control={<Checkbox checked={settings.strip} onChange={(e) => onChange({ strip: e.target.checked })} />}
        label={text('images.controls.strip')}
      />
    </Box>
  );
}
