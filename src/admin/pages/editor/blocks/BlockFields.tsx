// The inputs of one open block: headline, copy (rich text or HTML source,
// CopyField), photo (upload, alt text,
// caption, CSS class and image settings), link (text, URL, target), the
// carousel it shows (child content) and the embedded child template. Plain inputs, one dispatch per change.
import { Box, MenuItem, TextField } from '@mui/material';
import { useState, type Dispatch } from 'react';
import type { DraftAction } from '../model/draft-reducer.js';
import { photoSettings, withPhotoSettings, type PhotoSettings } from '../model/json-fields.js';
import type { EditorBlock } from '../model/page-model.js';
import { PhotoField } from '../PhotoField.js';
import { isPlainTextBlock } from '../../../../shared/html-text.js';
import { CopyField } from './CopyField.js';
import { AiDraftButton } from '../../ai-tools/AiDraftButton.js';
import { CarouselField } from './CarouselField.js';
import { LinkField } from './LinkField.js';
import { BlockStyleFields } from './BlockStyleFields.js';
import { useText } from '../../../i18n/use-text.js';
import { LINK_TARGETS } from '../../../kit/link-targets.js';

// The image settings, with their labels' message keys (the link targets are the kit's, kit/link-targets.ts).

const SETTING_LABELS: [keyof PhotoSettings, string][] = [
  ['CssClass', 'editor-blocks.fields.cssClass'],
  ['txtAltText', 'editor-blocks.fields.altText'],
  ['txtName', 'editor-blocks.fields.imageName'],
  ['txtTitle', 'editor-blocks.fields.imageTitle'],
  ['width', 'editor-blocks.fields.width'],
];

const numberOrNull = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : null);

export function BlockFields({
  block,
  dispatch,
  template = false,
}: {
  block: EditorBlock;
  dispatch: Dispatch<DraftAction>;
  template?: boolean;
}) {
  const text = useText();
  const change = (c: Partial<EditorBlock>) => dispatch({ type: 'block', uuid: block.uuid, change: c });
  const settings = photoSettings(block.CbPhotoMetadata);
  const plainText = isPlainTextBlock(block.CbMetaData);
  const [aiDrafts, setAiDrafts] = useState(0);
  const field = (name: keyof EditorBlock, label: string) => (
    <TextField
      size="small"
      label={label}
      value={(block[name] as string | null | undefined) ?? ''}
      onChange={(e) => change({ [name]: e.target.value })}
      fullWidth
    />
  );

  return (
    <Box sx={{ display: 'grid', gap: 1.5, pt: 1 }}>
      {field('CbHeadline', text('editor-blocks.fields.headline'))}
      {/* An accepted AI draft mounts the copy editor afresh (the rich box reads its value when it mounts). */}
      <CopyField
        key={aiDrafts}
        template={template}
        plainText={plainText}
        value={block.CbCopy ?? ''}
        onChange={(html) => change({ CbCopy: html })}
      />
      {!template && !plainText && (
        <AiDraftButton
          what={text('editor-blocks.fields.aiWhat', {
            name: block.CbHeadline?.trim() || text('editor-blocks.fields.thisBlock'),
          })}
          label={text('editor-blocks.fields.aiLabel', {
            name: block.CbHeadline?.trim() || text('editor-blocks.fields.thisBlock'),
          })}
          kind="content"
          body={{ cId: block.CId, ...(typeof block.CbId === 'number' ? { cbId: block.CbId } : {}) }}
          onAccept={(html) => {
            dispatch({ type: 'block', uuid: block.uuid, change: { CbCopy: html }, aiDrafted: true });
            setAiDrafts((n) => n + 1);
          }}
        />
      )}
      <PhotoField
        label={text('editor-blocks.fields.photo')}
        value={block.CbPhoto ?? ''}
        onChange={(url, stored, chosen) => {
          const width = stored?.width ?? chosen?.width;
          change({
            CbPhoto: url,
            ...(width ? { CbPhotoMetadata: withPhotoSettings(block.CbPhotoMetadata, { width: String(width) }) } : {}),
            // A library image brings its alt text to a block that has none yet.
            ...(chosen?.alt && !block.CbPhotoAltText ? { CbPhotoAltText: chosen.alt } : {}),
          });
        }}
      />
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { md: '1fr 1fr' } }}>
        {!plainText && (
          <BlockStyleFields metaData={block.CbMetaData} onChange={(CbMetaData) => change({ CbMetaData })} />
        )}
        {field('CbPhotoAltText', text('editor-blocks.fields.photoAlt'))}
        {field('CbPhotoCaption', text('editor-blocks.fields.photoCaption'))}
        {SETTING_LABELS.map(([key, label]) => (
          <TextField
            key={key}
            size="small"
            label={text(label)}
            value={settings[key]}
            onChange={(e) =>
              change({ CbPhotoMetadata: withPhotoSettings(block.CbPhotoMetadata, { [key]: e.target.value }) })
            }
          />
        ))}
        {field('CbLinkText', text('editor-blocks.fields.linkText'))}
        <LinkField block={block} onChange={change} />
        <TextField
          select
          size="small"
          label={text('editor-blocks.fields.linkTarget')}
          value={block.CbLinkTarget ?? ''}
          onChange={(e) => change({ CbLinkTarget: e.target.value || null })}
        >
          {LINK_TARGETS.map((t) => (
            <MenuItem key={t.value} value={t.value}>
              {text(t.text)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label={text('editor-blocks.fields.childTemplate')}
          value={block.TemplateIdChild ?? ''}
          onChange={(e) => change({ TemplateIdChild: numberOrNull(e.target.value) })}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <CarouselField value={block.CIdChild} onChange={(cId) => change({ CIdChild: cId })} />
      </Box>
    </Box>
  );
}
