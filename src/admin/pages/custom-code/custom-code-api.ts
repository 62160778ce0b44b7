// The custom code and template files calls (shared/api/custom-code.ts) through the app's one HTTP client.
import type {
  CodeVersion,
  CodeVersionDetail,
  PageCss,
  SecurityHeaders,
  SecurityHeadersBody,
  Snippet,
  SnippetBody,
  PageTemplateFile,
  TemplateFile,
  TokenLocation,
} from '../../../shared/api/custom-code.js';
import type { HttpClient } from '../../providers/http-client.js';
import { API_PREFIX } from '../../../shared/api/prefixes.js';

export const CODE_URL = API_PREFIX.customCode;
export const FILES_URL = API_PREFIX.templateFiles;

export const codeKeys = {
  snippets: () => ['custom-code', 'snippets'] as const,
  locations: () => ['custom-code', 'token-locations'] as const,
  versions: (base: string, cId: number) => ['custom-code', 'versions', base, cId] as const,
  pageCss: () => ['custom-code', 'page-css'] as const,
  headers: () => ['custom-code', 'security-headers'] as const,
  templates: () => ['template-files'] as const,
  pageTemplates: () => ['template-files', 'pages'] as const,
};

const get = async <T>(http: HttpClient, url: string) => (await http(url, { method: 'GET' })).json as T;
const send = async <T>(http: HttpClient, method: string, url: string, body?: unknown) =>
  (await http(url, { method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) })).json as T;

export const listSnippets = (http: HttpClient) => get<Snippet[]>(http, `${CODE_URL}/snippets`);
export const listTokenLocations = (http: HttpClient) => get<TokenLocation[]>(http, `${CODE_URL}/token-locations`);
export const createSnippet = (http: HttpClient, body: SnippetBody) =>
  send<Snippet>(http, 'POST', `${CODE_URL}/snippets`, body);
export const saveSnippet = (http: HttpClient, cId: number, body: SnippetBody) =>
  send<Snippet>(http, 'PUT', `${CODE_URL}/snippets/${cId}`, body);
export const orderSnippets = (http: HttpClient, cIds: number[]) =>
  send<Snippet[]>(http, 'PUT', `${CODE_URL}/snippets/order`, { CIds: cIds });
export const deleteSnippet = (http: HttpClient, cId: number) =>
  send<void>(http, 'DELETE', `${CODE_URL}/snippets/${cId}`);

export const listPageCss = (http: HttpClient) => get<PageCss[]>(http, `${CODE_URL}/page-css`);
export const readPageCss = (http: HttpClient, cId: number) => get<PageCss>(http, `${CODE_URL}/page-css/${cId}`);
export const savePageCss = (http: HttpClient, cId: number, css: string) =>
  send<PageCss>(http, 'PUT', `${CODE_URL}/page-css/${cId}`, { css });

export const readSecurityHeaders = (http: HttpClient) => get<SecurityHeaders>(http, `${CODE_URL}/security-headers`);
export const saveSecurityHeaders = (http: HttpClient, body: SecurityHeadersBody) =>
  send<SecurityHeaders>(http, 'PUT', `${CODE_URL}/security-headers`, body);

export const listTemplateFiles = (http: HttpClient) => get<TemplateFile[]>(http, FILES_URL);
export const listPageTemplates = (http: HttpClient) => get<PageTemplateFile[]>(http, `${FILES_URL}/pages`);
/** Saves a template's source under its base (FILES_URL, or `${FILES_URL}/pages` for a page template). */
export const saveTemplateSource = (http: HttpClient, base: string, id: number, source: string) =>
  send<unknown>(http, 'PUT', `${base}/${id}`, { source });

/** Versions of a code item under a base (`${CODE_URL}/snippets` or FILES_URL). */
export const listVersions = (http: HttpClient, base: string, cId: number) =>
  get<CodeVersion[]>(http, `${base}/${cId}/versions`);
export const readVersion = (http: HttpClient, base: string, cId: number, cvId: number) =>
  get<CodeVersionDetail>(http, `${base}/${cId}/versions/${cvId}`);
export const restoreVersion = <T>(http: HttpClient, base: string, cId: number, cvId: number) =>
  send<T>(http, 'POST', `${base}/${cId}/versions/${cvId}/restore`);

/** The line and column a 422 for source code names (errors[0].line/column), when it does. */
export function sourcePosition(error: unknown): { line: number; column: number; message: string } | undefined {
  const body = (error as { body?: { response?: { errors?: { line?: number; column?: number; message?: string }[] } } })
    ?.body;
  const first = body?.response?.errors?.[0];
  return first && typeof first.line === 'number' && typeof first.column === 'number'
    ? { line: first.line, column: first.column, message: first.message ?? '' }
    : undefined;
}
