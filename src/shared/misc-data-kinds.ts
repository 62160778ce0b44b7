// The kinds of MiscData rows (spec §3: Token_Location 1 … AI_Settings 10, and this project's Site_Setup 11). Shared by
// the features that read a kind and the seed that writes the demo rows (src/server/seed/data/misc-data.ts).

/** MiscData.MdKind, by the kind's name. */
export const MD_KIND = {
  Token_Location: 1,
  Seo_Tools: 2,
  Time_Zone: 3,
  Content_Editing: 4,
  Blog_Tags: 5,
  Blog_Authors: 6,
  Markets: 7,
  Services: 8,
  AI_Prompt: 9,
  AI_Settings: 10,
  /** This project's kind (issue 16 item 2): Site Setup's switches that are neither a tag nor a named record. */
  Site_Setup: 11,
} as const;
