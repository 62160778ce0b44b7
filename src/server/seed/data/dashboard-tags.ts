// The tag trees seeded at first start.
//
// Dashboard (tag 2) is the root of the tool menu (spec §2 "Dashboard tool
// menu"): its children are sections, their children the tools, one for every
// protected route of spec §2; the Form Manager item (90) gets the form tags
// beneath it (demo-content.ts). Section 50 starts open; sections with id 200
// or above (Blog 201, Events 204, News 208, Projects 211, Careers 214) have
// orange headers. The spec's feature-area ids that are tools are those items;
// the ones that are on/off switches sit under a second root, Site Features
// (95), where TVisible says whether the feature is on.
//
// Ids the spec fixes are given; every other tag gets the next id from 1000 up,
// in tree order. TPath is the route without the /maintenance prefix;
// CUrlDefaultPage is an MUI icon name.
import type { Tag } from '../../../shared/generated/entities.generated.js';
import { SECTION, TAG } from '../../../shared/fixed-tags.js';

export interface TagNode {
  id?: number;
  name: string;
  path?: string | null;
  icon: string;
  /** Defaults to true. */
  visible?: boolean;
  children?: TagNode[];
}

export interface FlatTag {
  row: Tag & { TId: number };
  depth: number;
}

/** First id of tags the seed numbers itself. */
export const FIRST_GENERATED_TAG_ID = 1000;

const contentSection = (id: number, name: string, icon: string, singular: string, plural: string): TagNode => ({
  id,
  name,
  path: null,
  icon,
  children: [
    { name: `All ${plural}`, path: `/edit/select?tag=${id}`, icon: 'ListAlt' },
    { name: `Add ${singular}`, path: `/edit/add?tag=${id}`, icon: 'PostAdd' },
  ],
});

