// The editor's modes (spec §2: edit, add, upload, select, view) and the route
// and query that carry each. Every editing route is an exact match, so the
// page travels as a query parameter, never as a path segment.
type EditorMode = 'edit' | 'add' | 'upload' | 'select' | 'view';

export const MODE_ROUTES: Record<EditorMode, string> = {
  select: '/edit/select', // ?tag={TId} opens that tag; ?q= searches
  edit: '/edit', // ?cId={CId}[&draft={CvId}]
  add: '/edit/add', // ?tag={TId}[&ctId={CtId}]
  upload: '/edit/file',
  view: '/edit/summary', // ?cId={CId}
};

export function editorUrl(mode: EditorMode, cId?: number): string {
  return cId ? `${MODE_ROUTES[mode]}?cId=${cId}` : MODE_ROUTES[mode];
}

/** A route's numeric parameter: a positive integer, else undefined. */
export function positiveInt(text: string | null): number | undefined {
  return text && /^\d+$/.test(text) && Number(text) > 0 ? Number(text) : undefined;
}
