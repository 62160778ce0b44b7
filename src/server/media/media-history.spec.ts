import { describe, expect, it } from 'vitest';
import { mediaHistoryOf } from './media-history.js';

const head = { version: 3, versionNote: 'Cropped', focus: { x: 0.25, y: 0.75 }, derivedFrom: 7 };
const expected = {
  version: 3,
  note: 'Cropped',
  focus: { x: 0.25, y: 0.75 },
  variants: [],
  versions: [],
  derivedFrom: 7,
};

describe('a media record’s history', () => {
  it('reads the head as each database hands it back: text on SQLite, a value on PostgreSQL', () => {
    expect(mediaHistoryOf({ CHeadContent: JSON.stringify(head) }, 'sqlite')).toEqual(expected);
    expect(mediaHistoryOf({ CHeadContent: head }, 'postgres')).toEqual(expected);
  });

  // A stored JSON string is a string on both databases (the codec's rule): its text is never parsed a second time.
  it('reads a stored JSON string holding object text as no history, on both databases', () => {
    const none = { version: 1, note: 'Uploaded', focus: null, variants: [], versions: [], derivedFrom: null };
    expect(mediaHistoryOf({ CHeadContent: JSON.stringify(JSON.stringify(head)) }, 'sqlite')).toEqual(none);
    expect(mediaHistoryOf({ CHeadContent: JSON.stringify(head) }, 'postgres')).toEqual(none);
  });
});
