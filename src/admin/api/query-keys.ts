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
  /** Titles of given content ids (the role groups' CId claims). */
  contentTitles: (ids: readonly number[]) => ['Content', 'titles', ids.join(',')] as const,
  pagePickerSearch: (text: string) => ['Content', 'page-picker', text] as const,
  contentTypes: () => ['ContentType', 'all'] as const,
  /** The blog's tag (5) or author (6) names the section lists show (GET /mc/sections/names/{kind}); a MiscData write makes them stale. */
  sectionNames: (kind: number) => ['MiscData', 'section-names', kind] as const,
  /** The EventsGroupByCategory switch (tag 16; GET /mc/sections/events-grouped); a Tag write makes it stale. */
  eventsGrouped: () => ['Tag', 'events-grouped'] as const,
  contentOfTag: (tId: number) => ['TagToContent', 'content-of-tag', tId] as const,
  linksOfPage: (cId: number) => ['TagToContent', 'links-of-page', cId] as const,
  /** A news item's or event's facts row (News, EventItem) and an event's dates, edited in the page editor. */
  factsOfPage: (resource: 'News' | 'EventItem', cId: number) => [resource, 'of-page', cId] as const,
  datesOfPage: (cId: number) => ['EventDate', 'of-page', cId] as const,

  editor: {
    /**
     * The page the editor's working copy is made from. Never invalidated: a
     * refetch would replace the user's unsaved edits. Kept apart from `page`
     * so invalidating a page's reads never reaches it.
     */
    workingCopy: (cId: number, draftCvId: number | undefined) =>
      ['editor', 'working-copy', cId, draftCvId ?? null] as const,
    /** Every read of one page (the summary, the SEO dialog): what a save of the page makes stale. */
    page: (cId: number) => ['editor', 'page', cId] as const,
    seoPage: (cId: number) => ['editor', 'page', cId, 'seo'] as const,
    /** Where the page is on the public site (a save may change it), and its shared preview links. */
    liveAddress: (cId: number) => ['editor', 'page', cId, 'live'] as const,
    previewLinks: (cId: number) => ['editor', 'page', cId, 'preview-links'] as const,
    versions: (cId: number) => ['editor', 'versions', cId] as const,
    drafts: () => ['editor', 'drafts'] as const,
  },

  /** The Key Manager's edit screen: one key as the server shows it (never its value), with its ETag. */
  keyRecord: (kmId: number) => ['KeyManager', 'record', kmId] as const,
  /** The API Access screens: every group with its endpoints, and one group with its ETag. */
  apiGroups: () => ['ApiGroup', 'with-endpoints'] as const,
  apiGroup: (agId: number) => ['ApiGroup', 'with-endpoints', agId] as const,
  /** The system messages shown to staff now (the shell's banner); a write of SystemMessages makes it stale. */
  currentSystemMessages: () => ['SystemMessages', 'current'] as const,
  /** The error log's newest entry and count, read when 'Empty the error log' asks for confirmation. */
  errorLogHead: () => ['ErrorLog', 'head'] as const,

  /**
   * User Management and My Account. They start with 'AspNetUsers', so a save
   * of the raw AspNetUsers table in the admin makes them stale as well.
   */
  people: {
    all: () => ['AspNetUsers', 'people'] as const,
    users: (query: object) => ['AspNetUsers', 'people', 'list', query] as const,
    user: (id: string) => ['AspNetUsers', 'people', 'user', id] as const,
    audit: (id: string, page: number, size: number) =>
      ['AspNetUsers', 'people', 'user', id, 'audit', page, size] as const,
    roles: () => ['AspNetRoles', 'people', 'all'] as const,
    contentSearch: (text: string) => ['Content', 'people', 'search', text] as const,
    account: () => ['AspNetUsers', 'people', 'account'] as const,
    /** Second factors: your own (userId omitted) or another account's. */
    factors: (userId?: string) => ['AspNetUsers', 'people', 'factors', userId ?? 'mine'] as const,
    /** Your passkeys (My Account). */
    passkeys: () => ['AspNetUsers', 'people', 'passkeys'] as const,
    sessions: () => ['UserSession', 'people', 'sessions'] as const,
    /** The dashboard's "Continue where you left off": read each time it opens (staleTime 0), after any write elsewhere. */
    recentEdits: () => ['account', 'recent-edits'] as const,
  },

  /** Library files are Content rows (Image 20, Secure_File 59): a Content write on another screen makes them stale too. */
  media: {
    all: () => ['Content', 'media'] as const,
    list: (filter: object) => ['Content', 'media', 'list', filter] as const,
    folders: () => ['Content', 'media', 'folders'] as const,
  },
  site: {
    navigationTree: (rootId: number) => ['site', 'navigation', rootId] as const,
    sitemapTree: () => ['site', 'sitemap-tree'] as const,
    siteSwitch: (path: string) => ['site', 'switch', path] as const,
    report: (name: 'page-numbers' | 'unfilled') => ['site', 'report', name] as const,
    redirectCheck: (url: string) => ['site', 'redirect-check', url] as const,
  },

  /** People and access (/api/v1/mc/access): a role-group write makes every one of these stale. */
  access: {
    all: () => ['access'] as const,
    roles: () => ['access', 'roles'] as const,
    role: (roleId: string) => ['access', 'roles', roleId] as const,
    userSearch: (text: string) => ['access', 'users', text] as const,
    userReach: (userId: string) => ['access', 'reach', 'user', userId] as const,
    reachers: (kind: 'route' | 'tag', value: string) => ['access', 'reach', kind, value] as const,
  },
};
