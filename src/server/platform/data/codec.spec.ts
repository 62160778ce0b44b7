import { describe, expect, it } from 'vitest';
import { decodeField, decodeRow, requireStamp } from './codec.js';

describe('decodeRow and decodeField: stored values as the schema types them', () => {
  it('decodes an entity row: JSON parsed, times as ISO UTC, numbers as numbers; other columns as read', () => {
    const row = decodeRow(
      'FormSubmission',
      {
        FsId: '7', // PostgreSQL's bigint arrives as text
        FsMetaData: '{"name":"Ada"}',
        FsDate: '2026-11-28 18:30:00',
        FsIp: '127.0.0.1',
        joined: 'as read',
      },
      'sqlite',
    );
    expect(row).toEqual({
      FsId: 7,
      FsMetaData: { name: 'Ada' },
      FsDate: '2026-11-28T18:30:00.000Z',
      FsIp: '127.0.0.1',
      joined: 'as read',
    });
  });

  it('decodes one field as decodeRow would, and keeps null', () => {
    expect(decodeField('Tag', 'TVisible', 1, 'sqlite')).toBe(true);
    expect(decodeField('Tag', 'TVisible', 0, 'sqlite')).toBe(false);
    expect(decodeField('Tag', 'TVisible', null, 'sqlite')).toBeNull();
    expect(decodeField('FormSubmission', 'FsMachineMeta', '[1,2]', 'sqlite')).toEqual([1, 2]);
    expect(decodeField('FormSubmission', 'FsDate', null, 'sqlite')).toBeNull();
    expect(decodeField('FormSubmission', 'FsIp', 'x', 'sqlite')).toBe('x');
  });

  describe('JSON by the database: text in SQLite, parsed already by pg', () => {
    it('parses SQLite text once: a JSON string is unquoted, an object parsed', () => {
      expect(decodeField('MiscData', 'MdValue', '"x"', 'sqlite')).toBe('x');
      expect(decodeField('MiscData', 'MdValue', '"123"', 'sqlite')).toBe('123');
      expect(decodeField('MiscData', 'MdValue', '{"a":[1,"b"]}', 'sqlite')).toEqual({ a: [1, 'b'] });
      expect(decodeRow('Content', { CMetaData: '{"SiteName":"Ada"}' }, 'sqlite')).toEqual({
        CMetaData: { SiteName: 'Ada' },
      });
    });

    it('keeps what pg gives: a top-level string stays that string, a number-looking one is not made a number', () => {
      expect(decodeField('MiscData', 'MdValue', 'America/New_York', 'postgres')).toBe('America/New_York');
      expect(decodeField('MiscData', 'MdValue', '123', 'postgres')).toBe('123');
      expect(decodeField('MiscData', 'MdValue', '"x"', 'postgres')).toBe('"x"');
      expect(decodeField('MiscData', 'MdValue', 42, 'postgres')).toBe(42);
      const object = { a: [1, 'b'] };
      expect(decodeField('MiscData', 'MdValue', object, 'postgres')).toEqual({ a: [1, 'b'] });
      expect(decodeRow('Content', { CMetaData: { SiteName: 'Ada' } }, 'postgres')).toEqual({
        CMetaData: { SiteName: 'Ada' },
      });
    });

    it('reads a missing or null JSON value as null on both', () => {
      for (const dialect of ['sqlite', 'postgres'] as const) {
        expect(decodeField('MiscData', 'MdValue', null, dialect)).toBeNull();
        expect(decodeField('MiscData', 'MdValue', undefined, dialect)).toBeNull();
      }
    });

    it('decodes the other types the same on both', () => {
      for (const dialect of ['sqlite', 'postgres'] as const) {
        expect(decodeRow('Tag', { TId: '3', TVisible: 1, TDeleted: false }, dialect)).toEqual({
          TId: 3,
          TVisible: true,
          TDeleted: false,
        });
      }
    });
  });

  describe('requireStamp: a stored row’s stamp, strictly', () => {
    it('passes a decoded stamp and throws for a missing or unreadable one, which decodeField answers as null', () => {
      expect(requireStamp(decodeField('Content', 'CCreated', '2026-11-28 18:30:00', 'sqlite'), 'CCreated')).toBe(
        '2026-11-28T18:30:00.000Z',
      );
      for (const stored of [null, undefined, '', 'not a time']) {
        expect(() =>
          requireStamp(decodeField('Content', 'CLastModified', stored, 'postgres'), 'CLastModified'),
        ).toThrow('A stored row has no readable CLastModified');
      }
    });
  });
});
