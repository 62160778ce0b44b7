// The content types and templates with the spec's fixed ids (§3), and the groups of them the product reasons about.
// One file, shared by the server, the admin and the seed, so no module writes 52 for "e-mail template" or keeps a
// list of page types of its own (issue 42 item 1). The seed (src/server/seed/data/content-types.ts) makes the rows
// from these ids; nothing else needs the seed to know a type.

/** Content type ids (spec §3), by the type's name. */
export const CT = {
  Web_Page: 1,
  News_Detail: 2,
  Event_Detail: 3,
  Blog_Detail: 4,
  Shared_Content: 5,
  Custom_Page: 6,
  Project_Detail: 7,
  Navigation: 10,
  Image: 20,
  Image_Carousel: 21,
  Cache_Hash: 50,
  Email_Template: 52,
  Footer_Template: 53,
  Header_Template: 54,
  Location: 56,
  Microsite_Config: 57,
  Notes: 58,
  Secure_File: 59,
  Secured_File_Category: 60,
  Sitemap_Node: 61,
  JavaScript: 62,
  Liquid_Value: 63,
  Row_Design: 64,
  Banners: 65,
} as const;

/** Template ids (spec §3), by the template's name: the page types share ids 1–7 with their content type. */
export const TPL = {
  Web_Page: 1,
  News_Detail: 2,
  Event_Detail: 3,
  Blog_Detail: 4,
  Shared_Content: 5,
  Custom_Page: 6,
  Project_Detail: 7,
  Primary_Navigation: 11,
  Secondary_Navigation: 12,
  Footer_Navigation: 13,
  Primary_Navigation_Centered_Logo: 14,
  Sidebar_Navigation: 15,
  Microsite_Config: 57,
} as const;

/**
 * The content types that are pages of the public site (spec §3: "the first six (Web_Page through Project_Detail,
 * including Custom_Page)"), the types seeded with CtPageLike. Shared_Content (5) holds alerts and reusable blocks, not
 * pages. The server's live pages and the admin's Remove Content list agree on what a page is through this list.
 */
export const PAGE_TYPES = [
  CT.Web_Page,
  CT.News_Detail,
  CT.Event_Detail,
  CT.Blog_Detail,
  CT.Custom_Page,
  CT.Project_Detail,
] as const;

/** The page types with a facts record of their own (News, EventItem), which the server adds and the page editor edits. */
export const NEWS_DETAIL = CT.News_Detail;
export const EVENT_DETAIL = CT.Event_Detail;
