// The library's two views of one page of records: a grid of thumbnails and a
// table with the facts. Both offer the same per-file actions (Edit, Replace,
// Move to… a folder, Delete, Select for a move of several), and a file — or,
// when it is selected, every selected file — can be dragged onto the folder tree.
import {
  Box,
  Button,
  Card,
  Checkbox,
  CardActions,
  CardContent,
  CardMedia,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { MediaItem } from '../../../shared/api/media.js';
import { sizeText } from './media-api.js';
import { dragSource } from './media-drag.js';
import { quietSurface } from '../../palette.js';
import { useText } from '../../i18n/use-text.js';
import { useDates } from '../../kit/dates/use-dates.js';

interface ViewProps {
  items: MediaItem[];
  onEdit: (item: MediaItem) => void;
  onDelete: (item: MediaItem) => void;
  /** Opens "Move to…" (folders, issue 14 item 2). */
  onMove: (item: MediaItem) => void;
  /** The files selected for a move of several. */
  selected: ReadonlySet<number>;
  onToggle: (item: MediaItem) => void;
  /** Replace keeping the URL, and the version history (MediaVersionsDialog). */
  onReplace: (item: MediaItem) => void;
}

/** A drag from a selected file carries every selected file; from another, that file alone. */
const filesDrag = (item: MediaItem, selected: ReadonlySet<number>) =>
  dragSource({ files: selected.has(item.id) ? [...selected] : [item.id] });

const dimensions = (item: MediaItem) => (item.width && item.height ? `${item.width} × ${item.height}` : '');

function ItemActions({
  item,
  onEdit,
  onDelete,
  onMove,
  onReplace,
  selected,
  onToggle,
}: { item: MediaItem } & Omit<ViewProps, 'items'>) {
  const text = useText();
  return (
    <>
      <Checkbox
        size="small"
        checked={selected.has(item.id)}
        onChange={() => onToggle(item)}
        slotProps={{ input: { 'aria-label': text('media.views.select', { title: item.title }) } }}
      />
      <Button
        size="small"
        aria-label={text('media.views.editLabel', { title: item.title })}
        onClick={() => onEdit(item)}
      >
        {text('media.views.edit')}
      </Button>
      <Button
        size="small"
        aria-label={text('media.views.replaceLabel', { title: item.title })}
        onClick={() => onReplace(item)}
      >
        {text('media.views.replace')}
      </Button>
      <Button
        size="small"
        aria-label={text('media.views.moveLabel', { title: item.title })}
        onClick={() => onMove(item)}
      >
        {text('media.views.move')}
      </Button>
      <Button
        size="small"
        color="error"
        aria-label={text('media.views.deleteLabel', { title: item.title })}
        onClick={() => onDelete(item)}
      >
        {text('media.views.delete')}
      </Button>
    </>
  );
}

export function MediaGrid({ items, ...actions }: ViewProps) {
  const text = useText();
  return (
    <Box
      component="ul"
      aria-label={text('media.views.listLabel')}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
      }}
    >
      {items.map((item) => (
        <Card component="li" key={item.id} variant="outlined" {...filesDrag(item, actions.selected)}>
          {item.kind === 'image' ? (
            <CardMedia
              component="img"
              image={item.url}
              alt={item.alt}
              sx={{ height: 120, objectFit: 'contain', bgcolor: quietSurface }}
            />
          ) : (
            <Box
              sx={{
                height: 120,
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                bgcolor: quietSurface,
              }}
            >
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
          <CardActions sx={{ flexWrap: 'wrap' }}>
            <ItemActions item={item} {...actions} />
          </CardActions>
        </Card>
      ))}
    </Box>
  );
}

export function MediaTable({ items, ...actions }: ViewProps) {
  const text = useText();
  const dates = useDates();
  return (
    <Table size="small" aria-label={text('media.views.listLabel')}>
      <TableHead>
        <TableRow>
          <TableCell>{text('media.views.columns.title')}</TableCell>
          <TableCell>{text('media.views.columns.type')}</TableCell>
          <TableCell>{text('media.views.columns.size')}</TableCell>
          <TableCell>{text('media.views.columns.dimensions')}</TableCell>
          <TableCell>{text('media.views.columns.uploaded')}</TableCell>
          <TableCell>{text('media.views.columns.actions')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map((item) => (
          <TableRow key={item.id} {...filesDrag(item, actions.selected)}>
            <TableCell>
              <a href={item.url} target="_blank" rel="noreferrer">
                {item.title}
              </a>
            </TableCell>
            <TableCell>{item.type}</TableCell>
            <TableCell>{sizeText(item.size)}</TableCell>
            <TableCell>{dimensions(item)}</TableCell>
            <TableCell>
              {dates.moment(item.uploadedAt)}{' '}
              {item.uploadedBy && text('media.views.uploadedBy', { name: item.uploadedBy })}
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
