// The document categories (Secured_File_Category records): each with its
// count, chosen as the table's filter; added, renamed, and deleted (the
// server refuses while one holds documents, and its message is shown).
import { useState } from 'react';
import { Box, Button, List, ListItem, ListItemButton, ListItemText, TextField, Typography } from '@mui/material';
import type { CategoryItem } from '../../../shared/api/documents.js';
import { useText } from '../../i18n/use-text.js';

interface Props {
  categories: CategoryItem[];
  selected: number | '';
  onSelect: (id: number | '') => void;
  onAdd: (name: string) => void;
  onRename: (category: CategoryItem, name: string) => void;
  onDelete: (category: CategoryItem) => void;
}

export function CategoryPanel({ categories, selected, onSelect, onAdd, onRename, onDelete }: Props) {
  const text = useText();
  const [name, setName] = useState('');
  const [renaming, setRenaming] = useState<{ id: number; name: string } | null>(null);
  const current = categories.find((c) => c.id === selected);
  return (
    <Box component="nav" aria-label={text('documents.categories.nav')} sx={{ minWidth: 240 }}>
      <Typography variant="h6" component="h2">
        {text('documents.categories.heading')}
      </Typography>
      <List dense>
        <Choice selected={selected === ''} onClick={() => onSelect('')} primary={text('documents.categories.all')} />
        <Choice selected={selected === 0} onClick={() => onSelect(0)} primary={text('documents.categories.none')} />
        {categories.map((c) => (
          <Choice
            key={c.id}
            selected={selected === c.id}
            onClick={() => onSelect(c.id)}
            primary={c.name}
            secondary={text('documents.categories.count', { smart_count: c.documents })}
          />
        ))}
      </List>
      {current && !renaming && (
        <Box sx={{ display: 'flex', gap: 1, mb: 2 }}>
          <Button size="small" onClick={() => setRenaming({ id: current.id, name: current.name })}>
            {text('documents.categories.rename')}
          </Button>
          <Button size="small" color="error" onClick={() => onDelete(current)}>
            {text('documents.categories.delete')}
          </Button>
        </Box>
      )}
      {current && renaming && (
        <Box
          component="form"
          sx={{ display: 'flex', gap: 1, mb: 2 }}
          onSubmit={(e) => {
            e.preventDefault();
            if (renaming.name.trim()) onRename(current, renaming.name.trim());
            setRenaming(null);
          }}
        >
          <TextField
            size="small"
            label={text('documents.categories.newName')}
            value={renaming.name}
            onChange={(e) => setRenaming({ ...renaming, name: e.target.value })}
          />
          <Button type="submit" size="small">
            {text('documents.categories.save')}
          </Button>
        </Box>
      )}
      <Box
        component="form"
        sx={{ display: 'flex', gap: 1 }}
        onSubmit={(e) => {
          e.preventDefault();
          if (!name.trim()) return;
          onAdd(name.trim());
          setName('');
        }}
      >
        <TextField
          size="small"
          label={text('documents.categories.newCategory')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <Button type="submit" size="small" variant="outlined">
          {text('documents.categories.add')}
        </Button>
      </Box>
    </Box>
  );
}

/** One category to choose: a list item holding its button (a list holds only items). */
function Choice({
  selected,
  onClick,
  primary,
  secondary,
}: {
  selected: boolean;
  onClick: () => void;
  primary: string;
  secondary?: string;
}) {
  return (
    <ListItem disablePadding>
      <ListItemButton selected={selected} aria-current={selected ? 'true' : undefined} onClick={onClick}>
        <ListItemText primary={primary} secondary={secondary} />
      </ListItemButton>
    </ListItem>
  );
}
