import { describe, expect, it } from 'vitest';
import { changesCsv } from './changes-csv.js';

describe('the changes CSV', () => {
  it('has one line per changed field, formula cells neutralised, secrets only as [redacted]', () => {
    const csv = changesCsv([
      {
        AlId: 2,
        Date: '2026-11-22T09:30:00.000Z',
        Type: 'Update',
        UserName: 'maya',
        Impersonator: 'admin',
        Entity: 'Redirect',
        EntityKey: '7',
        Diff: { RTo: ['/a', '=HYPERLINK("x")'], RHits: [1, 2] },
      },
      {
        AlId: 1,
        Date: '2026-11-21T08:00:00.000Z',
        Type: 'Delete',
        UserName: 'tom',
        Impersonator: null,
        Entity: 'KeyManager',
        EntityKey: '3',
        Diff: { KmValue: ['[redacted]', null] },
      },
      {
        AlId: 0,
        Date: '2026-11-20T08:00:00.000Z',
        Type: 'Update',
        UserName: 'tom',
        Impersonator: null,
        Entity: 'Tag',
        EntityKey: '9',
        Diff: null,
      },
    ]);
    expect(csv.split('\r\n')).toEqual([
      'Date,User,Impersonated by,Action,Entity,Record key,Field,Before,After',
      `2026-11-22T09:30:00.000Z,maya,admin,Update,Redirect,7,RTo,/a,"'=HYPERLINK(""x"")"`,
      '2026-11-22T09:30:00.000Z,maya,admin,Update,Redirect,7,RHits,1,2',
      '2026-11-21T08:00:00.000Z,tom,,Delete,KeyManager,3,KmValue,[redacted],',
      '2026-11-20T08:00:00.000Z,tom,,Update,Tag,9,,,',
      '',
    ]);
  });
});
