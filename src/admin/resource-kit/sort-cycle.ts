// A sort click cycles ascending → descending → unsorted (spec §4). react-admin
// toggles between the first two only, so the table's setSort goes through
// this. "Unsorted" is an empty field: the dataProvider then sends no orderBy
// and the server applies the entity's default order.
import type { SortPayload } from 'react-admin';

export const UNSORTED: SortPayload = { field: '', order: 'ASC' };

export function nextSort(current: SortPayload | undefined, clicked: SortPayload): SortPayload {
  if (!current || current.field !== clicked.field) return { field: clicked.field, order: 'ASC' };
  return current.order === 'ASC' ? { field: clicked.field, order: 'DESC' } : UNSORTED;
}
