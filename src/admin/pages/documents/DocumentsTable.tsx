// The documents of the chosen category: title, category, access, size, and
// per row edit, copy link (the staff preview), downloads and delete.
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { CategoryItem, DocumentItem } from '../../../shared/api/documents.js';
import { RowButton } from '../../kit/RowButton.js';
import { sizeText } from '../media/media-api.js';
import { accessText } from './documents-api.js';
import { useText } from '../../i18n/use-text.js';

interface DocumentActions {
  onEdit: (d: DocumentItem) => void;
  onLink: (d: DocumentItem) => void;
  onLog: (d: DocumentItem) => void;
  onDelete: (d: DocumentItem) => void;
}

export function DocumentsTable({
  items,
  categories,
  actions,
}: {
  items: DocumentItem[];
  categories: CategoryItem[];
  actions: DocumentActions;
}) {
  const text = useText();
  const categoryName = (id: number | null) => categories.find((c) => c.id === id)?.name ?? '—';
  return (
    <Table size="small" aria-label={text('documents.table.label')}>
      <TableHead>
        <TableRow>
          <TableCell>{text('documents.table.title')}</TableCell>
          <TableCell>{text('documents.table.category')}</TableCell>
          <TableCell>{text('documents.table.access')}</TableCell>
          <TableCell>{text('documents.table.size')}</TableCell>
          <TableCell>{text('documents.table.actions')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map((d) => (
          <TableRow key={d.id}>
            <TableCell>{d.title}</TableCell>
            <TableCell>{categoryName(d.categoryId)}</TableCell>
            <TableCell>{accessText(d, text)}</TableCell>
            <TableCell>{sizeText(d.size)}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              <RowButton
                label={text('documents.table.editLabel', { title: d.title })}
                onClick={() => actions.onEdit(d)}
              >
                {text('documents.table.edit')}
              </RowButton>
              <RowButton
                label={text('documents.table.linkLabel', { title: d.title })}
                onClick={() => actions.onLink(d)}
              >
                {text('documents.table.link')}
              </RowButton>
              <RowButton label={text('documents.table.logLabel', { title: d.title })} onClick={() => actions.onLog(d)}>
                {text('documents.table.log')}
              </RowButton>
              <RowButton
                label={text('documents.table.deleteLabel', { title: d.title })}
                color="error"
                onClick={() => actions.onDelete(d)}
              >
                {text('documents.table.delete')}
              </RowButton>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
