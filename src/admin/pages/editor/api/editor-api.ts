// Every call the editing screens make, in one place (docs/editor-api.md and
// spec §7): the editor's own calls under /api/v1/mc/editor, the upload, and
// the generic reads and writes they need (tags, content search, content
// types, tag links). A factory over the app's HttpClient, like the data
// provider, so specs pass a client with a fake fetch.
import { createDataProvider } from '../../../providers/data-provider.js';
import { createHttpClient, type HttpClient } from '../../../providers/http-client.js';
import type { FactsApi } from '../facts/facts-api.js';
import { listCarousels, readCarousel } from '../../carousels/carousel-api.js';
import type { StyleChoices } from '../../../../shared/api/style-guide.js';
import type { LivePageAddress, PreviewKind, PreviewLink, SharedPreviewLink } from '../../../../shared/api/preview.js';
import type {
  AddPage,
  ContentRow,
  ContentTypeRow,
  DraftSummary,
  LinkRecord,
  LoadedPage,
  Page,
  PageSave,
  StoredFile,
  TagRow,
  VersionDetail,
  VersionSummary,
} from './types.js';
import { requireFetcher } from '../../../kit/developer-errors.js';
import { API_PREFIX } from '../../../../shared/api/prefixes.js';

const EDITOR = API_PREFIX.editor;
const DB = API_PREFIX.data;

/** Escapes the filter grammar's special characters in a typed value (contract §2: `\` escapes `,` `|` and `\`). */
function filterValue(text: string): string {
  return text.replace(/[\\,|]/g, (c) => `\\${c}`);
}

function query(params: Record<string, string>): string {
  return `?${new URLSearchParams(params)}`;
}

function etagOf(headers: Headers, what: string): string {
  const etag = headers.get('etag');
  if (!etag) throw new Error(`The ${what} answer has no ETag header: is a proxy dropping it?`);
  return etag;
}

