// The user list's search, filters and page, kept in the address (so the back
// button from an account returns to the same list) and turned into the
// list call's query.
import type { UserListQuery, UserStatus } from '../../../../shared/api/people.js';
import { USER_STATUSES } from '../../../../shared/api/people.js';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../../resource-kit/page-sizes.js';

export interface ListParams {
  q: string;
  role: string;
  status: UserStatus | '';
  twoFactor: 'on' | 'off' | '';
  page: number;
  pageSize: number;
}

export function listParamsOf(search: URLSearchParams): ListParams {
  const status = search.get('status') ?? '';
  const twoFactor = search.get('twoFactor') ?? '';
  const size = Number(search.get('pageSize'));
  return {
    q: search.get('q') ?? '',
    role: search.get('role') ?? '',
    status: (USER_STATUSES as readonly string[]).includes(status) ? (status as UserStatus) : '',
    twoFactor: twoFactor === 'on' || twoFactor === 'off' ? twoFactor : '',
    page: Math.max(1, Number(search.get('page')) || 1),
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
  };
}

/** Only what differs from the defaults goes in the address. */
export function searchOf(p: ListParams): URLSearchParams {
  const out = new URLSearchParams();
  if (p.q) out.set('q', p.q);
  if (p.role) out.set('role', p.role);
  if (p.status) out.set('status', p.status);
  if (p.twoFactor) out.set('twoFactor', p.twoFactor);
  if (p.page > 1) out.set('page', String(p.page));
  if (p.pageSize !== DEFAULT_PAGE_SIZE) out.set('pageSize', String(p.pageSize));
  return out;
}

export function listQueryOf(p: ListParams, q: string): UserListQuery {
  return {
    ...(q.trim() ? { q: q.trim() } : {}),
    ...(p.role ? { role: p.role } : {}),
    ...(p.status ? { status: p.status } : {}),
    ...(p.twoFactor ? { twoFactor: p.twoFactor } : {}),
    pageNumber: p.page,
    pageSize: p.pageSize,
  };
}

export const filtering = (p: ListParams) => !!(p.q.trim() || p.role || p.status || p.twoFactor);
