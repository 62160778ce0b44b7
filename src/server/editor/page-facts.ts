// The facts row a new news item or event needs beside its Content (spec §3:
// News holds a News_Detail's date, author, category…, EventItem an
// Event_Detail's place and category, with its dates in EventDate). Made in
// the add's transaction, so a page never exists without it: the section
// lists (Date, Author, Category), an event's next date and its category tab
// all read these rows, and a missing row left them blank.
import { EVENT_DETAIL, NEWS_DETAIL } from '../../shared/content-types.js';
import type { EditTransaction } from './edit-transaction.js';

/** Writes the empty facts row of page `cId` of type `ctId`, if its type has one. */
export async function addPageFacts(
  w: EditTransaction,
  ctId: number,
  cId: number,
  now: Date = new Date(),
): Promise<void> {
  // Through the data layer like the page itself: audited, and the scope check
  // runs on the CId (the page is already linked under the caller's tag).
  if (ctId === NEWS_DETAIL) await w.insert('News', { CId: cId, NDate: now.toISOString() });
  else if (ctId === EVENT_DETAIL) await w.insert('EventItem', { CId: cId });
}
