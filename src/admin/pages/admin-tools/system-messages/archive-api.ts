// Archiving system messages through the spec's call (§7 GET
// /systemmessages/archive?sId={id}); several ids go joined by commas in one
// call, which the server archives all or none.
import type { ArchiveResult } from '../../../../shared/api/ops.js';
import type { TranslateFunction } from 'react-admin';
import { DB_BASE, type SiteApi } from '../../../api/site-api.js';
import { englishText } from '../shared.js';

export const archiveUrl = (ids: readonly (number | string)[]) =>
  `${DB_BASE}/systemmessages/archive?sId=${ids.map(String).map(encodeURIComponent).join(',')}`;

export async function archiveMessages(api: SiteApi, ids: readonly (number | string)[]): Promise<number[]> {
  return (await api.get<ArchiveResult>(archiveUrl(ids))).archived;
}

export const archivedText = (count: number, text: TranslateFunction = englishText) =>
  text('admin-tools.systemMessages.archivedCount', { smart_count: count });
