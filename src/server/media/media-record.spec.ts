import { describe, expect, it } from 'vitest';
import { mediaItemOf } from './media-read.js';
import { mediaContentRow, mediaContentType } from './media-record.js';

const facts = {
  url: '/files/0123456789abcdef0123456789abcdef.png',
  original: 'Crane.png',
  mime: 'image/png',
  size: 1234,
  width: 40,
  height: 30,
  title: 'Crane',
  alt: 'A crane',
  uploadedBy: 'admin',
  folderId: null,
};

describe('media records', () => {
  it('are Image (20) content for images and Secure_File (59) for other files', () => {
    expect(mediaContentType('image/webp')).toBe(20);
    expect(mediaContentType('application/pdf')).toBe(59);
  });

  it('keep the spec’s head-content names and are never a public page', () => {
    const row = mediaContentRow(facts, '2026-11-25T10:00:00.000Z');
    expect(row).toMatchObject({ CtId: 20, CTitle: 'Crane', CIntroPhoto: facts.url, CSeoUrl: null, CDeleted: false });
    expect(row.CHeadContent).toEqual({
      dWidth: 40,
      dHeigth: 30,
      original: 'Crane.png',
      ext: 'png',
      type: 'image/png',
      size: 1234,
      alt: 'A crane',
      uploadedBy: 'admin',
      folderId: null,
    });
  });

  it('read back to the item the API answers, whether the JSON comes as text (SQLite) or a value (PostgreSQL)', () => {
    const row = mediaContentRow(facts, '2026-11-25T10:00:00.000Z');
    const expected = {
      id: 7,
      url: facts.url,
      kind: 'image',
      title: 'Crane',
      alt: 'A crane',
      originalName: 'Crane.png',
      type: 'image/png',
      size: 1234,
      width: 40,
      height: 30,
      folderId: null,
      uploadedBy: 'admin',
      uploadedAt: '2026-11-25T10:00:00.000Z',
      modifiedAt: '2026-11-25T10:00:00.000Z',
    };
    expect(mediaItemOf({ ...row, CId: 7, CHeadContent: JSON.stringify(row.CHeadContent) }, 'sqlite')).toEqual(expected);
    expect(mediaItemOf({ ...row, CId: 7, CCreated: new Date('2026-11-25T10:00:00Z') }, 'postgres')).toEqual(expected);
  });

  it('read a record with damaged head content as a file of unknown facts, not an error', () => {
    const item = mediaItemOf(
      {
        CId: 8,
        CtId: 59,
        CTitle: 'Old',
        CIntroPhoto: '/files/x.pdf',
        CHeadContent: 'not json',
        CCreated: '2026-01-01T00:00:00Z',
        CLastModified: '2026-01-01T00:00:00Z',
      },
      'sqlite', // only SQLite's text can be damaged JSON: jsonb refuses it
    );
    expect(item).toMatchObject({
      kind: 'document',
      alt: '',
      size: 0,
      width: null,
      height: null,
      type: 'application/octet-stream',
      folderId: null,
    });
  });
});
