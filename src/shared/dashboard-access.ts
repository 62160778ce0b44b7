// The dashboard's access rule (spec §6 "Dashboard and tools", §9): a section
// or tool shows only when the user may use its tag, its parent's and the
// dashboard tag 2, which is always part of the check. Shared by the
// dashboard's menu and the permission picker, which warns when a grant would
// not make a tool reachable.
export const DASHBOARD_TAG_ID = 2;

export function dashboardItemShows(may: (tagId: number | null | undefined) => boolean, tag: { TId?: number; TIdParent?: number | null }): boolean {
  return may(tag.TId) && may(tag.TIdParent) && may(DASHBOARD_TAG_ID);
}
