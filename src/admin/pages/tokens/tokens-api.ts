// The general tokens' and token locations' calls (/api/v1/mc/tokens,
// /api/v1/mc/token-locations; shared/api/tokens.ts) through the app's one
// HTTP client. Tokens are Content rows and locations MiscData rows, so their
// keys start with those resources: a write of either through the generic
// screens makes these reads stale too (api/query-keys.ts).
import type {
  TokenItem,
  TokenLocation,
  TokenLocationBody,
  TokenPreview,
  TokenPreviewBody,
  TokenSaveBody,
} from '../../../shared/api/tokens.js';
import type { HttpClient } from '../../providers/http-client.js';
import { API_PREFIX } from '../../../shared/api/prefixes.js';

const TOKENS_URL = API_PREFIX.tokens;
const LOCATIONS_URL = API_PREFIX.tokenLocations;

export const tokenKeys = {
  list: () => ['Content', 'general-tokens'] as const,
  locations: () => ['MiscData', 'token-locations'] as const,
};

const json = (body: unknown) => ({ body: JSON.stringify(body) });

export const listTokens = async (http: HttpClient) => (await http(TOKENS_URL, { method: 'GET' })).json as TokenItem[];
export const createToken = async (http: HttpClient, body: TokenSaveBody) =>
  (await http(TOKENS_URL, { method: 'POST', ...json(body) })).json as TokenItem;
// A token's save and delete carry the version it was loaded with (If-Match): a change made meanwhile is refused (412), never overwritten.
const ifMatch = (etag: string) => ({ headers: { 'If-Match': etag } });
export const readToken = async (http: HttpClient, id: number) =>
  (await http(`${TOKENS_URL}/${id}`, { method: 'GET' })).json as TokenItem;
export const saveToken = async (http: HttpClient, id: number, body: TokenSaveBody, etag: string) =>
  (await http(`${TOKENS_URL}/${id}`, { method: 'PUT', ...json(body), ...ifMatch(etag) })).json as TokenItem;
export const deleteToken = async (http: HttpClient, id: number, etag: string) =>
  void (await http(`${TOKENS_URL}/${id}`, { method: 'DELETE', ...ifMatch(etag) }));
export const previewToken = async (http: HttpClient, body: TokenPreviewBody) =>
  (await http(`${TOKENS_URL}/preview`, { method: 'POST', ...json(body) })).json as TokenPreview;

export const listLocations = async (http: HttpClient) =>
  (await http(LOCATIONS_URL, { method: 'GET' })).json as TokenLocation[];
export const createLocation = async (http: HttpClient, body: TokenLocationBody) =>
  (await http(LOCATIONS_URL, { method: 'POST', ...json(body) })).json as TokenLocation;
export const saveLocation = async (http: HttpClient, id: number, body: TokenLocationBody) =>
  (await http(`${LOCATIONS_URL}/${id}`, { method: 'PUT', ...json(body) })).json as TokenLocation;
export const reorderLocations = async (http: HttpClient, ids: number[]) =>
  (await http(`${LOCATIONS_URL}/order`, { method: 'PUT', ...json({ ids }) })).json as TokenLocation[];
export const deleteLocation = async (http: HttpClient, id: number) =>
  void (await http(`${LOCATIONS_URL}/${id}`, { method: 'DELETE' }));
