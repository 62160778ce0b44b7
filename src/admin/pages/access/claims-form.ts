// A role group's claims as its form edits them: tag ids (TId), content ids
// (CId) and any other claims, which the screen keeps as they are. Pure, so
// the screen's spec and the server see the same list.
import type { ClaimInput, RoleClaim } from '../../../shared/api/access.js';
import { DASHBOARD_TAG_ID } from '../../../shared/dashboard-tools.js';

export interface ClaimsForm {
  name: string;
  tagIds: number[];
  contentIds: number[];
  /** Claims of other types, or TId/CId values that are not ids: kept, never edited here. */
  others: ClaimInput[];
}

const asId = (value: string | null) => (value && /^[1-9]\d*$/.test(value) ? Number(value) : undefined);

export function formOf(name: string, claims: readonly RoleClaim[]): ClaimsForm {
  const form: ClaimsForm = { name, tagIds: [], contentIds: [], others: [] };
  for (const c of claims) {
    const id = asId(c.ClaimValue);
    if (c.ClaimType === 'TId' && id !== undefined) form.tagIds.push(id);
    else if (c.ClaimType === 'CId' && id !== undefined) form.contentIds.push(id);
    else form.others.push({ ClaimType: c.ClaimType, ClaimValue: c.ClaimValue ?? '' });
  }
  return form;
}

export function claimsOf(form: ClaimsForm): ClaimInput[] {
  return [
    ...form.tagIds.map((id) => ({ ClaimType: 'TId', ClaimValue: String(id) })),
    ...form.contentIds.map((id) => ({ ClaimType: 'CId', ClaimValue: String(id) })),
    ...form.others,
  ];
}

const key = (c: ClaimInput) => `${c.ClaimType}:${c.ClaimValue}`;

/** Whether the form differs from what is stored (order does not count). */
export function isChanged(form: ClaimsForm, stored: ClaimsForm): boolean {
  const a = claimsOf(form).map(key).sort();
  const b = claimsOf(stored).map(key).sort();
  return form.name.trim() !== stored.name || a.length !== b.length || a.some((k, i) => k !== b[i]);
}

/** Tags granted without the dashboard tag: their tools cannot show (spec §6 "Dashboard and tools"). */
export const lacksDashboardTag = (form: ClaimsForm) =>
  form.tagIds.length > 0 && !form.tagIds.includes(DASHBOARD_TAG_ID);
