// The visible tag tree as nested lists of buttons (roots first, children
// indented), for choosing a tag. Branches start closed except the path to the
// chosen tag, so a large tree stays short.
import { useMemo, useState } from 'react';
import { Box, Button, IconButton } from '@mui/material';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { TagRow } from '../api/types.js';
import { useText } from '../../../i18n/use-text.js';

interface TagTreeProps {
  tags: TagRow[];
  selected?: number;
  onSelect: (tId: number) => void;
}

function childrenByParent(tags: readonly TagRow[]): Map<number | null, TagRow[]> {
  const ids = new Set(tags.map((t) => t.TId));
  const map = new Map<number | null, TagRow[]>();
  for (const t of tags) {
    // A tag whose parent is not visible is shown as a root, so it can still be chosen.
    const parent = t.TIdParent && ids.has(t.TIdParent) && t.TIdParent !== t.TId ? t.TIdParent : null;
    map.set(parent, [...(map.get(parent) ?? []), t]);
  }
  return map;
}

function ancestors(tags: readonly TagRow[], id: number | undefined): Set<number> {
  const byId = new Map(tags.map((t) => [t.TId, t]));
  const out = new Set<number>();
  for (let t = id ? byId.get(id) : undefined; t && !out.has(t.TId); t = t.TIdParent ? byId.get(t.TIdParent) : undefined)
    out.add(t.TId);
  return out;
}

export function TagTree({ tags, selected, onSelect }: TagTreeProps) {
  const text = useText();
  const children = useMemo(() => childrenByParent(tags), [tags]);
  const [open, setOpen] = useState<Set<number>>(() => ancestors(tags, selected));

  const toggle = (id: number) =>
    setOpen((o) => {
      const next = new Set(o);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const branch = (parent: number | null, depth: number) => (
    <Box component="ul" sx={{ listStyle: 'none', pl: depth ? 2 : 0, m: 0 }}>
      {(children.get(parent) ?? []).map((t) => {
        const kids = children.has(t.TId);
        return (
          <li key={t.TId}>
            {kids ? (
              <IconButton
                size="small"
                aria-label={text(open.has(t.TId) ? 'editor.select.closeTag' : 'editor.select.openTag', {
                  name: t.TName,
                })}
                aria-expanded={open.has(t.TId)}
                onClick={() => toggle(t.TId)}
              >
                {open.has(t.TId) ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
              </IconButton>
            ) : (
              <Box component="span" sx={{ display: 'inline-block', width: 34 }} />
            )}
            <Button
              size="small"
              variant={selected === t.TId ? 'contained' : 'text'}
              aria-current={selected === t.TId ? 'true' : undefined}
              onClick={() => onSelect(t.TId)}
            >
              {t.TName}
            </Button>
            {kids && open.has(t.TId) && branch(t.TId, depth + 1)}
          </li>
        );
      })}
    </Box>
  );

  return <nav aria-label={text('editor.select.tagTree')}>{branch(null, 0)}</nav>;
}
