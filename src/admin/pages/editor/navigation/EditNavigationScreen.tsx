// /edit/navigation ('Navigation'): the way from the editor to the menus. The
// menus themselves are edited at /navigation/{TId}; this lists the menu tags
// (the seeded Navigation 53–56, and any tag whose path is /navigation/{id}).
import { useEffect, useState } from 'react';
import { Alert, Box, List, ListItemButton, ListItemText, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useEditorApi } from '../api/EditorApiContext.js';
import type { TagRow } from '../api/types.js';

const MENU_TAG_IDS = [53, 54, 55, 56];

export function EditNavigationScreen() {
  const api = useEditorApi();
  const [tags, setTags] = useState<TagRow[]>();
  const [error, setError] = useState<string>();

  useEffect(() => {
    api.tags().then(setTags, (e: Error) => setError(e.message));
  }, [api]);

  const menus = (tags ?? []).filter((t) => MENU_TAG_IDS.includes(t.TId) || /^\/navigation\/\d+$/.test(t.TPath ?? ''));
  const targetOf = (t: TagRow) => (/^\/navigation\/\d+$/.test(t.TPath ?? '') ? t.TPath! : `/navigation/${t.TId}`);

  return (
    <Box sx={{ p: 2, display: 'grid', gap: 2 }}>
      <Typography variant="h5" component="h1">
        Navigation
      </Typography>
      {error && <Alert severity="error">{error}</Alert>}
      {!tags && !error && <Typography role="status">Loading...</Typography>}
      <List aria-label="Menus">
        {menus.map((t) => (
          <ListItemButton key={t.TId} component={RouterLink} to={targetOf(t)}>
            <ListItemText primary={t.TName} secondary={targetOf(t)} />
          </ListItemButton>
        ))}
      </List>
    </Box>
  );
}
