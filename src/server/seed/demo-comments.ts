// Demo comments on the seeded blog posts, one of each status, so the
// moderation queue (/comment-moderation) has something in every tab. Bodies
// are plain text, as the public submit stores them (docs/comments.md).
import type { Queryable } from '../platform/db/executor.js';
import type { Comment } from '../../shared/generated/entities.generated.js';
import { insertRows } from './fixed-records.js';

type Demo = Pick<Comment, 'CmAuthorName' | 'CmAuthorEmail' | 'CmBody' | 'CmStatus'> & {
  post: number;
  daysAgo: number;
  hours: number;
  by?: string;
};

const DEMO_COMMENTS: Demo[] = [
  {
    post: 0,
    daysAgo: 9,
    hours: 10,
    CmAuthorName: 'Priya Natarajan',
    CmAuthorEmail: 'priya@example.net',
    CmBody:
      'We followed the checklist in this post for our own office move. The tip about labelling the network cables saved us a day.',
    CmStatus: 'approved',
    by: 'admin',
  },
  {
    post: 0,
    daysAgo: 6,
    hours: 15,
    CmAuthorName: 'Tom Becker',
    CmAuthorEmail: 'tom.becker@example.org',
    CmBody: 'Do you have a printable version of the timeline?',
    CmStatus: 'approved',
    by: 'admin',
  },
  {
    post: 1,
    daysAgo: 3,
    hours: 11,
    CmAuthorName: 'Grace O’Malley',
    CmAuthorEmail: 'grace@example.com',
    CmBody: 'Interesting read. How did the project handle the winter schedule?',
    CmStatus: 'pending',
  },
  {
    post: 0,
    daysAgo: 1,
    hours: 8,
    CmAuthorName: 'Luis Ortega',
    CmAuthorEmail: 'luis@example.net',
    CmBody: 'Thanks for sharing the before and after photos!',
    CmStatus: 'pending',
  },
  {
    post: 1,
    daysAgo: 0,
    hours: 7,
    CmAuthorName: 'Cheap Watches',
    CmAuthorEmail: 'sales@spam.example',
    CmBody: 'Best prices http://spam.example/a http://spam.example/b http://spam.example/c',
    CmStatus: 'spam',
  },
  {
    post: 1,
    daysAgo: 4,
    hours: 16,
    CmAuthorName: 'Anonymous',
    CmAuthorEmail: 'anon@example.com',
    CmBody: 'First!',
    CmStatus: 'deleted',
    by: 'admin',
  },
];

/** `posts`: the seeded blog posts' CIds, newest first; `ago`: the demo's site clock. */
export async function seedDemoComments(
  tx: Queryable,
  posts: number[],
  ago: (days: number, hours?: number) => string,
): Promise<void> {
  if (!posts.length) return;
  const rows: Comment[] = [...DEMO_COMMENTS]
    .sort((a, b) => b.daysAgo - a.daysAgo || a.hours - b.hours)
    .map((c) => {
      const date = ago(c.daysAgo, c.hours);
      return {
        CId: posts[c.post % posts.length],
        CmAuthorName: c.CmAuthorName,
        CmAuthorEmail: c.CmAuthorEmail,
        CmBody: c.CmBody,
        CmStatus: c.CmStatus,
        CmDate: date,
        CmIp: '198.51.100.7',
        CmUserAgent: 'Mozilla/5.0 (demo)',
        CmTrail: c.by ? [{ at: ago(Math.max(c.daysAgo - 1, 0), 9), by: c.by, from: 'pending', to: c.CmStatus }] : [],
      };
    });
  await insertRows(tx, 'Comment', rows);
}
