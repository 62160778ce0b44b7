// The People-and-access calls (/api/v1/mc/access, docs/access.md) as the
// screens use them: reads under the keys of api/query-keys.ts, and one
// write helper that refreshes everything a role-group change makes stale —
// the role groups, every reach answer (they are computed from roles and
// claims), and react-admin's cached rows of the account tables.
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type {
  AccessUser,
  Reachers,
  RoleGroup,
  RoleGroupBody,
  RoleSummary,
  UserReach,
} from '../../../shared/api/access.js';
import { queryKeys } from '../../api/query-keys.js';
import { SCREEN_READ } from '../../api/read-options.js';
import { errorText, MC_BASE, useSiteApi } from '../../api/site-api.js';

const ACCESS_BASE = `${MC_BASE}/access`;
const enc = encodeURIComponent;

const accessUrls = {
  roles: () => `${ACCESS_BASE}/roles`,
  role: (roleId: string) => `${ACCESS_BASE}/roles/${enc(roleId)}`,
  member: (roleId: string, userId: string) => `${ACCESS_BASE}/roles/${enc(roleId)}/members/${enc(userId)}`,
  users: (text: string) => `${ACCESS_BASE}/users${text ? `?q=${enc(text)}` : ''}`,
  userReach: (userId: string) => `${ACCESS_BASE}/reach/users/${enc(userId)}`,
  reachers: (kind: 'route' | 'tag', value: string) =>
    `${ACCESS_BASE}/reach?${kind === 'route' ? 'path' : 'tag'}=${enc(value)}`,
};

function useAccessRead<T>(queryKey: readonly unknown[], url: string, enabled = true) {
  const api = useSiteApi();
  const query = useQuery({ queryKey, queryFn: () => api.get<T>(url), enabled, ...SCREEN_READ });
  return { ...query, errorMessage: query.error ? errorText(query.error) : undefined };
}

export const useRoleGroups = () => useAccessRead<RoleSummary[]>(queryKeys.access.roles(), accessUrls.roles());
export const useRoleGroup = (roleId: string) =>
  useAccessRead<RoleGroup>(queryKeys.access.role(roleId), accessUrls.role(roleId));
export const useUserReach = (userId: string) =>
  useAccessRead<UserReach>(queryKeys.access.userReach(userId), accessUrls.userReach(userId));
export const useReachers = (kind: 'route' | 'tag', value: string | undefined) =>
  useAccessRead<Reachers>(
    queryKeys.access.reachers(kind, value ?? ''),
    accessUrls.reachers(kind, value ?? ''),
    value !== undefined && value !== '',
  );

/** Users for the member picker, searched once the typed text settles (the options stay until the next answer). */
export function useUserSearch(text: string) {
  const api = useSiteApi();
  return useQuery({
    queryKey: queryKeys.access.userSearch(text),
    queryFn: () => api.get<AccessUser[]>(accessUrls.users(text)),
    placeholderData: keepPreviousData,
    ...SCREEN_READ,
  });
}

/** The account tables react-admin may hold rows of (its keys start with the resource name). */
const ACCOUNT_RESOURCES = ['AspNetRoles', 'AspNetRoleClaims', 'AspNetUserRoles'];

/** Role-group writes: each answers the role group as stored, which replaces the cached one; everything else access-related is read again. */
export function useRoleGroupWrites() {
  const api = useSiteApi();
  const client = useQueryClient();
  const settle = useCallback(
    async (saved?: RoleGroup) => {
      if (saved) client.setQueryData(queryKeys.access.role(saved.Id), saved);
      await Promise.all([
        client.invalidateQueries({
          queryKey: queryKeys.access.all(),
          predicate: (q) => !saved || q.queryKey[2] !== saved.Id,
        }),
        ...ACCOUNT_RESOURCES.map((r) => client.invalidateQueries({ queryKey: [r] })),
      ]);
    },
    [client],
  );
  return {
    create: async (body: RoleGroupBody) => {
      const saved = await api.send<RoleGroup>('POST', accessUrls.roles(), body);
      await settle(saved);
      return saved;
    },
    save: async (roleId: string, body: RoleGroupBody) => {
      const saved = await api.send<RoleGroup>('PUT', accessUrls.role(roleId), body);
      await settle(saved);
      return saved;
    },
    remove: async (roleId: string) => {
      await api.send<void>('DELETE', accessUrls.role(roleId));
      client.removeQueries({ queryKey: queryKeys.access.role(roleId) });
      await settle();
    },
    addMember: async (roleId: string, userId: string) => {
      const saved = await api.send<RoleGroup>('PUT', accessUrls.member(roleId, userId));
      await settle(saved);
      return saved;
    },
    removeMember: async (roleId: string, userId: string) => {
      const saved = await api.send<RoleGroup>('DELETE', accessUrls.member(roleId, userId));
      await settle(saved);
      return saved;
    },
  };
}
