// The templates Template Files lists, page templates (Template 1-7) and the header, footer and e-mail templates
// (Content items) alike: where each is saved and how it is named.
import type { TranslateFunction } from 'react-admin';
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

/** Each group's heading, as a message key (messages/custom-code). */
export const GROUP_LABEL: Record<TemplateGroup, string> = {
  page: 'custom-code.templates.page',
  header: 'custom-code.templates.header',
  footer: 'custom-code.templates.footer',
  email: 'custom-code.templates.email',
};
export const GROUPS: TemplateGroup[] = ['page', 'header', 'footer', 'email'];

export function templateEntries(
  pages: PageTemplateFile[],
  files: TemplateFile[],
  text: TranslateFunction,
): TemplateEntry[] {
  return [
    ...pages.map((p) => ({
      key: `page-${p.TemplateId}`,
      group: 'page' as const,
      title: p.TName,
      detail: p.TPath ?? text('custom-code.templates.template', { id: p.TemplateId }),
      source: p.source,
      base: `${FILES_URL}/pages`,
      id: p.TemplateId,
    })),
    ...files.map((f) => ({
      key: `content-${f.CId}`,
      group: f.kind,
      title: f.CTitle,
      detail: text('custom-code.templates.content', { id: f.CId }),
      source: f.source,
      base: FILES_URL,
      id: f.CId,
    })),
  ];
}