export function createEditorApi(http: HttpClient = createHttpClient()) {
  requireFetcher('The page editor API', http);
  const json = (body: unknown) => JSON.stringify(body);
  const loaded = async (promise: ReturnType<HttpClient>, what: string): Promise<LoadedPage> => {
    const response = await promise;
    return { page: response.json as Page, etag: etagOf(response.headers, what) };
  };

  return {
    getPage: (cId: number) => loaded(http(`${EDITOR}/page/${cId}`), 'page'),

    savePage: (cId: number, etag: string, save: PageSave) =>
      loaded(http(`${EDITOR}/page/${cId}`, { method: 'PUT', body: json(save), headers: { 'If-Match': etag } }), 'save'),

    versions: async (cId: number) => (await http(`${EDITOR}/versions/${cId}`)).json as VersionSummary[],

    version: async (cvId: number) => (await http(`${EDITOR}/version/${cvId}`)).json as VersionDetail,

    restoreVersion: (cvId: number, etag: string) =>
      loaded(
        http(`${EDITOR}/version/${cvId}/restore`, { method: 'POST', body: '{}', headers: { 'If-Match': etag } }),
        'restore',
      ),

    publishDraft: (cvId: number, etag: string) =>
      loaded(
        http(`${EDITOR}/version/${cvId}/publish`, { method: 'POST', body: '{}', headers: { 'If-Match': etag } }),
        'publish',
      ),

    discardDraft: async (cvId: number) => {
      await http(`${EDITOR}/version/${cvId}`, { method: 'DELETE' });
    },

    drafts: async () => (await http(`${EDITOR}/drafts`)).json as DraftSummary[],

    duplicate: async (cId: number, pagePicker: boolean) =>
      (await http(`${EDITOR}/duplicate${query({ cId: String(cId), bPagePicker: String(pagePicker) })}`)).json as Page,

    addPage: async (body: AddPage) => (await http(`${EDITOR}/add`, { method: 'POST', body: json(body) })).json as Page,

    /** POST /api/v1/mc/file, multipart field 'file'. */
    upload: async (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return (await http(API_PREFIX.file, { method: 'POST', body: form })).json as StoredFile;
    },

    /** The visible, non-deleted tag tree (spec §7 'Other calls'). */
    tags: async () =>
      (
        await http(
          `${DB}/tag${query({ fields: 'TId,TIdParent,TName,TPath', filters: 'TVisible==true,TDeleted==false', orderBy: 'TName asc' })}`,
        )
      ).json as TagRow[],

    /** The content linked to one tag (TagToContent by TId), with their titles. */
    contentOfTag: async (tId: number): Promise<ContentRow[]> => {
      const links = (
        await http(
          `${DB}/tagtocontent${query({ fields: 'TId,CId,CSortOrder', filters: `TId==${tId}`, orderBy: 'CSortOrder asc' })}`,
        )
      ).json as LinkRecord[];
      if (!links.length) return [];
      const ids = links
        .slice(0, 50)
        .map((l) => `CId==${l.CId}`)
        .join(',|');
      const rows = (
        await http(`${DB}/content${query({ fields: 'CId,CTitle,CSeoUrl,CtId', filters: ids, orderBy: 'CTitle asc' })}`)
      ).json as ContentRow[];
      const byId = new Map(rows.map((r) => [r.CId, r]));
      return links.map((l) => byId.get(l.CId)).filter((r): r is ContentRow => !!r);
    },

    /** The table search of spec §7: CTitle~x,|CSeoUrl~x ordered by CTitle; one page of 50. */
    searchContent: async (text: string) => {
      const v = filterValue(text.trim());
      const params = {
        fields: 'CId,CTitle,CSeoUrl,CtId',
        filters: `CTitle~${v},|CSeoUrl~${v}`,
        orderBy: 'CTitle asc',
        pageNumber: '1',
        pageSize: '50',
      };
      return (await http(`${DB}/content${query(params)}`)).json as ContentRow[];
    },

    /** The Carousel Tool's carousels, for a block's carousel (CIdChild). */
    carousels: () => listCarousels(http),
    carousel: (id: number) => readCarousel(http, id),

    /** The block styles and row designs the style guide offers (issue 16 item 6). */
    styleChoices: async () => (await http(`${API_PREFIX.styleGuide}/offered`)).json as StyleChoices,

    contentTypes: async () =>
      (await http(`${DB}/contenttype${query({ fields: 'CtId,CtName', orderBy: 'CtId asc' })}`))
        .json as ContentTypeRow[],

    /** The page's tag links (TagToContent by CId). */
    linksOf: async (cId: number) =>
      (await http(`${DB}/tagtocontent${query({ filters: `CId==${cId}`, orderBy: 'TId asc' })}`)).json as LinkRecord[],

    addLink: async (link: LinkRecord) =>
      (await http(`${DB}/tagtocontent`, { method: 'POST', body: json(link) })).json as LinkRecord,

    removeLink: async (tId: number, cId: number) => {
      await http(`${DB}/tagtocontent/${encodeURIComponent(`[${tId},${cId}]`)}`, { method: 'DELETE' });
    },

    /** A news item's or event's facts (facts/facts-api.ts): the data provider's If-Match handling, over the same client. */
    facts: { dataProvider: createDataProvider(DB, http), http } satisfies FactsApi,

    /** A signed link to the page as visitors will see it (docs/preview.md); `share` makes a stored, revocable one for a reviewer. */
    previewLink: async (kind: PreviewKind, id: number, share = false) =>
      (
        await http(`${API_PREFIX.preview}/links`, {
          method: 'POST',
          body: json({ kind, id, ...(share ? { share } : {}) }),
        })
      ).json as PreviewLink,

    /** The page on the public site (Site Setup's public URL), or null while it is not live. */
    liveAddress: async (cId: number) => ((await http(`/api/v1/mc/preview/live/${cId}`)).json as LivePageAddress).url,

    sharedPreviewLinks: async (cId: number) =>
      (await http(`/api/v1/mc/preview/links${query({ CId: String(cId) })}`)).json as SharedPreviewLink[],

    revokePreviewLink: async (id: number) =>
      (await http(`/api/v1/mc/preview/links/${id}`, { method: 'DELETE' })).json as SharedPreviewLink,

    setLinkOrder: async (tId: number, cId: number, sort: number) =>
      (
        await http(`${DB}/tagtocontent/${encodeURIComponent(`[${tId},${cId}]`)}`, {
          method: 'PATCH',
          body: json({ CSortOrder: sort }),
        })
      ).json as LinkRecord,
  };
}

export type EditorApi = ReturnType<typeof createEditorApi>;
