// Every protected route of spec §2 and what it shows: a generated resource
// screen where its data exists, a bespoke screen, or the 'Feature Coming
// Soon' notice until a later issue fills it. Parameters use the spec's names.
import type { ReactElement } from 'react';
import { FeatureComingSoon } from '../layout/FeatureComingSoon.js';
import { FormSubmissionsByTag } from '../pages/forms/FormSubmissionsByTag.js';
import { ResourceView } from './ResourceView.js';

export interface ProtectedRoute {
  path: string;
  title: string;
  element: ReactElement;
}

const soon = (path: string, title: string): ProtectedRoute => ({ path, title, element: <FeatureComingSoon /> });
const list = (path: string, title: string, resource: string, filterParams?: Record<string, string>): ProtectedRoute => ({
  path,
  title,
  element: <ResourceView resource={resource} view="list" filterParams={filterParams} />,
});
const edit = (path: string, title: string, resource: string, idParam: string): ProtectedRoute => ({
  path,
  title,
  element: <ResourceView resource={resource} view="edit" idParam={idParam} />,
});
const show = (path: string, title: string, resource: string, idParam: string): ProtectedRoute => ({
  path,
  title,
  element: <ResourceView resource={resource} view="show" idParam={idParam} />,
});

export const PROTECTED_ROUTES: ProtectedRoute[] = [
  soon('/ai-tools', 'AI Tools'),
  list('/api-access', 'API Access', 'ApiGroup'),
  edit('/api-access/:AgId', 'API Access', 'ApiGroup', 'AgId'),
  soon('/banners', 'Banners'),
  soon('/banners/:CId', 'Banner'),
  list('/logs', 'Audit, Change & Error Logs', 'AuditLog'),
  soon('/redirects/checker', 'Checker'),
  list('/redirects/:RType', 'Redirects', 'Redirect', { RType: 'RType' }),
  soon('/comment-moderation', 'Comment Moderation'),
  soon('/custom-code', 'Custom Code'),
  soon('/custom-tag-editor', 'Custom Tag Editor'),
  soon('/db-tools', 'DB Tools'),
  soon('/documents', 'Documents'),
  soon('/drafts', 'Drafts'),
  soon('/email-marketing', 'Email Marketing'),
  soon('/email-test', 'Email Test'),
  soon('/navigation/content/:CId', 'Navigation'),
  soon('/navigation/:TId', 'Navigation'),
  soon('/emergency-alert', 'Emergency Alert'),
  soon('/folder-organization', 'Folder Organization'),
  list('/form-manager', 'Form Manager', 'Form'),
  edit('/form-manager/:Id', 'Form Manager', 'Form', 'Id'),
  { path: '/form-submissions/:TId', title: 'Form Submissions', element: <FormSubmissionsByTag /> },
  show('/form-submissions/:TId/:FsId', 'Form Submission', 'FormSubmission', 'FsId'),
  soon('/general-settings', 'General Settings'),
  soon('/general-tokens', 'General Tokens'),
  list('/key-manager', 'Key Manager', 'KeyManager'),
  edit('/key-manager/:Id', 'Key Manager', 'KeyManager', 'Id'),
  soon('/image-tool', 'Image Tool'),
  soon('/carousel-tool', 'Carousel Tool'),
  soon('/maintenance-mode', 'Maintenance Mode'),
  soon('/microsites', 'Microsites'),
  soon('/microsites/:CId', 'Microsite'),
  soon('/page-numbers', 'Page Numbers'),
  soon('/remove-content', 'Remove Content'),
  soon('/seo-tools', 'SEO Tools'),
  soon('/site-setup', 'Site Setup'),
  soon('/style-guide', 'Style Guide'),
  soon('/sitemap', 'Sitemap'),
  list('/system-messages', 'System Messages', 'SystemMessages'),
  list('/templates', 'Templates', 'Template'),
  soon('/template-files', 'Template Files'),
  soon('/token-locations', 'Token Locations'),
  soon('/unfilled-content', 'Unfilled Content'),
  list('/user-group-management', 'User Group Management', 'AspNetRoles'),
  edit('/user-group-management/:RoleId', 'User Group Management', 'AspNetRoles', 'RoleId'),
  list('/user-management', 'User Management', 'AspNetUsers'),
  edit('/user-management/:UserId', 'User Management', 'AspNetUsers', 'UserId'),
  soon('/custom/careers', 'Careers List'),
  soon('/custom/careers/:CId', 'Careers Edit'),
  // Editing routes (each exact match): the editor comes with the content-editing issue.
  soon('/edit/select', 'Select Content'),
  soon('/edit', 'Webpage'),
  soon('/edit/file', 'File'),
  soon('/edit/navigation', 'Navigation'),
  soon('/edit/summary', 'Summary'),
  soon('/edit/add', 'Add Content'),
];
