// /image-tool (issue 14 item 3): pick a library image (or open one with
// ?id=), crop it with an aspect preset, turn it, resize it, set its focal
// point, choose format and quality, see a preview, and save: the same format
// is a new version at the same URL (the original kept), another format a new
// library file (docs/decisions/0039-file-versions-and-image-tool.md).
import { useEffect, useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Alert, Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import type { ConvertBody } from '../../../shared/api/images.js';
import type { MediaDetail } from '../../../shared/api/media.js';
import { createHttpClient, type HttpClient } from '../../providers/http-client.js';
import { queryKeys } from '../../api/query-keys.js';
import { SCREEN_READ } from '../../api/read-options.js';
import { ErrorNotice, Loading, ScreenFrame } from '../../kit/ScreenStates.js';
import { errorText } from '../../api/site-api.js';
import { readMedia } from '../media/media-api.js';
import { clampRect, presetRect, ratioOf, resized, resultSize, type Rect, type Size } from './crop-math.js';
import { CropBox } from './CropBox.js';
import { convertImage, listImages } from './image-api.js';
import { ImagePreview } from './ImagePreview.js';
import { ImageToolControls, type ToolSettings } from './ImageToolControls.js';
import { useText } from '../../i18n/use-text.js';

const NO_SIZE: Size = { width: 0, height: 0 };
const fresh = (image: Size): ToolSettings => ({
  aspect: 'free',
  crop: presetRect(null, image),
  rotate: 0,
  resizeWidth: '',
  resizeHeight: '',
  focus: null,
  format: 'keep',
  quality: '',
  strip: true,
});
const positive = (text: string) => (/^\d+$/.test(text.trim()) && Number(text) > 0 ? Number(text) : undefined);

/** The save's payload: only what differs from the image as it is. */
function convertBody(id: number, s: ToolSettings, image: Size): ConvertBody {
  const whole = s.crop.x === 0 && s.crop.y === 0 && s.crop.width === image.width && s.crop.height === image.height;
  const width = positive(s.resizeWidth);
  const height = positive(s.resizeHeight);
  const quality = positive(s.quality);
  return {
    id,
    ...(whole ? {} : { crop: { x: s.crop.x, y: s.crop.y, width: s.crop.width, height: s.crop.height } }),
    ...(s.rotate ? { rotate: s.rotate } : {}),
    ...(width || height ? { resize: { ...(width ? { width } : {}), ...(height ? { height } : {}) } } : {}),
    ...(s.focus ? { focus: s.focus } : {}),
    ...(s.format !== 'keep' ? { format: s.format } : {}),
    ...(quality ? { quality } : {}),
    keepMetadata: !s.strip,
  };
}

export function ImageToolPage({ http: given }: { http?: HttpClient }) {
  const http = useMemo(() => given ?? createHttpClient(), [given]);
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('id')) || null;
  const client = useQueryClient();
  const text = useText();
  const images = useQuery({
    queryKey: queryKeys.media.list({ tool: 'images' }),
    queryFn: () => listImages(http),
    ...SCREEN_READ,
  });
  const record = useQuery({
    queryKey: [...queryKeys.media.all(), 'detail', id],
    queryFn: () => readMedia(http, id!),
    enabled: !!id,
    ...SCREEN_READ,
  });
  const detail = record.data;

  const [picture, setPicture] = useState<HTMLImageElement | null>(null);
  const [image, setImage] = useState<Size>(NO_SIZE);
  const [settings, setSettings] = useState<ToolSettings>(fresh(NO_SIZE));
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();
  const [saved, setSaved] = useState<{ detail: MediaDetail; created: boolean }>();

  // A new record or a new version: start again from the whole image once it has loaded.
  useEffect(() => {
    setPicture(null);
    setImage(NO_SIZE);
  }, [detail?.id, detail?.version]);

  const ratio = ratioOf(settings.aspect);
  const change = (c: Partial<ToolSettings>) => setSettings((s) => ({ ...s, ...c }));
  const result = resultSize(settings.crop, settings.rotate, {
    width: positive(settings.resizeWidth),
    height: positive(settings.resizeHeight),
  });

  const onLoad = (img: HTMLImageElement) => {
    const size = { width: img.naturalWidth, height: img.naturalHeight };
    setPicture(img);
    setImage(size);
    setSettings(fresh(size));
  };
  const onCropField = (field: keyof Rect, value: number) =>
    change({
      crop:
        field === 'width' || field === 'height'
          ? resized(settings.crop, field, value, ratio, image)
          : clampRect({ ...settings.crop, [field]: value }, image),
    });

  const save = async () => {
    if (!detail) return;
    setSaving(true);
    setError(undefined);
    setSaved(undefined);
    try {
      const answer = await convertImage(http, convertBody(detail.id, settings, image));
      setSaved(answer);
      await client.invalidateQueries({ queryKey: queryKeys.media.all() });
    } catch (e) {
      setError(errorText(e));
    } finally {
      setSaving(false);
    }
  };

  const target =
    settings.format === 'keep'
      ? text('images.page.saveVersion')
      : text('images.page.saveFile', { format: settings.format.toUpperCase() });
  return (
    <ScreenFrame title={text('images.page.title')} intro={text('images.page.intro')}>
      <TextField
        select
        label={text('images.page.libraryImage')}
        size="small"
        value={id ?? ''}
        onChange={(e) => setParams({ id: String(e.target.value) })}
        sx={{ minWidth: 320, mb: 2 }}
        disabled={!images.data}
      >
        {(images.data?.items ?? []).map((i) => (
          <MenuItem key={i.id} value={i.id}>
            {i.title}
          </MenuItem>
        ))}
        {id && !images.data?.items.some((i) => i.id === id) && (
          <MenuItem value={id}>{detail?.title ?? text('images.page.imageNumber', { id })}</MenuItem>
        )}
      </TextField>
      {images.error && <ErrorNotice message={errorText(images.error)} />}
      {record.error && <ErrorNotice message={errorText(record.error)} />}
      {!id && <Typography>{text('images.page.pick')}</Typography>}
      {id && !detail && !record.error && <Loading />}
      {detail && detail.kind !== 'image' && (
        <ErrorNotice message={text('images.page.notImage', { title: detail.title })} />
      )}
      {detail && detail.kind === 'image' && (
        <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <Box>
            <CropBox
              src={`${detail.url}?v=${detail.version}`}
              alt={detail.alt || detail.title}
              image={image}
              crop={settings.crop}
              ratio={ratio}
              onCrop={(crop) => change({ crop })}
              onLoad={onLoad}
            />
            <Typography variant="body2" sx={{ mt: 1 }}>
              {text('images.page.about', {
                title: detail.title,
                version: detail.version,
                width: image.width,
                height: image.height,
                url: detail.url,
              })}
            </Typography>
          </Box>
          <Box sx={{ flex: 1, minWidth: 320, display: 'grid', gap: 2 }}>
            <ImageToolControls
              settings={settings}
              currentType={detail.type}
              onAspect={(aspect) => change({ aspect, crop: presetRect(ratioOf(aspect), image) })}
              onCropField={onCropField}
              onChange={change}
            />
            <Box>
              <Typography variant="subtitle2" component="h2">
                {text('images.page.preview', { width: result.width, height: result.height })}
              </Typography>
              <ImagePreview
                image={picture}
                crop={settings.crop}
                rotate={settings.rotate}
                result={result}
                focus={settings.focus}
                onFocus={(focus) => change({ focus })}
              />
            </Box>
            {error && <ErrorNotice message={error} />}
            {saved && (
              <Alert severity="success" role="status">
                {saved.created ? (
                  <>
                    {text('images.page.savedAsFile', { title: saved.detail.title, url: saved.detail.url })}{' '}
                    <RouterLink to={`/image-tool?id=${saved.detail.id}`}>{text('images.page.openIt')}</RouterLink>
                  </>
                ) : (
                  text('images.page.savedVersion', {
                    version: saved.detail.version,
                    title: saved.detail.title,
                    url: saved.detail.url,
                    previous: saved.detail.version - 1,
                  })
                )}
              </Alert>
            )}
            <Box>
              <Button variant="contained" disabled={saving || image.width === 0} onClick={() => void save()}>
                {saving ? text('images.page.saving') : target}
              </Button>
            </Box>
          </Box>
        </Box>
      )}
    </ScreenFrame>
  );
}

export default ImageToolPage;
