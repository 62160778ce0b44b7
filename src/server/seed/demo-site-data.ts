// Demo redirects, system messages and audit entries.
import type { Queryable } from '../platform/db/executor.js';
import type { AuditLog, Redirect, SystemMessages } from '../../shared/generated/entities.generated.js';
import { insertRows } from './fixed-records.js';
import { CID } from './data/named-content.js';
import { siteTime } from './site-time.js';

// --- redirects, system messages, audit entries ---------------------------------------

export async function seedSiteData(tx: Queryable, nowDate: Date, ago: (days: number, hours?: number) => string) {
  const redirects: Redirect[] = [
    { RId: 1000, RFrom: '/about', RTo: '/about-us', RType: '301', RHits: 214, RCreated: ago(180) },
    { RId: 1001, RFrom: '/news/2019-holiday-office-hours', RTo: '/news', RType: '301', RHits: 37, RCreated: ago(150) },
    { RId: 1002, RFrom: '/open-house', RTo: '/events/fall-open-house', RType: '302', RHits: 5, RCreated: ago(4) },
  ];
  await insertRows(tx, 'Redirect', redirects);

  const messages: SystemMessages[] = [
    {
      SId: 1000,
      SMessage:
        'Welcome to the Cedar & Stone back office. New pages start as drafts; the Style Guide shows the block styles the site supports.',
      SType: 'info',
      SStart: ago(1, 0),
      SEnd: siteTime(nowDate, 30, 0),
      SArchived: false,
      SCreated: ago(1, 0),
    },
    {
      SId: 1001,
      SMessage: `Scheduled maintenance: the public site will be in maintenance mode on ${siteTime(nowDate, 7, 22).slice(0, 10)} from 10:00 to 11:00 pm Eastern. Save your work before then.`,
      SType: 'warning',
      SStart: ago(0, 0),
      SEnd: siteTime(nowDate, 7, 23),
      SArchived: false,
      SCreated: ago(0, 0),
    },
  ];
  await insertRows(tx, 'SystemMessages', messages);

  const audit: AuditLog[] = [
    {
      AlId: 1000,
      Type: 'Login',
      Message: 'Login Successful',
      UserName: 'maya.okafor',
      Date: ago(3, 8.75),
      RequestId: 'seed-0001',
    },
    {
      AlId: 1001,
      Type: 'Login',
      Message: 'Login Fail: Invalid user name or password',
      UserName: 'tom.whitaker',
      Date: ago(2, 13.1),
      RequestId: 'seed-0002',
    },
    {
      AlId: 1002,
      Type: 'Login',
      Message: 'Login Successful',
      UserName: 'tom.whitaker',
      Date: ago(2, 13.2),
      RequestId: 'seed-0003',
    },
    {
      AlId: 1003,
      Type: 'Update',
      Message: 'Updated Content 500 (Home)',
      UserName: 'maya.okafor',
      Date: ago(1, 11),
      Entity: 'Content',
      EntityKey: String(CID.HomePage),
      Diff: {
        CIntroText: {
          from: 'Engineering for communities.',
          to: 'Engineering the buildings and infrastructure communities rely on.',
        },
      },
      RequestId: 'seed-0004',
    },
  ];
  await insertRows(tx, 'AuditLog', audit);
}
