import { describe, expect, it } from 'vitest';
import { decodeField, decodeRow } from './codec.js';

describe('decodeRow and decodeField: stored values as the schema types them', () => {
  it('decodes an entity row: JSON parsed, times as ISO UTC, numbers as numbers; other columns as read', () => {
    const row = decodeRow('FormSubmission', {
      FsId: '7', // PostgreSQL's bigint arrives as text
      FsMetaData: '{"name":"Ada"}',
      FsDate: '2026-11-28 18:30:00',
      FsIp: '127.0.0.1',
      joined: 'as read',
    });
    expect(row).toEqual({
      FsId: 7,
      FsMetaData: { name: 'Ada' },
      FsDate: '2026-11-28T18:30:00.000Z',
      FsIp: '127.0.0.1',
      joined: 'as read',
    });
  });

  it('decodes one field as decodeRow would, and keeps null', () => {
    expect(decodeField('Tag', 'TVisible', 1)).toBe(true);
    expect(decodeField('Tag', 'TVisible', 0)).toBe(false);
    expect(decodeField('Tag', 'TVisible', null)).toBeNull();
    expect(decodeField('FormSubmission', 'FsMachineMeta', '[1,2]')).toEqual([1, 2]);
    expect(decodeField('FormSubmission', 'FsDate', null)).toBeNull();
    expect(decodeField('FormSubmission', 'FsIp', 'x')).toBe('x');
  });
});
