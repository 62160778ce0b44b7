// The site sections the dashboard's 'All …' and 'Add …' tools open (spec §3
// tags Blog 201, Event 204, News 208, Projects 211): the heading (the spec's
// tag display names), the 'Add …' label (the dashboard's), the content type
// a section lists and the public URL prefix of its pages. Kept free of
// screen code so the Select Content screen can ask "is this a section?"
// without loading the list.

import { CT } from '../../../../shared/content-types.js';
import { TAG } from '../../../../shared/fixed-tags.js';

export const SECTION_TAGS = { Blog: TAG.Blog, Event: TAG.Event, News: TAG.News, Projects: TAG.Projects } as const;

interface SectionInfo {
  /** Heading: the spec's tag display name. */
  name: string;
  /** The dashboard's 'Add …' tool for the section. */
  addLabel: string;
  /** The content type the section lists (spec §3). */
  CtId: number;
  /** Where the section's pages live on the public site. */
  prefix: string;
}

export const SECTIONS: Readonly<Record<number, SectionInfo>> = {
  [SECTION_TAGS.Blog]: { name: 'Blog', addLabel: 'Add Blog Post', CtId: CT.Blog_Detail, prefix: '/blog' },
  [SECTION_TAGS.Event]: { name: 'Events', addLabel: 'Add Event', CtId: CT.Event_Detail, prefix: '/events' },
  [SECTION_TAGS.News]: { name: 'News', addLabel: 'Add News Item', CtId: CT.News_Detail, prefix: '/news' },
  [SECTION_TAGS.Projects]: { name: 'Projects', addLabel: 'Add Project', CtId: CT.Project_Detail, prefix: '/projects' },
};

export const isSectionTag = (tagId: number | undefined): tagId is number =>
  tagId !== undefined && Object.hasOwn(SECTIONS, tagId);

export const toEditor = (r: { CId: number }) => `/edit?cId=${r.CId}`;
