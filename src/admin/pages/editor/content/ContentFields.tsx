// The page's own fields: title (with the rename decision), SEO title, URL,
// meta description, sitemap change frequency, the share image of the head
// content, and the intro photo, text and link.
import { memo, useState, type Dispatch } from 'react';
import { Box, Button, MenuItem, TextField } from '@mui/material';
import type { JsonValue } from '../../../../shared/generated/entities.generated.js';
import type { ContentRecord } from '../api/types.js';
import type { DraftAction } from '../model/draft-reducer.js';
import {
  asObject,
  changeFrequencyIndex,
  metaDescription,
  withChangeFrequency,
  withMetaDescription,
} from '../model/json-fields.js';
import { CHANGE_FREQUENCIES } from '../../../../shared/change-frequency.js';
import { PhotoField } from '../PhotoField.js';
import { RichTextBox } from '../RichTextBox.js';
import { TitleField } from './TitleField.js';
import { AiDraftButton } from '../../ai-tools/AiDraftButton.js';
import { useText } from '../../../i18n/use-text.js';
import { PLAIN_TEXTAREA } from '../../../kit/plain-textarea.js';

type Props = { content: ContentRecord; dispatch: Dispatch<DraftAction> };

/** CHeadContent's share image {original, dWidth, dHeigth, ext} (spec §3 spells dHeigth so). */
function headImage(head: JsonValue | null | undefined) {
  const h = asObject(head);
  return { original: typeof h.original === 'string' ? h.original : '', width: h.dWidth ?? '', height: h.dHeigth ?? '' };
}

function withHeadImage(head: JsonValue | null | undefined, url: string, width?: number, height?: number): JsonValue {
  const ext = url.includes('.') ? url.slice(url.lastIndexOf('.') + 1).toLowerCase() : '';
  return {
    ...asObject(head),
    original: url,
    ext,
    ...(width ? { dWidth: width } : {}),
    ...(height ? { dHeigth: height } : {}),
  };
}

export const ContentFields = memo(function ContentFields({ content, dispatch }: Props) {
  const text = useText();
  const set = (change: Partial<ContentRecord>) => dispatch({ type: 'content', change });
  const [introOpen, setIntroOpen] = useState(false);
  const head = headImage(content.CHeadContent);
  return (
    <Box component="section" aria-label={text('editor.content.region')} sx={{ display: 'grid', gap: 2 }}>
      <TitleField content={content} dispatch={dispatch} />
      {/* minmax(0, 1fr): a long URL or title must not widen its column past the form (under the preview, issue 41). */}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: 'minmax(0, 1fr) minmax(0, 1fr)' } }}>
        <TextField
          label={text('editor.content.seoTitle')}
          value={content.CSeoTitle ?? ''}
          onChange={(e) => set({ CSeoTitle: e.target.value })}
        />
        <TextField
          label={text('editor.content.url')}
          value={content.CSeoUrl ?? ''}
          onChange={(e) => set({ CSeoUrl: e.target.value })}
          helperText={text('editor.content.urlHelp')}
        />
        <Box sx={{ display: 'grid', gap: 0.5 }}>
          <TextField
            label={text('editor.content.metaDescription')}
            value={metaDescription(content.CMetaDesc)}
            onChange={(e) => set({ CMetaDesc: withMetaDescription(content.CMetaDesc, e.target.value) })}
            multiline
            // Fixed rows, resizable by hand, in the browser's own textarea: MUI's auto-growing one forces a layout of
            // the whole editor after every render, so on opening and on each keystroke anywhere in the form (issue 41).
            rows={3}
            slotProps={{ input: PLAIN_TEXTAREA }}
            sx={{ '& textarea': { resize: 'vertical' } }}
          />
          <AiDraftButton
            what={text('editor.content.metaDescription')}
            label={text('editor.content.aiMeta')}
            kind="meta"
            body={{ cId: content.CId }}
            onAccept={(drafted) =>
              dispatch({
                type: 'content',
                change: { CMetaDesc: withMetaDescription(content.CMetaDesc, drafted) },
                aiDrafted: true,
              })
            }
          />
        </Box>
        <TextField
          select
          label={text('editor.content.changeFrequency')}
          value={changeFrequencyIndex(content.CMetaData)}
          onChange={(e) => set({ CMetaData: withChangeFrequency(content.CMetaData, Number(e.target.value)) })}
        >
          {CHANGE_FREQUENCIES.map((name, i) => (
            <MenuItem key={name} value={i}>
              {name}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <PhotoField
        label={text('editor.content.shareImage')}
        value={head.original}
        onChange={(url, stored) =>
          set({ CHeadContent: withHeadImage(content.CHeadContent, url, stored?.width, stored?.height) })
        }
      />
      <PhotoField
        label={text('editor.content.introPhoto')}
        value={content.CIntroPhoto ?? ''}
        onChange={(url) => set({ CIntroPhoto: url })}
      />
      <TextField
        label={text('editor.content.introLink')}
        value={content.CIntroLink ?? ''}
        onChange={(e) => set({ CIntroLink: e.target.value })}
      />
      {introOpen ? (
        <RichTextBox
          label={text('editor.content.introText')}
          value={content.CIntroText ?? ''}
          onChange={(html) => set({ CIntroText: html })}
        />
      ) : (
        <Box>
          <Button variant="outlined" onClick={() => setIntroOpen(true)}>
            {text('editor.content.editIntro')}
          </Button>
        </Box>
      )}
    </Box>
  );
});
