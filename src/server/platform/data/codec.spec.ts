import { assertType, describe, expect, it } from 'vitest';
import { decodeField, decodeRow, storedJsonObject, storedStamp } from './codec.js';

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

  describe('storedStamp: a stored row’s stamp, strictly', () => {
    it('decodes the named field of the row as each database stores it', () => {
      // SQLite keeps the text it was given; pg's driver hands back ISO text (db/postgres.ts).
      const sqliteRow = { CCreated: '2026-11-28 18:30:00', CLastModified: '2026-11-29 07:05:01.5' };
      expect(storedStamp('Content', sqliteRow, 'CCreated', 'sqlite')).toBe('2026-11-28T18:30:00.000Z');
      expect(storedStamp('Content', sqliteRow, 'CLastModified', 'sqlite')).toBe('2026-11-29T07:05:01.500Z');
      const pgRow = { CLastModified: '2026-11-29T07:05:01.500Z' };
      expect(storedStamp('Content', pgRow, 'CLastModified', 'postgres')).toBe('2026-11-29T07:05:01.500Z');
      expect(storedStamp('UserSession', { LastSeenAt: '2026-11-28T18:30:00Z' }, 'LastSeenAt', 'postgres')).toBe(
        '2026-11-28T18:30:00.000Z',
      );
    });

    it('throws, naming the field, for a missing or unreadable stamp, which decodeField answers as null', () => {
      for (const dialect of ['sqlite', 'postgres'] as const) {
        for (const stored of [null, undefined, '', 'not a time']) {
          const row = { CCreated: '2026-11-28 18:30:00', CLastModified: stored };
          expect(() => storedStamp('Content', row, 'CLastModified', dialect)).toThrow(
            'A stored row has no readable CLastModified',
          );
        }
        expect(() => storedStamp('Content', {}, 'CCreated', dialect)).toThrow('A stored row has no readable CCreated');
      }
    });

    // Checked by the type check (tsc): each call below must not compile.
    it('takes only an entity’s text fields by name', () => {
      const row = { CModified: '2026-11-28 18:30:00', CMetaData: null };
      // @ts-expect-error: Content has no field CModified
      assertType(() => storedStamp('Content', row, 'CModified', 'sqlite'));
      // @ts-expect-error: CMetaData is JSON, not a stamp
      assertType(() => storedStamp('Content', row, 'CMetaData', 'sqlite'));
    });
  });

  describe('storedJsonObject: a stored JSON column as an object', () => {
    it('decodes the named field of the row: SQLite text parsed once, pg’s value as given', () => {
      const sqliteRow = { CMetaData: '{"SiteName":"Ada"}', CHeadContent: '{"parentId":4}' };
      expect(storedJsonObject('Content', sqliteRow, 'CMetaData', 'sqlite')).toEqual({ SiteName: 'Ada' });
      expect(storedJsonObject('Content', sqliteRow, 'CHeadContent', 'sqlite')).toEqual({ parentId: 4 });
      const pgRow = { CMetaData: { SiteName: 'Ada' }, CHeadContent: { parentId: 4 } };
      expect(storedJsonObject('Content', pgRow, 'CMetaData', 'postgres')).toEqual({ SiteName: 'Ada' });
      expect(storedJsonObject('MiscData', { MdValue: { placement: 'head' } }, 'MdValue', 'postgres')).toEqual({
        placement: 'head',
      });
    });

    it('answers {} for anything but an object: no row, null, bad JSON, an array, a JSON string', () => {
      // A stored JSON string is not parsed a second time, whatever its text.
      expect(storedJsonObject('Content', undefined, 'CMetaData', 'sqlite')).toEqual({});
      expect(storedJsonObject('Content', { CMetaData: null }, 'CMetaData', 'postgres')).toEqual({});
      expect(storedJsonObject('Content', { CMetaData: '{not json' }, 'CMetaData', 'sqlite')).toEqual({});
      expect(storedJsonObject('Content', { CMetaData: '[1,2]' }, 'CMetaData', 'sqlite')).toEqual({});
      expect(storedJsonObject('Content', { CMetaData: '"{\\"a\\":1}"' }, 'CMetaData', 'sqlite')).toEqual({});
      expect(storedJsonObject('Content', { CMetaData: '{"a":1}' }, 'CMetaData', 'postgres')).toEqual({});
    });

    // Checked by the type check (tsc): the call below must not compile.
    it('takes only an entity’s JSON fields by name', () => {
      const row = { CTitle: '{"a":1}' };
      // @ts-expect-error: CTitle is text, not JSON
      assertType(() => storedJsonObject('Content', row, 'CTitle', 'sqlite'));
    });
  });
});
