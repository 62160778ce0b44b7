// Every query key of the hand-written screens, in one place, so a write knows
// exactly which reads it makes stale (docs/editor-admin.md "Reading data").
//
// A key that reads one entity of the generic interface starts with its
// react-admin resource name ('Tag', 'Content', 'TagToContent', …): the app's
// QueryClient invalidates `[resource]` after every react-admin write of that
// resource (providers/query-client.ts), so a tag saved on the generated Tag
// screen also makes the shared tag tree stale, with no extra wiring.
// Reads of the /api/v1/mc calls start with their area ('editor', 'site').
export const queryKeys = {
  /** The visible, non-deleted tags: one read shared by every screen (api/tag-tree.ts). */
  tagTree: () => ['Tag', 'tree'] as const,
  tagRecord: (tId: number) => ['Tag', 'record', tId] as const,
  contentRecord: (cId: string) => ['Content', 'record', cId] as const,
  contentSearch: (text: string) => ['Content', 'search', text] as const,
  pagePickerSearch: (text: string) => ['Content', 'page-picker', text] as const,
  contentTypes: () => ['ContentType', 'all'] as const,
  contentOfTag: (tId: number) => ['TagToContent', 'content-of-tag', tId] as const,
  linksOfPage: (cId: number) => ['TagToContent', 'links-of-page', cId] as const,

  editor: {
    /**
     * The page the editor's working copy is made from. Never invalidated: a
     * refetch would replace the user's unsaved edits. Kept apart from `page`
     * so invalidating a page's reads never reaches it.
     */
    workingCopy: (cId: number, draftCvId: number | undefined) => ['editor', 'working-copy', cId, draftCvId ?? null] as const,
    /** Every read of one page (the summary, the SEO dialog): what a save of the page makes stale. */
    page: (cId: number) => ['editor', 'page', cId] as const,
    seoPage: (cId: number) => ['editor', 'page', cId, 'seo'] as const,
    versions: (cId: number) => ['editor', 'versions', cId] as const,
    drafts: () => ['editor', 'drafts'] as const,
  },

  /**
   * User Management and My Account. They start with 'AspNetUsers', so a save
   * of the raw AspNetUsers table in the admin makes them stale as well.
   */
  people: {
    all: () => ['AspNetUsers', 'people'] as const,
    users: (query: object) => ['AspNetUsers', 'people', 'list', query] as const,
    user: (id: string) => ['AspNetUsers', 'people', 'user', id] as const,
    audit: (id: string, page: number, size: number) => ['AspNetUsers', 'people', 'user', id, 'audit', page, size] as const,
    roles: () => ['AspNetRoles', 'people', 'all'] as const,
    contentSearch: (text: string) => ['Content', 'people', 'search', text] as const,
    account: () => ['AspNetUsers', 'people', 'account'] as const,
  },

  site: {
    navigationTree: (rootId: number) => ['site', 'navigation', rootId] as const,
    sitemapTree: () => ['site', 'sitemap-tree'] as const,
    siteSwitch: (path: string) => ['site', 'switch', path] as const,
    report: (name: 'page-numbers' | 'unfilled') => ['site', 'report', name] as const,
    redirectCheck: (url: string) => ['site', 'redirect-check', url] as const,
  },
};
