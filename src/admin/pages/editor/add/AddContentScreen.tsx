// /edit/add ('Add Content', mode 'add'): a new page of a page-like type
// (content types 1–7) under a chosen tag, made by POST /editor/add (the
// content, its tag link and its first version in one transaction), then
// opened in the editor. ?tag={TId} and ?ctId={CtId} preselect. The types and
// the tags are the shared reads (api/query-keys.ts). "Place under tag" lists
// only the tags pages are filed under (content sections and menus, the rule
// the server enforces: shared/filing-tags.ts), and the new page is a draft
// until it is published (the note says so, as the seeded notice does).
import { pickerEmptyText } from '../../../kit/picker-words.js';
import { useState, type FormEvent } from 'react';
import { Alert, Autocomplete, Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { mayFileUnder } from '../../../../shared/filing-tags.js';
import { useEditorApi } from '../api/EditorApiContext.js';
import { useContentTypes, useEditorTagTree } from '../api/editor-queries.js';
import type { ContentTypeRow, TagRow } from '../api/types.js';
import { editorUrl, positiveInt } from '../modes.js';
import { useText } from '../../../i18n/use-text.js';

/** Page-like content types (spec §3; their templates share the ids 1–7). */
export const PAGE_TYPE_IDS = [1, 2, 3, 4, 5, 6, 7];
/** The section tag each dashboard section's 'Add …' link names, and the type it adds. */
const TYPE_OF_SECTION: Record<number, number> = { 201: 4, 204: 3, 208: 2, 211: 7, 214: 6 };

/** The tags of the tree a page may be filed under, in the tree's order. */
function filingTags(tree: TagRow[]): TagRow[] {
  const parents = new Map(tree.map((t) => [t.TId, t.TIdParent]));
  return tree.filter((t) => mayFileUnder(t.TId, (id) => parents.get(id)));
}

export function AddContentScreen() {
  const text = useText();
  const api = useEditorApi();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const presetTag = positiveInt(params.get('tag'));
  const typeList = useContentTypes();
  const tagTree = useEditorTagTree();
  const types: ContentTypeRow[] = (typeList.data ?? []).filter((t) => PAGE_TYPE_IDS.includes(t.CtId));
  const tags = filingTags(tagTree.data ?? []);
  const [ctId, setCtId] = useState<number>(
    positiveInt(params.get('ctId')) ?? (presetTag && TYPE_OF_SECTION[presetTag]) ?? 1,
  );
  // undefined until the user picks: then ?tag= preselects, once the tags are read.
  const [picked, setTag] = useState<TagRow | null>();
  const tag = picked !== undefined ? picked : (presetTag && tags.find((t) => t.TId === presetTag)) || null;
  const [title, setTitle] = useState('');
  const [busy, setBusy] = useState(false);
  const [submitError, setError] = useState<string>();
  const error = submitError ?? (typeList.error ?? tagTree.error)?.message;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!tag || !title.trim()) return;
    setBusy(true);
    setError(undefined);
    try {
      const page = await api.addPage({ CtId: ctId, TId: tag.TId, CTitle: title.trim(), TemplateId: ctId });
      navigate(editorUrl('edit', page.content.CId));
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
      setBusy(false);
    }
  };

  return (
    <Box component="form" onSubmit={(e) => void submit(e)} sx={{ p: 2, display: 'grid', gap: 2, maxWidth: 720 }}>
      <Typography variant="h5" component="h1">
        {text('editor.add.title')}
      </Typography>
      {error && <Alert severity="error">{error}</Alert>}
      <TextField
        select
        label={text('editor.add.type')}
        value={types.length ? ctId : ''}
        onChange={(e) => setCtId(Number(e.target.value))}
        required
      >
        {types.map((t) => (
          <MenuItem key={t.CtId} value={t.CtId}>
            {t.CtName.replace(/_/g, ' ')}
          </MenuItem>
        ))}
      </TextField>
      <Autocomplete
        options={tags}
        getOptionLabel={(t) => `${t.TName} (${t.TId})`}
        value={tag}
        onChange={(_, t) => setTag(t)}
        noOptionsText={pickerEmptyText(false)}
        renderInput={(p) => <TextField {...p} label={text('editor.add.tag')} required />}
      />
      <TextField
        label={text('editor.add.pageTitle')}
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        required
      />
      <Typography variant="body2" color="text.secondary">
        {text('editor.add.draftNote')}
      </Typography>
      <Box>
        <Button type="submit" variant="contained" disabled={busy || !tag || !title.trim()}>
          {busy ? text('editor.add.creating') : text('editor.add.create')}
        </Button>
      </Box>
    </Box>
  );
}
