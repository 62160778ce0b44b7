// The content types that are pages of the public site (spec §3: "the first
// six (Web_Page through Project_Detail, including Custom_Page)"): the types
// seeded with CtPageLike. Shared_Content (5) holds alerts and reusable
// blocks, not pages. Shared, so the server's live pages and the admin's
// Remove Content list agree on what a page is.

/** Web_Page 1, News_Detail 2, Event_Detail 3, Blog_Detail 4, Custom_Page 6, Project_Detail 7. */
export const PAGE_TYPES = [1, 2, 3, 4, 6, 7] as const;

/** The page types with a facts record of their own (News, EventItem), which the server adds and the page editor edits. */
export const NEWS_DETAIL = 2;
export const EVENT_DETAIL = 3;
