// Where the page is placed: its tag links (TagToContent), through the generic
// interface. Adding puts it under a tag at the end (CSortOrder 999999, spec
// §9) with the page's URL as TtcPageUrl; the sort order within a tag can be
// edited; a link can be removed. Each change is written at once and marks
// the tag-link reads stale, so the list reloads. Tag names come from the
// shared tag tree. Content outside the tag-to-content whitelist (spec §3: a
// script, a token, a template record…) is not offered a tag: the server
// would refuse the link.
import { pickerEmptyText } from '../../../kit/picker-words.js';
import { useEffect, useState } from 'react';
import { Alert, Autocomplete, Box, Button, IconButton, List, ListItem, TextField, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useEditorApi } from '../api/EditorApiContext.js';
import { useEditorTagTree, useLinksOfPage, useLinksWritten } from '../api/editor-queries.js';
import type { ContentRecord, LinkRecord, TagRow } from '../api/types.js';
import { mayLinkToTag } from '../../../../shared/tag-content-whitelist.js';
import { useText } from '../../../i18n/use-text.js';

const NEW_LINK_SORT_ORDER = 999999;

function SortOrderInput({ link, onSave }: { link: LinkRecord; onSave: (sort: number) => void }) {
  const t = useText();
  const [text, setText] = useState(String(link.CSortOrder ?? ''));
  useEffect(() => setText(String(link.CSortOrder ?? '')), [link.CSortOrder]);
  const commit = () => {
    const n = Number(text);
    if (Number.isInteger(n) && n !== link.CSortOrder) onSave(n);
    else setText(String(link.CSortOrder ?? ''));
  };
  return (
    <TextField
      size="small"
      label={t('editor.placement.sortOrder')}
      value={text}
      onChange={(e) => setText(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => e.key === 'Enter' && commit()}
      sx={{ width: '9rem' }}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
    />
  );
}

export function PlacementPanel({ content }: { content: ContentRecord }) {
  const text = useText();
  const api = useEditorApi();
  const cId = content.CId;
  const linkList = useLinksOfPage(cId);
  const tagTree = useEditorTagTree();
  const linksWritten = useLinksWritten();
  const links = linkList.data;
  const tags: TagRow[] = tagTree.data ?? [];
  const [choice, setChoice] = useState<TagRow | null>(null);
  const [actionError, setError] = useState<string>();
  const error = actionError ?? (linkList.error ?? tagTree.error)?.message;

  // With its parent: menu items are named after their pages, so 'About Us' alone could be any of three menus.
  const tagName = (tId: number) => {
    const tag = tags.find((t) => t.TId === tId);
    if (!tag) return text('editor.placement.tagNumber', { id: tId });
    const parent = tags.find((t) => t.TId === tag.TIdParent);
    return parent ? `${parent.TName} › ${tag.TName}` : tag.TName;
  };
  const attempt = async (work: () => Promise<unknown>) => {
    setError(undefined);
    try {
      await work();
      void linksWritten(cId);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  const linked = new Set(links?.map((l) => l.TId));

  return (
    <Box component="section" aria-labelledby="placement-title">
      <Typography id="placement-title" variant="h6" component="h2">
        {text('editor.placement.title')}
      </Typography>
      {error && <Alert severity="error">{error}</Alert>}
      {links && !links.length && <Typography>{text('editor.placement.underNoTag')}</Typography>}
      <List dense aria-label={text('editor.placement.links')}>
        {links?.map((l) => (
          <ListItem
            key={l.TId}
            divider
            sx={{ gap: 1 }}
            aria-label={text('editor.placement.under', { tag: tagName(l.TId) })}
          >
            <Typography sx={{ flex: 1 }}>{tagName(l.TId)}</Typography>
            <SortOrderInput link={l} onSave={(sort) => void attempt(() => api.setLinkOrder(l.TId, cId, sort))} />
            <IconButton
              aria-label={text('editor.placement.remove', { tag: tagName(l.TId) })}
              onClick={() => void attempt(() => api.removeLink(l.TId, cId))}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          </ListItem>
        ))}
      </List>
      {!mayLinkToTag(Number(content.CtId)) ? (
        <Typography variant="body2">{text('editor.placement.notPlaceable', { ctId: content.CtId })}</Typography>
      ) : (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <Autocomplete
            sx={{ flex: 1 }}
            size="small"
            options={tags.filter((t) => !linked.has(t.TId))}
            getOptionLabel={(t) => `${tagName(t.TId)} (${t.TId})`}
            value={choice}
            onChange={(_, t) => setChoice(t)}
            noOptionsText={pickerEmptyText(false)}
            renderInput={(params) => <TextField {...params} label={text('editor.placement.addUnder')} />}
          />
          <Button
            variant="outlined"
            disabled={!choice}
            onClick={() =>
              choice &&
              void attempt(async () => {
                await api.addLink({
                  TId: choice.TId,
                  CId: cId,
                  CSortOrder: NEW_LINK_SORT_ORDER,
                  TtcPageUrl: content.CSeoUrl ?? null,
                });
                setChoice(null);
              })
            }
          >
            {text('editor.placement.add')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