export const DASHBOARD_TREE: TagNode = {
  id: TAG.Dashboard,
  name: 'Dashboard',
  path: '/',
  icon: 'Dashboard',
  children: [
    {
      id: SECTION.Content,
      name: 'Content',
      icon: 'EditNote',
      children: [
        { name: 'Select Content', path: '/edit/select', icon: 'FindInPage' },
        { name: 'Add Content', path: '/edit/add', icon: 'AddCircleOutline' },
        { name: 'Drafts', path: '/drafts', icon: 'Drafts' },
        { name: 'Unfilled Content', path: '/unfilled-content', icon: 'Rule' },
        { name: 'Documents', path: '/documents', icon: 'Description' },
        { name: 'Folder Organization', path: '/folder-organization', icon: 'FolderOpen' },
        { name: 'Image Tool', path: '/image-tool', icon: 'Crop' },
        { name: 'Carousel Tool', path: '/carousel-tool', icon: 'ViewCarousel' },
        { name: 'Banners', path: '/banners', icon: 'Campaign' },
        // Shared content (type 5): blocks placed on many pages, listed by type.
        { name: 'Shared Content', path: '/edit/select?ctId=5', icon: 'FileCopy' },
        { id: TAG.EmergencyAlert, name: 'Emergency Alert', path: '/emergency-alert', icon: 'NotificationImportant' },
        { id: TAG.Comments, name: 'Comment Moderation', path: '/comment-moderation', icon: 'Forum' },
        { id: TAG.MicroSites, name: 'Microsites', path: '/microsites', icon: 'Language' },
        { id: TAG.AiTools, name: 'AI Tools', path: '/ai-tools', icon: 'AutoAwesome' },
      ],
    },
    contentSection(TAG.Blog, 'Blog', 'RssFeed', 'Blog Post', 'Blog Posts'),
    contentSection(TAG.Event, 'Events', 'Event', 'Event', 'Events'),
    contentSection(TAG.News, 'News', 'Newspaper', 'News Item', 'News Items'),
    contentSection(TAG.Projects, 'Projects', 'Engineering', 'Project', 'Projects'),
    {
      id: TAG.Careers,
      name: 'Careers',
      icon: 'Work',
      children: [
        { name: 'Job Openings', path: '/custom/careers', icon: 'WorkOutline' },
        { name: 'Add Job Opening', path: '/edit/add?tag=214', icon: 'PostAdd' },
      ],
    },
    {
      id: SECTION.NavigationCenter,
      name: 'Navigation Center',
      icon: 'AccountTree',
      children: [
        { name: 'Primary Navigation', path: '/navigation/53', icon: 'Menu' },
        { name: 'Secondary Navigation', path: '/navigation/54', icon: 'MenuOpen' },
        { name: 'Footer Navigation', path: '/navigation/55', icon: 'VerticalAlignBottom' },
        { name: 'Sidebar Navigation', path: '/navigation/56', icon: 'ViewSidebar' },
        { name: 'Primary Menu Settings', path: '/navigation/content/1', icon: 'Tune' },
        { name: 'Secondary Menu Settings', path: '/navigation/content/2', icon: 'Tune' },
        { name: 'Footer Menu Settings', path: '/navigation/content/3', icon: 'Tune' },
        { name: 'Sitemap', path: '/sitemap', icon: 'Map' },
        { name: 'Page Numbers', path: '/page-numbers', icon: 'FormatListNumbered' },
      ],
    },
    {
      id: SECTION.FormsAndEmail,
      name: 'Forms & Email',
      icon: 'DynamicForm',
      children: [
        { id: TAG.Form_Manager, name: 'Form Manager', path: '/form-manager', icon: 'DynamicForm' },
        { name: 'Form Submissions', path: '/form-submissions/90', icon: 'Inbox' },
        { id: TAG.EmailManager, name: 'Email Test', path: '/email-test', icon: 'Send' },
      ],
    },
    {
      id: SECTION.SeoAndRedirects,
      name: 'SEO & Redirects',
      icon: 'TravelExplore',
      children: [
        { name: 'SEO Tools', path: '/seo-tools', icon: 'ManageSearch' },
        { name: 'Redirect Checker', path: '/redirects/checker', icon: 'FactCheck' },
        { name: '301 Redirects', path: '/redirects/301', icon: 'Redo' },
        { name: '302 Redirects', path: '/redirects/302', icon: 'Shortcut' },
      ],
    },
    {
      id: SECTION.DesignAndCode,
      name: 'Design & Code',
      icon: 'Palette',
      children: [
        { name: 'Templates', path: '/templates', icon: 'Web' },
        // The header and footer records (spec §3 named content 6 and 7) and the
        // e-mail templates (type 52: Default_Email 50, Forgot_Password 55),
        // edited in the page editor with their copy as HTML source.
        { name: 'Header', path: '/edit?cId=6', icon: 'Web' },
        { name: 'Footer', path: '/edit?cId=7', icon: 'VerticalAlignBottom' },
        { name: 'E-mail Templates', path: '/edit/select?ctId=52', icon: 'ContactMail' },
        { name: 'Style Guide', path: '/style-guide', icon: 'Style' },
        { name: 'Custom Code', path: '/custom-code', icon: 'Code' },
        { name: 'General Tokens', path: '/general-tokens', icon: 'DataObject' },
        { name: 'Token Locations', path: '/token-locations', icon: 'PinDrop' },
      ],
    },
    {
      id: SECTION.Administration,
      name: 'Administration',
      icon: 'AdminPanelSettings',
      children: [
        { name: 'General Settings', path: '/general-settings', icon: 'Settings' },
        { id: TAG.Maintenance_Mode, name: 'Maintenance Mode', path: '/maintenance-mode', icon: 'Construction' },
        { name: 'System Messages', path: '/system-messages', icon: 'Announcement' },
        { name: 'Audit, Change & Error Logs', path: '/logs', icon: 'History' },
        { name: 'User Management', path: '/user-management', icon: 'People' },
        { name: 'User Group Management', path: '/user-group-management', icon: 'Groups' },
        { name: 'My Account', path: '/account', icon: 'AccountCircle' },
        { name: 'Clear Cache', path: 'CLEAR_CACHE', icon: 'Cached' },
      ],
    },
    {
      // The UI shows these links in its own MoJoAdmin-only panel; the tags
      // exist so that access to them can be granted like any other tool.
      id: SECTION.ProtectedSettings,
      name: 'Protected Settings',
      icon: 'Lock',
      children: [
        { name: 'Site Setup', path: '/site-setup', icon: 'SettingsApplications' },
        { name: 'Custom Tag Editor', path: '/custom-tag-editor', icon: 'LocalOffer' },
        { name: 'Key Manager', path: '/key-manager', icon: 'Key' },
        { name: 'Template Files', path: '/template-files', icon: 'FileCopy' },
        { name: 'API Access', path: '/api-access', icon: 'Api' },
        { name: 'Email Marketing', path: '/email-marketing', icon: 'MarkEmailRead' },
        { name: 'Remove Content', path: '/remove-content', icon: 'DeleteSweep' },
        { name: 'DB Tools', path: '/db-tools', icon: 'Storage' },
      ],
    },
  ],
};

