// /edit/navigation ('Navigation'): the way from the editor to the menus. The
// menus themselves are edited at /navigation/{TId}; this lists the menus once
// each (menu-list.ts), from the shared tag tree.
import { Alert, Box, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useEditorTagTree } from '../api/editor-queries.js';
import type { TagRow } from '../api/types.js';
import { menusOf } from './menu-list.js';
import { useText } from '../../../i18n/use-text.js';

export function EditNavigationScreen() {
  const text = useText();
  const tagTree = useEditorTagTree();
  const tags: TagRow[] | undefined = tagTree.data;
  const error = tagTree.error?.message;

  const menus = menusOf(tags ?? []);

  return (
    <Box sx={{ p: 2, display: 'grid', gap: 2 }}>
      <Typography variant="h5" component="h1">
        {text('editor.navigation.title')}
      </Typography>
      {error && <Alert severity="error">{error}</Alert>}
      {!tags && !error && <Typography role="status">{text('editor.loading')}</Typography>}
      <List aria-label={text('editor.navigation.menus')}>
        {menus.map(({ tag, target }) => (
          <ListItem key={target} disablePadding>
            <ListItemButton component={RouterLink} to={target}>
              <ListItemText primary={tag.TName} secondary={target} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
