import { describe, expect, it } from 'vitest';
import { readSnapshot } from './snapshot.js';

const snapshot = {
  content: { CTitle: 'About us', CMetaData: { SiteName: 'Ada' }, CCreated: '2026-11-28T18:30:00.000Z' },
  blocks: [{ CbId: 7, CbCopy: '<p>Hi</p>' }, null, 'not a block'],
};
// Only the editable content fields are kept (an older snapshot holds the whole record), and only object blocks.
const read = {
  content: { CTitle: 'About us', CMetaData: { SiteName: 'Ada' } },
  blocks: [{ CbId: 7, CbCopy: '<p>Hi</p>' }],
};

describe('readSnapshot: a version’s stored Snapshot column, decoded by the codec', () => {
  it('reads the same snapshot from SQLite’s text and from the value pg parsed', () => {
    expect(readSnapshot(JSON.stringify(snapshot), 3, 'sqlite')).toEqual(read);
    expect(readSnapshot(snapshot, 3, 'postgres')).toEqual(read);
  });

  it('refuses a snapshot it cannot read, naming the version, on both databases', () => {
    const unreadable = [
      ['sqlite', '{not json'],
      ['sqlite', JSON.stringify(JSON.stringify(snapshot))], // a JSON string holding snapshot text: not parsed twice
      ['sqlite', null],
      ['postgres', JSON.stringify(snapshot)], // pg gives a stored JSON string as that string
      ['postgres', { content: {} }],
      ['postgres', undefined],
    ] as const;
    for (const [dialect, stored] of unreadable) {
      expect(() => readSnapshot(stored, 3, dialect)).toThrow('Version 3 has no readable snapshot of the page');
    }
  });
});
