// The rows of the content types and templates (spec §3), made from their fixed ids (src/shared/content-types.ts).
import type { ContentType, Template } from '../../../shared/generated/entities.generated.js';
import { DEFAULT_PAGE_TEMPLATES } from '../../preview/default-templates.js';
import { CT, PAGE_TYPES, TPL } from '../../../shared/content-types.js';

const PAGE_LIKE = new Set<number>(PAGE_TYPES);

const TYPES: [keyof typeof CT, string, string][] = [
  ['Web_Page', 'Article', 'A general page of the public site, built from content blocks.'],
  ['News_Detail', 'Newspaper', 'A news item with date, author and source, listed under /news.'],
  ['Event_Detail', 'Event', 'An event with location, category and one or more dates, listed under /events.'],
  ['Blog_Detail', 'RssFeed', 'A blog post with author and blog tags, listed under /blog.'],
  ['Shared_Content', 'Share', 'Content shared by several pages (alerts, call-outs, reusable blocks).'],
  ['Custom_Page', 'DashboardCustomize', 'A page rendered by a custom screen or template (e.g. careers).'],
  ['Project_Detail', 'Engineering', 'A portfolio project with client, market and services, listed under /projects.'],
  ['Navigation', 'Menu', 'The settings record of a site menu (primary, secondary, footer).'],
  ['Image', 'Image', 'A managed image with alt text and crops.'],
  ['Image_Carousel', 'ViewCarousel', 'A set of slides shown as a carousel.'],
  ['Cache_Hash', 'Cached', 'The hash that busts public caches when content changes.'],
  ['Email_Template', 'Email', 'The layout or text of an e-mail the site sends.'],
  ['Footer_Template', 'VerticalAlignBottom', 'The site footer.'],
  ['Header_Template', 'VerticalAlignTop', 'The site header.'],
  ['Location', 'Place', 'An office or venue with address and map position.'],
  ['Microsite_Config', 'Language', 'The settings of a microsite (domain, theme, navigation).'],
  ['Notes', 'StickyNote2', 'Settings and notes that are not shown as pages.'],
  ['Secure_File', 'Lock', 'A document that only signed-in visitors may download.'],
  ['Secured_File_Category', 'FolderSpecial', 'A category of secured documents.'],
  ['Sitemap_Node', 'AccountTree', 'An extra entry of the XML sitemap.'],
  ['JavaScript', 'Javascript', 'A script added to pages.'],
  ['Liquid_Value', 'Code', 'A value available to Liquid templates as a token.'],
  ['Row_Design', 'ViewAgenda', 'A reusable row layout for page builders.'],
  ['Banners', 'Campaign', 'A promotional banner shown across the site for a period.'],
];

export const CONTENT_TYPES: ContentType[] = TYPES.map(([name, icon, description]) => ({
  CtId: CT[name],
  CtName: name,
  CtDescription: description,
  CtIcon: icon,
  CtPageLike: PAGE_LIKE.has(CT[name]),
}));

const TEMPLATE_ROWS: [keyof typeof TPL, number, string, string][] = [
  [
    'Web_Page',
    CT.Web_Page,
    'templates/pages/web-page.liquid',
    'Standard page: hero, content blocks and sidebar navigation.',
  ],
  ['News_Detail', CT.News_Detail, 'templates/pages/news-detail.liquid', 'A news item with date line and related news.'],
  [
    'Event_Detail',
    CT.Event_Detail,
    'templates/pages/event-detail.liquid',
    'An event with dates, location map and registration button.',
  ],
  ['Blog_Detail', CT.Blog_Detail, 'templates/pages/blog-detail.liquid', 'A blog post with author card and tags.'],
  [
    'Shared_Content',
    CT.Shared_Content,
    'templates/partials/shared-content.liquid',
    'Renders a shared content record inside another page.',
  ],
  [
    'Custom_Page',
    CT.Custom_Page,
    'templates/pages/custom-page.liquid',
    'A page whose body comes from a custom screen (e.g. careers).',
  ],
  [
    'Project_Detail',
    CT.Project_Detail,
    'templates/pages/project-detail.liquid',
    'A portfolio project with gallery and facts panel.',
  ],
  ['Primary_Navigation', CT.Navigation, 'templates/navigation/primary.liquid', 'Main menu with drop-downs.'],
  [
    'Secondary_Navigation',
    CT.Navigation,
    'templates/navigation/secondary.liquid',
    'Utility links above the main menu.',
  ],
  ['Footer_Navigation', CT.Navigation, 'templates/navigation/footer.liquid', 'Footer link columns.'],
  [
    'Primary_Navigation_Centered_Logo',
    CT.Navigation,
    'templates/navigation/primary-centered-logo.liquid',
    'Main menu split around a centered logo.',
  ],
  ['Sidebar_Navigation', CT.Navigation, 'templates/navigation/sidebar.liquid', 'Section menu beside page content.'],
  ['Microsite_Config', CT.Microsite_Config, 'templates/microsites/config.liquid', 'Layout settings of a microsite.'],
];

export const TEMPLATES: Template[] = TEMPLATE_ROWS.map(([name, ctId, path, description]) => ({
  TemplateId: TPL[name],
  TName: name,
  TDescription: description,
  CtId: ctId,
  TPath: path,
  // The page templates start with the renderer's own (docs/preview.md), so the demo site renders as a site.
  ...(DEFAULT_PAGE_TEMPLATES[TPL[name]] !== undefined && TPL[name] <= 7
    ? { TSource: DEFAULT_PAGE_TEMPLATES[TPL[name]] }
    : {}),
  TVisible: true,
}));
