// The library's two views of one page of records: a grid of thumbnails and a
// table with the facts. Both offer the same per-file actions (Edit, Replace, Delete).
import { Box, Button, Card, CardActions, CardContent, CardMedia, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { MediaItem } from '../../../shared/api/media.js';
import { sizeText } from './media-api.js';

interface ViewProps {
  items: MediaItem[];
  onEdit: (item: MediaItem) => void;
  onDelete: (item: MediaItem) => void;
  /** Replace keeping the URL, and the version history (MediaVersionsDialog). */
  onReplace: (item: MediaItem) => void;
}

const dimensions = (item: MediaItem) => (item.width && item.height ? `${item.width} × ${item.height}` : '');

function ItemActions({ item, onEdit, onDelete, onReplace }: { item: MediaItem } & Omit<ViewProps, 'items'>) {
  return (
    <>
      <Button size="small" aria-label={`Edit ${item.title}`} onClick={() => onEdit(item)}>
        Edit
      </Button>
      <Button size="small" aria-label={`Replace ${item.title}`} onClick={() => onReplace(item)}>
        Replace
      </Button>
      <Button size="small" color="error" aria-label={`Delete ${item.title}`} onClick={() => onDelete(item)}>
        Delete
      </Button>
    </>
  );
}

export function MediaGrid({ items, ...actions }: ViewProps) {
  return (
    <Box component="ul" aria-label="Media files" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))' }}>
      {items.map((item) => (
        <Card component="li" key={item.id} variant="outlined">
          {item.kind === 'image' ? (
            <CardMedia component="img" image={item.url} alt={item.alt} sx={{ height: 120, objectFit: 'contain', bgcolor: 'grey.100' }} />
          ) : (
            <Box sx={{ height: 120, display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'grey.100' }}>
              <Typography variant="overline">{item.type.split('/').pop()}</Typography>
            </Box>
          )}
          <CardContent sx={{ pb: 0 }}>
            <Typography variant="subtitle2" component="h2" noWrap title={item.title}>
              {item.title}
            </Typography>
            <Typography variant="caption" component="p">
              {[sizeText(item.size), dimensions(item)].filter(Boolean).join(' · ')}
            </Typography>
          </CardContent>
          <CardActions>
            <ItemActions item={item} {...actions} />
          </CardActions>
        </Card>
      ))}
    </Box>
  );
}

export function MediaTable({ items, ...actions }: ViewProps) {
  return (
    <Table size="small" aria-label="Media files">
      <TableHead>
        <TableRow>
          <TableCell>Title</TableCell>
          <TableCell>Type</TableCell>
          <TableCell>Size</TableCell>
          <TableCell>Dimensions</TableCell>
          <TableCell>Uploaded</TableCell>
          <TableCell>Actions</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map((item) => (
          <TableRow key={item.id}>
            <TableCell>
              <a href={item.url} target="_blank" rel="noreferrer">
                {item.title}
              </a>
            </TableCell>
            <TableCell>{item.type}</TableCell>
            <TableCell>{sizeText(item.size)}</TableCell>
            <TableCell>{dimensions(item)}</TableCell>
            <TableCell>
              {new Date(item.uploadedAt).toLocaleString()} {item.uploadedBy && `by ${item.uploadedBy}`}
            </TableCell>
            <TableCell>
              <ItemActions item={item} {...actions} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
