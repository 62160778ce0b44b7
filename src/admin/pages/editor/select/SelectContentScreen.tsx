// /edit/select ('Select Content', mode 'select'): find a page through the tag
// tree (a tag's linked content) or the search box (title or URL contains the
// text), then open it in the editor. ?tag={TId} opens with that tag chosen;
// a site section's tag (Blog 201, Events 204, News 208, Projects 211) opens
// the section's own list instead (SectionView); ?ctId={CtId} lists the
// content of one type (ContentTypeView). The tags are the shared tag tree.
import { useMemo, useState } from 'react';
import { Alert, Box, List, ListItemButton, ListItemText, TextField, Typography } from '@mui/material';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useDebouncedValue } from '../../../api/useDebouncedValue.js';
import { useContentOfTag, useContentSearch, useEditorTagTree } from '../api/editor-queries.js';
import type { ContentRow } from '../api/types.js';
import { editorUrl, positiveInt } from '../modes.js';
import { isSectionTag } from '../../site/sections/section-tags.js';
import { ContentTypeView } from './ContentTypeView.js';
import { SectionView } from './SectionView.js';
import { TagTree } from './TagTree.js';
import { useText } from '../../../i18n/use-text.js';

const SEARCH_DEBOUNCE_MS = 500; // spec §9: table search is debounced by 500 ms

function Results({ rows, empty }: { rows: ContentRow[] | undefined; empty: string }) {
  const text = useText();
  const navigate = useNavigate();
  if (!rows) return <Typography role="status">{text('editor.loading')}</Typography>;
  if (!rows.length) return <Typography>{empty}</Typography>;
  return (
    <List dense aria-label={text('editor.select.results')}>
      {rows.map((r) => (
        <ListItemButton key={r.CId} onClick={() => navigate(editorUrl('edit', r.CId))}>
          <ListItemText
            primary={r.CTitle}
            secondary={text('editor.select.row', { url: r.CSeoUrl || text('editor.noUrl'), id: r.CId })}
          />
        </ListItemButton>
      ))}
    </List>
  );
}

export function SelectContentScreen() {
  const [params] = useSearchParams();
  const tagId = positiveInt(params.get('tag'));
  const ctId = positiveInt(params.get('ctId'));
  if (ctId) return <ContentTypeView key={ctId} ctId={ctId} />;
  return isSectionTag(tagId) ? <SectionView key={tagId} tagId={tagId} /> : <TagsAndSearch />;
}

/** The tag tree with the chosen tag's content, and the search box. */
function TagsAndSearch() {
  const t = useText();
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get('q') ?? '');
  const tagId = positiveInt(params.get('tag'));
  const tagTree = useEditorTagTree();
  const tagged = useContentOfTag(tagId);
  const search = useContentSearch(useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS));
  const tags = tagTree.data;
  const found = search.data ?? undefined;
  const error = (tagTree.error ?? tagged.error ?? search.error)?.message;

  const tagName = useMemo(() => tags?.find((t) => t.TId === tagId)?.TName, [tags, tagId]);
  const chooseTag = (id: number) => setParams({ tag: String(id) });

  return (
    <Box sx={{ p: 2, display: 'grid', gap: 2 }}>
      <Typography variant="h5" component="h1">
        {t('editor.select.title')}
      </Typography>
      {error && <Alert severity="error">{error}</Alert>}
      <TextField
        label={t('editor.select.search')}
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      {text.trim() && <Results rows={found} empty={t('editor.select.noResults')} />}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: 'minmax(0, 1fr) minmax(0, 2fr)' } }}>
        <Box component="section" aria-labelledby="tag-tree-title">
          <Typography id="tag-tree-title" variant="h6" component="h2">
            {t('editor.select.tags')}
          </Typography>
          {tags ? (
            <TagTree tags={tags} selected={tagId} onSelect={chooseTag} />
          ) : (
            <Typography role="status">{t('editor.loading')}</Typography>
          )}
        </Box>
        <Box component="section" aria-labelledby="tag-content-title">
          <Typography id="tag-content-title" variant="h6" component="h2">
            {tagId
              ? t('editor.select.contentUnder', { name: tagName ?? t('editor.select.tagNumber', { id: tagId }) })
              : t('editor.select.chooseTag')}
          </Typography>
          {tagId && <Results rows={tagged.data} empty={t('editor.select.noData')} />}
        </Box>
      </Box>
    </Box>
  );
}
