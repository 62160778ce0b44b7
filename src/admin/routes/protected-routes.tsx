// Every protected route of spec §2 and what it shows: a generated resource
// screen where its data exists, else a bespoke screen (tests/e2e/spec-routes
// opens each). Parameters use the spec's names.
import type { ReactElement } from 'react';
import { FormSubmissionsByTag, FormSubmissionDetail } from '../pages/forms/lazy-screens.js';
import { EDITOR_SCREENS } from '../pages/editor/index.js';
import { siteScreen } from '../pages/site/lazy-screens.js';
import { UserEditScreen, UserListScreen } from '../pages/people/index.js';
import { accessScreen } from '../pages/access/lazy-screens.js';
import { adminToolScreen } from '../pages/admin-tools/lazy-screens.js';
import { MediaLibrary } from '../pages/media/lazy-screen.js';
import { ImageTool } from '../pages/images/lazy-screen.js';
import { CarouselTool } from '../pages/carousels/lazy-screen.js';
import { Documents } from '../pages/documents/lazy-screen.js';
import { EmailTest } from '../pages/email/lazy-screen.js';
import { CommentModeration } from '../pages/comments/lazy-screen.js';
import { FormBuilderScreen, FormManagerScreen } from '../pages/forms/builder/lazy-screens.js';
import { EmailMarketing } from '../pages/email-marketing/lazy-screen.js';
import { AiTools } from '../pages/ai-tools/lazy-screen.js';
import { CustomTagEditor } from '../pages/tags/lazy-screen.js';
import { StyleGuide } from '../pages/style-guide/lazy-screen.js';
import { GeneralTokens, TokenLocations } from '../pages/tokens/lazy-screens.js';
import { GeneralSettings, SiteSetup } from '../pages/settings/lazy-screens.js';
import { DbTools } from '../pages/db-tools/lazy-screen.js';
import { CustomCode, TemplateFiles } from '../pages/custom-code/lazy-screens.js';

export interface ProtectedRoute {
  path: string;
  title: string;
  element: ReactElement;
}

export const PROTECTED_ROUTES: ProtectedRoute[] = [
  { path: '/ai-tools', title: 'AI Tools', element: <AiTools /> },
  { path: '/api-access', title: 'API Access', element: adminToolScreen('apiAccess') },
  { path: '/api-access/:AgId', title: 'API Access', element: adminToolScreen('apiGroup') },
  { path: '/banners', title: 'Banners', element: siteScreen('banners') },
  { path: '/banners/:CId', title: 'Banner', element: siteScreen('banner') },
  { path: '/logs', title: 'Audit, Change & Error Logs', element: adminToolScreen('logs') },
  { path: '/redirects/checker', title: 'Checker', element: siteScreen('redirectChecker') },
  { path: '/redirects/:RType', title: 'Redirects', element: siteScreen('redirects') },
  { path: '/comment-moderation', title: 'Comment Moderation', element: <CommentModeration /> },
  { path: '/custom-code', title: 'Custom Code', element: <CustomCode /> },
  { path: '/custom-tag-editor', title: 'Custom Tag Editor', element: <CustomTagEditor /> },
  { path: '/db-tools', title: 'DB Tools', element: <DbTools /> },
  { path: '/documents', title: 'Documents', element: <Documents /> },
  { path: '/drafts', title: 'Drafts', element: EDITOR_SCREENS.drafts },
  { path: '/email-marketing', title: 'Email Marketing', element: <EmailMarketing /> },
  { path: '/email-test', title: 'Email Test', element: <EmailTest /> },
  { path: '/navigation/content/:CId', title: 'Navigation', element: siteScreen('navigationByContent') },
  { path: '/navigation/:TId', title: 'Navigation', element: siteScreen('navigationByTag') },
  { path: '/emergency-alert', title: 'Emergency Alert', element: siteScreen('emergencyAlert') },
  { path: '/folder-organization', title: 'Folder Organization', element: <MediaLibrary /> },
  { path: '/form-manager', title: 'Form Manager', element: <FormManagerScreen /> },
  { path: '/form-manager/:Id', title: 'Form Manager', element: <FormBuilderScreen /> },
  { path: '/form-submissions/:TId', title: 'Form Submissions', element: <FormSubmissionsByTag /> },
  { path: '/form-submissions/:TId/:FsId', title: 'Form Submission', element: <FormSubmissionDetail /> },
  { path: '/general-settings', title: 'General Settings', element: <GeneralSettings /> },
  { path: '/general-tokens', title: 'General Tokens', element: <GeneralTokens /> },
  { path: '/key-manager', title: 'Key Manager', element: adminToolScreen('keys') },
  { path: '/key-manager/:Id', title: 'Key Manager', element: adminToolScreen('key') },
  { path: '/image-tool', title: 'Image Tool', element: <ImageTool /> },
  { path: '/carousel-tool', title: 'Carousel Tool', element: <CarouselTool /> },
  { path: '/maintenance-mode', title: 'Maintenance Mode', element: siteScreen('maintenanceMode') },
  { path: '/microsites', title: 'Microsites', element: siteScreen('microsites') },
  { path: '/microsites/:CId', title: 'Microsite', element: siteScreen('microsite') },
  { path: '/page-numbers', title: 'Page Numbers', element: siteScreen('pageNumbers') },
  { path: '/remove-content', title: 'Remove Content', element: siteScreen('removeContent') },
  { path: '/seo-tools', title: 'SEO Tools', element: siteScreen('seoTools') },
  { path: '/site-setup', title: 'Site Setup', element: <SiteSetup /> },
  { path: '/style-guide', title: 'Style Guide', element: <StyleGuide /> },
  { path: '/sitemap', title: 'Sitemap', element: siteScreen('sitemap') },
  { path: '/system-messages', title: 'System Messages', element: adminToolScreen('systemMessages') },
  { path: '/templates', title: 'Templates', element: siteScreen('templates') },
  { path: '/template-files', title: 'Template Files', element: <TemplateFiles /> },
  { path: '/token-locations', title: 'Token Locations', element: <TokenLocations /> },
  { path: '/unfilled-content', title: 'Unfilled Content', element: siteScreen('unfilledContent') },
  { path: '/user-group-management', title: 'User Group Management', element: accessScreen('roleGroups') },
  { path: '/user-group-management/:RoleId', title: 'User Group Management', element: accessScreen('roleGroup') },
  { path: '/user-management', title: 'User Management', element: <UserListScreen /> },
  { path: '/user-management/:UserId', title: 'User Management', element: <UserEditScreen /> },
  { path: '/custom/careers', title: 'Careers List', element: siteScreen('careers') },
  { path: '/custom/careers/:CId', title: 'Careers Edit', element: siteScreen('career') },
  // Editing routes (each exact match): the editor comes with the content-editing issue.
  { path: '/edit/select', title: 'Select Content', element: EDITOR_SCREENS.select },
  { path: '/edit', title: 'Webpage', element: EDITOR_SCREENS.edit },
  { path: '/edit/file', title: 'File', element: EDITOR_SCREENS.file },
  { path: '/edit/navigation', title: 'Navigation', element: EDITOR_SCREENS.navigation },
  { path: '/edit/summary', title: 'Summary', element: EDITOR_SCREENS.summary },
  { path: '/edit/add', title: 'Add Content', element: EDITOR_SCREENS.add },
];
