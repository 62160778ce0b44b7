// The site tools' calls to /api/v1/mc/... (docs/editor-api.md "Site tools")
// and the few direct reads and writes of /api/v1/db they need, through the
// app's one HTTP client (token, JSON, the contract's error messages). The
// client comes from a context so component specs pass one over a fake fetch.
import { createContext, useContext, type ReactNode } from 'react';
import { createHttpClient, type HttpClient } from '../providers/http-client.js';
import type { TranslateFunction } from 'react-admin';
import { requireFetcher } from '../kit/developer-errors.js';
import { englishText } from '../i18n/english.js';
import { API_PREFIX } from '../../shared/api/prefixes.js';

export const MC_BASE = API_PREFIX.mc;
export const DB_BASE = API_PREFIX.data;

export interface SiteApi {
  /** GET, answering the parsed body. */
  get<T>(path: string): Promise<T>;
  /** A JSON write; `etag` becomes If-Match. */
  send<T>(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown, etag?: string): Promise<T>;
  /** GET with the answer's ETag (for a later If-Match). */
  getWithEtag<T>(path: string): Promise<{ body: T; etag: string | undefined }>;
  /** A JSON write answered with the record's new ETag (for the next If-Match). */
  sendWithEtag<T>(
    method: 'POST' | 'PUT' | 'PATCH',
    path: string,
    body: unknown,
    etag?: string,
  ): Promise<{ body: T; etag: string | undefined }>;
}

export function createSiteApi(http: HttpClient): SiteApi {
  requireFetcher('The site tools API', http);
  return {
    async get<T>(path: string) {
      return (await http(path, { method: 'GET' })).json as T;
    },
    async getWithEtag<T>(path: string) {
      const answer = await http(path, { method: 'GET' });
      return { body: answer.json as T, etag: answer.headers.get('etag') ?? undefined };
    },
    async send<T>(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown, etag?: string) {
      const headers: Record<string, string> = etag ? { 'If-Match': etag } : {};
      const answer = await http(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      return answer.json as T;
    },
    async sendWithEtag<T>(method: 'POST' | 'PUT' | 'PATCH', path: string, body: unknown, etag?: string) {
      const answer = await http(path, {
        method,
        headers: etag ? { 'If-Match': etag } : {},
        body: JSON.stringify(body),
      });
      return { body: answer.json as T, etag: answer.headers.get('etag') ?? undefined };
    },
  };
}

const SiteApiContext = createContext<SiteApi | undefined>(undefined);

/** Specs wrap a screen in this with a client over their own fetch. */
export function SiteApiProvider({ api, children }: { api: SiteApi; children: ReactNode }) {
  return <SiteApiContext.Provider value={api}>{children}</SiteApiContext.Provider>;
}

let appApi: SiteApi | undefined;

/** The app's client (the real HTTP client), shared by every screen and by reads started before a screen mounts. */
export function appSiteApi(): SiteApi {
  return (appApi ??= createSiteApi(createHttpClient()));
}

export function useSiteApi(): SiteApi {
  return useContext(SiteApiContext) ?? appSiteApi();
}

/** A rejection's text for an inline error (HttpError carries the server's message); a screen may pass its useText() for the fallback. */
export const errorText = (error: unknown, text: TranslateFunction = englishText) =>
  (error instanceof Error && error.message) || text('site.shared.unknownError');
