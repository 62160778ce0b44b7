// The templates Template Files lists, page templates (Template 1-7) and the header, footer and e-mail templates
// (Content items) alike: where each is saved and how it is named.
import type { PageTemplateFile, TemplateFile } from '../../../shared/api/custom-code.js';
import { FILES_URL } from './custom-code-api.js';

export type TemplateGroup = 'page' | TemplateFile['kind'];

export interface TemplateEntry {
  key: string;
  group: TemplateGroup;
  title: string;
  detail: string;
  source: string;
  /** Calls go to `${base}/${id}` (…/versions, …/restore). */
  base: string;
  id: number;
}

export const GROUP_LABEL: Record<TemplateGroup, string> = { page: 'Page templates', header: 'Header templates', footer: 'Footer templates', email: 'E-mail templates' };
export const GROUPS: TemplateGroup[] = ['page', 'header', 'footer', 'email'];

export function templateEntries(pages: PageTemplateFile[], files: TemplateFile[]): TemplateEntry[] {
  return [
    ...pages.map((p) => ({ key: `page-${p.TemplateId}`, group: 'page' as const, title: p.TName, detail: p.TPath ?? `Template ${p.TemplateId}`, source: p.source, base: `${FILES_URL}/pages`, id: p.TemplateId })),
    ...files.map((f) => ({ key: `content-${f.CId}`, group: f.kind, title: f.CTitle, detail: `Content ${f.CId}`, source: f.source, base: FILES_URL, id: f.CId })),
  ];
}
