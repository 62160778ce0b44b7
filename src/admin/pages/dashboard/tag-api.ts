// The dashboard's tag read (spec §7 'Other calls'): GET /api/v1/db/tag with
// the menu's fields, visible and not deleted, every row (no pageNumber: the
// server streams the whole list). TVisible/TDeleted come along so the allowed
// tags are computed by the same function as page access (auth/session.ts).
import { readToken } from '../../auth/token-storage.js';
import type { ToolTag } from './tool-tree.js';

export const TAG_FIELDS = ['TId', 'TIdParent', 'TName', 'TPath', 'TVisible', 'TDeleted', 'CUrlDefaultPage', 'TNextId'] as const;

export function dashboardTagsUrl(): string {
  const query = new URLSearchParams({ fields: TAG_FIELDS.join(','), filters: 'TVisible==true,TDeleted==false' });
  return `/api/v1/db/tag?${query}`;
}

export interface TagApiOptions {
  fetch?: typeof fetch;
  getToken?: () => string | null;
}

export async function fetchDashboardTags({ fetch: fetchFn, getToken = readToken }: TagApiOptions = {}): Promise<ToolTag[]> {
  const doFetch: typeof fetch = fetchFn ?? ((input, init) => globalThis.fetch(input, init));
  const token = getToken();
  const response = await doFetch(dashboardTagsUrl(), {
    method: 'GET',
    headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    credentials: 'include',
  });
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  if (!response.ok || !Array.isArray(body)) {
    const message = (body as { errors?: { message?: string }[] } | undefined)?.errors?.[0]?.message;
    throw new Error(message ?? `Request failed with status ${response.status}`);
  }
  return body as ToolTag[];
}
