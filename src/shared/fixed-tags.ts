// The tag ids the product relies on (spec §3 "Tag ids for feature areas", §2.6 and §9: Dashboard 2, section 50 open
// at the start, the feature switches, the menus 53-56, the content sections 201-214 …) and the section and root ids
// the dashboard's tree fixes. One file, shared by the server's features, the admin and the seed (which builds the
// tree from them, src/server/seed/data/dashboard-tags.ts), so no feature needs the seed to know a tag (issue 42).

/** Section ids chosen here (free ids below 200 that the spec does not use), and the Site Features root. */
export const SECTION = {
  Content: 50,
  NavigationCenter: 13,
  FormsAndEmail: 40,
  SeoAndRedirects: 42,
  DesignAndCode: 44,
  Administration: 46,
  ProtectedSettings: 48,
  SiteFeatures: 95,
} as const;

/** Spec tag ids (§3 "Tag ids for feature areas") plus Careers 214. */
export const TAG = {
  Dashboard: 2,
  HomePage: 4,
  Favicon: 5,
  AxPageScanner: 10,
  Breadcrumbs: 12,
  Navigation_Center: 13,
  Comments: 14,
  CustomSecurityHeaders: 15,
  EventsGroupByCategory: 16,
  HeaderFooter: 17,
  SiteSearch: 19,
  FormUserProfileEncryption: 21,
  Maintenance_Mode: 33,
  PrimaryNavigation: 53,
  SecondaryNavigation: 54,
  FooterNavigation: 55,
  SidebarNavigation: 56,
  MicroSites: 61,
  EmergencyAlert: 62,
  EmailManager: 80,
  AiTools: 85,
  Form_Manager: 90,
  RegisterToDownload: 91,
  Blog: 201,
  Event: 204,
  News: 208,
  Projects: 211,
  Careers: 214,
} as const;

const FIXED_TAG_IDS: ReadonlySet<number> = new Set<number>([...Object.values(TAG), ...Object.values(SECTION)]);

/**
 * Whether the product relies on a tag's id (one of TAG or SECTION): the tag editor never deletes such a tag nor
 * moves it out of its parent, since code, claims and the dashboard find it by id. Here beside the ids, so the
 * navigation, the tag editor and the forms ask the same question without importing each other (decision 0145).
 */
export const isFixedTag = (id: number) => FIXED_TAG_IDS.has(id);
