// The tag-to-content whitelist (spec §3.10): the content types that may be
// placed under a tag (a TagToContent link). Pages of every kind, shared
// content and navigation records; never a script, a token, a file, an image
// or a setting record, which have no place in a menu or a site section.
// The server refuses any other link (site/navigation/tag-link-rules.ts); the admin uses
// the list to offer only what the server accepts.

/** Web_Page 1, News_Detail 2, Event_Detail 3, Blog_Detail 4, Shared_Content 5, Custom_Page 6, Project_Detail 7, Navigation 10. */
const TAG_TO_CONTENT_TYPES: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 10];

const TAG_TO_CONTENT_TYPE_NAMES: Readonly<Record<number, string>> = {
  1: 'Web_Page',
  2: 'News_Detail',
  3: 'Event_Detail',
  4: 'Blog_Detail',
  5: 'Shared_Content',
  6: 'Custom_Page',
  7: 'Project_Detail',
  10: 'Navigation',
};

export const mayLinkToTag = (ctId: number): boolean => TAG_TO_CONTENT_TYPES.includes(ctId);

/** The refusal in words: which content, its type, and what may be linked instead. */
export function tagLinkRefusal(cId: number, ctId: number, typeName?: string): string {
  const allowed = TAG_TO_CONTENT_TYPES.map((id) => `${TAG_TO_CONTENT_TYPE_NAMES[id]} ${id}`).join(', ');
  return `Content ${cId} is of content type ${typeName ? `${typeName} ` : ''}${ctId}, which cannot be placed under a tag: only ${allowed} may be (the tag-to-content whitelist, spec §3)`;
}
