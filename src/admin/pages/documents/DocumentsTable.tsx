// The documents of the chosen category: title, category, access, size, and
// per row edit, copy link (the staff preview), downloads and delete.
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { CategoryItem, DocumentItem } from '../../../shared/api/documents.js';
import { RowButton } from '../site/shared/RowButton.js';
import { sizeText } from '../media/media-api.js';
import { accessText } from './documents-api.js';

export interface DocumentActions {
  onEdit: (d: DocumentItem) => void;
  onLink: (d: DocumentItem) => void;
  onLog: (d: DocumentItem) => void;
  onDelete: (d: DocumentItem) => void;
}

export function DocumentsTable({ items, categories, actions }: { items: DocumentItem[]; categories: CategoryItem[]; actions: DocumentActions }) {
  const categoryName = (id: number | null) => categories.find((c) => c.id === id)?.name ?? '—';
  return (
    <Table size="small" aria-label="Documents">
      <TableHead>
        <TableRow>
          <TableCell>Title</TableCell>
          <TableCell>Category</TableCell>
          <TableCell>Who may download</TableCell>
          <TableCell>Size</TableCell>
          <TableCell>Actions</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map((d) => (
          <TableRow key={d.id}>
            <TableCell>{d.title}</TableCell>
            <TableCell>{categoryName(d.categoryId)}</TableCell>
            <TableCell>{accessText(d)}</TableCell>
            <TableCell>{sizeText(d.size)}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              <RowButton label={`Edit ${d.title}`} onClick={() => actions.onEdit(d)}>
                Edit
              </RowButton>
              <RowButton label={`Copy link to ${d.title}`} onClick={() => actions.onLink(d)}>
                Copy link
              </RowButton>
              <RowButton label={`Downloads of ${d.title}`} onClick={() => actions.onLog(d)}>
                Downloads
              </RowButton>
              <RowButton label={`Delete ${d.title}`} color="error" onClick={() => actions.onDelete(d)}>
                Delete
              </RowButton>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