export const SITE_FEATURES_TREE: TagNode = {
  id: SECTION.SiteFeatures,
  name: 'Site Features',
  path: null,
  icon: 'ToggleOn',
  children: [
    { id: TAG.HomePage, name: 'Home Page', icon: 'Home' },
    { id: TAG.Favicon, name: 'Favicon', icon: 'Star' },
    { id: TAG.AxPageScanner, name: 'Accessibility Page Scanner', icon: 'Accessibility', visible: false },
    { id: TAG.Breadcrumbs, name: 'Breadcrumbs', icon: 'LinearScale' },
    { id: TAG.CustomSecurityHeaders, name: 'Custom Security Headers', icon: 'Security' },
    { id: TAG.EventsGroupByCategory, name: 'Events Grouped by Category', icon: 'Category' },
    { id: TAG.HeaderFooter, name: 'Header & Footer', icon: 'ViewQuilt' },
    { id: TAG.SiteSearch, name: 'Site Search', icon: 'Search' },
    {
      id: TAG.FormUserProfileEncryption,
      name: 'Form User Profile Encryption',
      icon: 'EnhancedEncryption',
      visible: false,
    },
    { id: TAG.RegisterToDownload, name: 'Register to Download', icon: 'Download' },
  ],
};

/**
 * Numbers the tags without an id (from `firstId`, in tree order) and links
 * siblings through TNextId and parents to their first child through TChildId.
 * `parentId` and `depth` place the given nodes under an existing tag.
 */
export function flattenTagTree(
  roots: TagNode[],
  opts: { parentId?: number | null; depth?: number; firstId?: number } = {},
): FlatTag[] {
  let nextId = opts.firstId ?? FIRST_GENERATED_TAG_ID;
  const used = new Set<number>();
  const collect = (n: TagNode) => {
    if (n.id !== undefined) {
      if (used.has(n.id)) throw new Error(`tag id ${n.id} used twice`);
      used.add(n.id);
    }
    n.children?.forEach(collect);
  };
  roots.forEach(collect);
  const ids = new Map<TagNode, number>();
  const assign = (n: TagNode) => {
    let id = n.id;
    if (id === undefined) {
      while (used.has(nextId)) nextId++;
      id = nextId++;
      used.add(id);
    }
    ids.set(n, id);
    n.children?.forEach(assign);
  };
  roots.forEach(assign);

  const out: FlatTag[] = [];
  const walk = (siblings: TagNode[], parentId: number | null, depth: number) => {
    siblings.forEach((n, i) => {
      const kids = n.children ?? [];
      out.push({
        depth,
        row: {
          TId: ids.get(n)!,
          TIdParent: parentId,
          TName: n.name,
          TPath: n.path ?? null,
          TVisible: n.visible ?? true,
          TDeleted: false,
          CUrlDefaultPage: n.icon,
          TNextId: i + 1 < siblings.length ? ids.get(siblings[i + 1])! : null,
          TChildId: kids.length ? ids.get(kids[0])! : null,
        },
      });
      walk(kids, ids.get(n)!, depth + 1);
    });
  };
  walk(roots, opts.parentId ?? null, opts.depth ?? 0);
  return out;
}
