// The calls of User Management and My Account (/api/v1/mc/users,
// /api/v1/mc/account; shapes in src/shared/api/people.ts), through the app's
// one HTTP client (token, JSON, the server's error messages). The client
// comes from a context, so component specs pass one over a fake fetch.
import type { SessionList } from '../../../shared/api/sessions.js';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type {
  AccountAnswer,
  AuditEntry,
  InviteAnswer,
  InviteBody,
  MyAccount,
  UserDetail,
  UserListQuery,
  UserSaveBody,
  UserSummary,
} from '../../../shared/api/people.js';
import type { Pagination } from '../../../shared/api/generic.js';
import { createHttpClient, type HttpClient } from '../../providers/http-client.js';
import { encodePassword } from '../../auth/auth-api.js';
import type { TranslateFunction } from 'react-admin';
import { readTagTree } from '../../api/tag-tree.js';
import { API_PREFIX } from '../../../shared/api/prefixes.js';

const USERS_BASE = API_PREFIX.users;
const ACCOUNT_BASE = API_PREFIX.account;

interface Page<T> {
  rows: T[];
  pagination: Pagination | undefined;
}

const query = (params: Record<string, string | number | undefined>) => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') q.set(k, String(v));
  const text = q.toString();
  return text ? `?${text}` : '';
};

export function createPeopleApi(http: HttpClient) {
  const get = async <T,>(path: string) => (await http(path, { method: 'GET' })).json as T;
  const page = async <T,>(path: string): Promise<Page<T>> => {
    const answer = await http(path, { method: 'GET' });
    const header = answer.headers.get('x-pagination');
    return { rows: answer.json as T[], pagination: header ? (JSON.parse(header) as Pagination) : undefined };
  };
  const send = async <T,>(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) =>
    (await http(path, { method, body: body === undefined ? undefined : JSON.stringify(body) })).json as T;

  return {
    users: (q: UserListQuery) =>
      page<UserSummary>(`${USERS_BASE}${query(q as Record<string, string | number | undefined>)}`),
    user: (id: string) => get<UserDetail>(`${USERS_BASE}/${encodeURIComponent(id)}`),
    invite: (body: InviteBody) => send<InviteAnswer>('POST', USERS_BASE, body),
    save: (id: string, body: UserSaveBody) => send<UserDetail>('PUT', `${USERS_BASE}/${encodeURIComponent(id)}`, body),
    setSecondFactor: (id: string, enabled: boolean) =>
      send<UserDetail>('PUT', `${USERS_BASE}/${encodeURIComponent(id)}/second-factor`, { enabled }),
    setDisabled: (id: string, disabled: boolean) =>
      send<UserDetail>('PUT', `${USERS_BASE}/${encodeURIComponent(id)}/disabled`, { disabled }),
    unlock: (id: string) => send<UserDetail>('POST', `${USERS_BASE}/${encodeURIComponent(id)}/unlock`),
    audit: (id: string, pageNumber: number, pageSize: number) =>
      page<AuditEntry>(`${USERS_BASE}/${encodeURIComponent(id)}/audit${query({ pageNumber, pageSize })}`),
    /** The shared tag tree (api/tag-tree.ts: one read for every screen). */
    tagTree: () => readTagTree(http),
    /** The roles there are (the generic interface: Admins may read them). */
    roles: () => get<{ Id: string; Name: string }[]>('/api/v1/db/aspnetroles?fields=Id,Name&orderBy=Name%20asc'),
    /** Content by title, for the content picker. */
    searchContent: (text: string) =>
      get<{ CId: number; CTitle: string | null }[]>(
        `/api/v1/db/content${query({ fields: 'CId,CTitle', orderBy: 'CTitle asc', pageNumber: 1, pageSize: 20, filters: text ? `CTitle~${text.replace(/[\\,|]/g, (c) => `\\${c}`)}` : undefined })}`,
      ),

    account: () => get<MyAccount>(ACCOUNT_BASE),
    rename: (DisplayName: string) => send<AccountAnswer>('PUT', `${ACCOUNT_BASE}/name`, { DisplayName }),
    askEmailChange: (Email: string, currentPassword: string) =>
      send<AccountAnswer>('POST', `${ACCOUNT_BASE}/email`, { Email, CurrentPassword: encodePassword(currentPassword) }),
    confirmEmail: (token: string) => send<AccountAnswer>('POST', `${ACCOUNT_BASE}/email/confirm`, { token }),
    setMySecondFactor: (enabled: boolean, currentPassword: string) =>
      send<AccountAnswer>('PUT', `${ACCOUNT_BASE}/second-factor`, {
        enabled,
        CurrentPassword: encodePassword(currentPassword),
      }),
    /** Your live sessions (contract §4 "Revocation"). */
    sessions: async () => (await get<SessionList>(`${ACCOUNT_BASE}/sessions`)).sessions,
    endSession: (id: string) =>
      send<{ success: boolean }>('DELETE', `${ACCOUNT_BASE}/sessions/${encodeURIComponent(id)}`),
    /** Sign out everywhere: every session of the account ends, this one included. */
    endAllSessions: () => send<{ success: boolean }>('DELETE', `${ACCOUNT_BASE}/sessions`),
  };
}

type PeopleApi = ReturnType<typeof createPeopleApi>;

const PeopleApiContext = createContext<PeopleApi | undefined>(undefined);

/** Specs wrap a screen in this with a client over their own fetch. */
export function PeopleApiProvider({ api, children }: { api: PeopleApi; children: ReactNode }) {
  return <PeopleApiContext.Provider value={api}>{children}</PeopleApiContext.Provider>;
}

export function usePeopleApi(): PeopleApi {
  const given = useContext(PeopleApiContext);
  const fallback = useMemo(() => createPeopleApi(createHttpClient()), []);
  return given ?? fallback;
}

/** A rejection's text for an inline notice (HttpError carries the server's message); with `text`, the fallback in the reader's language. */
export const errorText = (error: unknown, text?: TranslateFunction) =>
  (error instanceof Error && error.message) || (text ? text('people.unknownError') : 'Unknown Error');
