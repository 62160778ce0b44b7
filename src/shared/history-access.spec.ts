// The history screens' rule (issue 40 item 5): who reads them, who reads them
// only, and which pages a read-only account opens without a tag.
import { describe, expect, it } from 'vitest';
import { HISTORY_SCREENS, mayReadHistory, readsHistoryOnly } from './history-access.js';
import { canOpenPage } from './page-access.js';
import { MAINTENANCE_ROLES } from './roles.js';

const auditor = { roles: ['Auditor'], isMJA: false };
const admin = { roles: ['Admin'], isMJA: false };
const both = { roles: ['Admin', 'Auditor'], isMJA: false };
const maintenance = { roles: ['Maintenance User'], isMJA: false };
const nobody = { roles: [], isMJA: false };

describe('the history screens (shared/history-access.ts)', () => {
  it('are read by the administrators and a read-only account; a Maintenance User reads the logs and accounts of no one', () => {
    expect(mayReadHistory(auditor)).toBe(true);
    expect(mayReadHistory(admin)).toBe(true);
    expect(mayReadHistory({ roles: ['MoJoAdmin'], isMJA: true })).toBe(true);
    expect(mayReadHistory(maintenance)).toBe(false);
    expect(mayReadHistory(nobody)).toBe(false);
    expect(mayReadHistory(null)).toBe(false);
  });

  it("follow the screen's own roles: a page's versions are also a Maintenance User's", () => {
    expect(mayReadHistory(maintenance, MAINTENANCE_ROLES)).toBe(true);
    expect(mayReadHistory(auditor, MAINTENANCE_ROLES)).toBe(true);
    expect(mayReadHistory(nobody, MAINTENANCE_ROLES)).toBe(false);
  });

  it('are read only for an Auditor without a writing role: Admin and Auditor keeps its write controls', () => {
    expect(readsHistoryOnly(auditor)).toBe(true);
    expect(readsHistoryOnly({ roles: ['auditor '] })).toBe(true);
    expect(readsHistoryOnly(both)).toBe(false);
    expect(readsHistoryOnly(admin)).toBe(false);
    expect(readsHistoryOnly(null)).toBe(false);
  });

  it('open to a read-only account without a tag (page access), an account of User Management by the parent rule; nothing else does', () => {
    const page = { isMJA: false, allowedPaths: [], readOnly: true };
    for (const path of HISTORY_SCREENS) expect(canOpenPage(page, path)).toBe(true);
    expect(canOpenPage(page, '/user-management/00000000-0000-4000-8000-000000000002', '/user-management/:UserId')).toBe(
      true,
    );
    expect(canOpenPage(page, '/edit/summary')).toBe(true);
    expect(canOpenPage(page, '/site-setup')).toBe(false);
    expect(canOpenPage(page, '/redirects/301', '/redirects/:RType')).toBe(false);
    expect(canOpenPage({ ...page, readOnly: false }, '/logs')).toBe(false);
  });
});
