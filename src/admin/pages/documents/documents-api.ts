// The secured documents' staff calls (/api/v1/mc/documents;
// shared/api/documents.ts) through the app's one HTTP client.
import type {
  CategoryItem,
  CategorySaveBody,
  DocumentItem,
  DocumentSaveBody,
  DownloadEntry,
  SignedLink,
} from '../../../shared/api/documents.js';
import type { TranslateFunction } from 'react-admin';
import type { HttpClient } from '../../providers/http-client.js';
import { API_PREFIX } from '../../../shared/api/prefixes.js';

export const DOCUMENTS_URL = API_PREFIX.documents;

interface DocumentFilter {
  q: string;
  /** '' every category; 0 uncategorised. */
  categoryId: number | '';
  pageNumber: number;
  pageSize: number;
}

interface DocumentPage {
  items: DocumentItem[];
  totalCount: number;
  totalPages: number;
}

export const documentKeys = {
  all: () => ['documents'] as const,
  list: (filter: DocumentFilter) => ['documents', 'list', filter] as const,
  categories: () => ['documents', 'categories'] as const,
};

export async function listDocuments(http: HttpClient, filter: DocumentFilter): Promise<DocumentPage> {
  const params = new URLSearchParams({ pageNumber: String(filter.pageNumber), pageSize: String(filter.pageSize) });
  if (filter.q.trim()) params.set('q', filter.q.trim());
  if (filter.categoryId !== '') params.set('categoryId', String(filter.categoryId));
  const answer = await http(`${DOCUMENTS_URL}?${params.toString()}`, { method: 'GET' });
  const paging = JSON.parse(answer.headers.get('x-pagination') ?? '{}') as { totalCount?: number; totalPages?: number };
  return {
    items: answer.json as DocumentItem[],
    totalCount: paging.totalCount ?? 0,
    totalPages: paging.totalPages ?? 1,
  };
}

export const saveDocument = async (http: HttpClient, id: number, change: DocumentSaveBody) =>
  (await http(`${DOCUMENTS_URL}/${id}`, { method: 'PATCH', body: JSON.stringify(change) })).json as DocumentItem;
export const deleteDocument = async (http: HttpClient, id: number) =>
  void (await http(`${DOCUMENTS_URL}/${id}`, { method: 'DELETE' }));
export const documentLink = async (http: HttpClient, id: number) =>
  (await http(`${DOCUMENTS_URL}/${id}/link`, { method: 'GET' })).json as SignedLink;
export const downloadLog = async (http: HttpClient, id: number) =>
  (await http(`${DOCUMENTS_URL}/${id}/downloads`, { method: 'GET' })).json as DownloadEntry[];

export const listCategories = async (http: HttpClient) =>
  (await http(`${DOCUMENTS_URL}/categories`, { method: 'GET' })).json as CategoryItem[];
export const createCategory = async (http: HttpClient, body: CategorySaveBody) =>
  (await http(`${DOCUMENTS_URL}/categories`, { method: 'POST', body: JSON.stringify(body) })).json as CategoryItem;
export const saveCategory = async (http: HttpClient, id: number, body: CategorySaveBody) =>
  (await http(`${DOCUMENTS_URL}/categories/${id}`, { method: 'PUT', body: JSON.stringify(body) })).json as CategoryItem;
export const deleteCategory = async (http: HttpClient, id: number) =>
  void (await http(`${DOCUMENTS_URL}/categories/${id}`, { method: 'DELETE' }));

/** How the table names a document's access. */
export function accessText(d: DocumentItem, text: TranslateFunction): string {
  switch (d.access.mode) {
    case 'public':
      return text('documents.access.public');
    case 'register':
      return text('documents.access.register');
    case 'roles':
      return text('documents.access.roles', { roles: d.access.roles.join(', ') });
    case 'claims':
      return text('documents.access.claims', { claims: d.access.claims.join(', ') });
  }
}
