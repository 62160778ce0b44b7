// Comment moderation (/comment-moderation, issue 15 item 4) in Chromium
// against the real product with its demo data: a visitor's comment posted
// over HTTP waits in the pending queue, is approved with the keyboard (the
// newest is under the cursor: a), and then shows in the public read of its
// post; axe-core on the screen and its shortcut dialog.
import { describe, expect, it } from 'vitest';
import { e2eSuite, expectAccessible } from './support/browser.js';

const suite = e2eSuite();

describe('comment moderation', () => {
  it(
    'shows a posted comment as pending, approves it with the keyboard, and the public read shows it',
    async () => {
      const base = suite.e2e.server.baseUrl;
      const staff = await fetch(`${base}/api/v1/mc/comments?status=approved`, {
        headers: { authorization: `Bearer ${suite.token}` },
      });
      const [demo] = (await staff.json()) as { cId: number }[];
      const posted = await fetch(`${base}/api/comments?cId=${demo.cId}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          name: 'Erin Visitor',
          email: 'erin@example.test',
          body: 'Lovely <b>post</b>, thank you!',
        }).toString(),
      });
      expect(posted.status).toBe(202);

      const page = await suite.signedInPage('/comment-moderation');
      await page.getByRole('heading', { name: 'Comment Moderation', level: 1 }).waitFor();
      const list = page.getByRole('list', { name: 'Pending comments' });
      const newest = list.getByRole('listitem').first();
      await newest.getByText('Lovely post, thank you!').waitFor();
      expect(await newest.getAttribute('aria-current')).toBe('true');
      await page.getByRole('tab', { name: 'Pending (3)' }).waitFor();
      await expectAccessible(page, '/comment-moderation');

      await page.keyboard.press('?');
      const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
      await help.waitFor();
      await expectAccessible(page, '/comment-moderation (shortcuts)');
      await help.getByRole('button', { name: 'Close' }).click();
      await help.waitFor({ state: 'hidden' });

      await page.keyboard.press('a');
      await page.getByText('1 comment moved to Approved').waitFor();
      await page.getByRole('tab', { name: 'Approved (3)' }).waitFor();
      await expect.poll(async () => await list.getByText('Lovely post, thank you!').count()).toBe(0);

      const read = await fetch(`${base}/api/comments?cId=${demo.cId}`);
      const visible = (await read.json()) as { name: string; body: string }[];
      expect(visible.map((c) => c.body)).toContain('Lovely post, thank you!');
      expect(JSON.stringify(visible)).not.toContain('erin@example.test');
    },
    3 * 60_000,
  );
});
