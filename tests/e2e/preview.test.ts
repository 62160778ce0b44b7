// Preview (issue 28) end to end in Chromium against the product and its demo seed: the page editor's Preview
// shows the page as visitors will see it beside the form, refreshed when a draft is saved; "Copy preview link"
// makes a link that a signed-out browser opens to see the draft, while the live page and the sitemap still show
// the published page. The sandbox: a snippet inside the preview cannot read the back office's token, call its
// API with it, or navigate the window around the preview. axe on the editor with the preview open.
import { describe, expect, it } from 'vitest';
import type { Frame, Page } from 'playwright-core';
import { e2eSuite, expectAccessible } from './support/browser.js';
import { api, mcApi } from '../support/server-process.js';

const MINUTE = 60_000;
const suite = e2eSuite();

async function cIdOf(url: string): Promise<number> {
  const res = await api(
    suite.e2e.server.baseUrl,
    suite.token,
    'GET',
    `content?filters=${encodeURIComponent(`CSeoUrl==${url}`)}&fields=CId`,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as { CId: number }[])[0].CId;
}

const mc = (method: string, path: string, body?: unknown) =>
  mcApi(suite.e2e.server.baseUrl, suite.token, method, path, body);

/** The preview frame of the editor, once it shows a page whose body contains `text`. */
async function previewShowing(page: Page, text: string): Promise<Frame> {
  const element = page.locator('iframe[title^="Preview of"]');
  await element.waitFor();
  let frame: Frame | null = null;
  await expect
    .poll(
      async () => {
        frame = await (await page.locator('iframe[title^="Preview of"]').elementHandle())!.contentFrame();
        return frame ? ((await frame.content().catch(() => '')) ?? '') : '';
      },
      { timeout: 20_000 },
    )
    .toContain(text);
  return frame!;
}

describe('preview', () => {
  it(
    'shows a saved draft beside the editor and to a signed-out reviewer, while the live page and the sitemap keep the published one',
    async () => {
      const cId = await cIdOf('/about-us');
      const page = await suite.signedInPage(`/edit?cId=${cId}`);
      await page.getByRole('list', { name: 'Blocks' }).waitFor({ state: 'attached' });
      // The live page on Site Setup's public URL (the demo's), not on this server.
      const seo = await api(suite.e2e.server.baseUrl, suite.token, 'GET', 'content/67');
      const publicUrl = new URL((seo.body as { CMetaData: { CanonicalHost: string } }).CMetaData.CanonicalHost).origin;
      await expect
        .poll(() => page.getByRole('link', { name: 'Open live page' }).getAttribute('href'))
        .toBe(`${publicUrl}/about-us`);
      await page.getByRole('button', { name: 'Preview', exact: true }).click();
      const frame = await previewShowing(page, '<h1>About Us</h1>');
      expect(await page.locator('iframe[title^="Preview of"]').getAttribute('sandbox')).toBe(
        'allow-scripts allow-popups allow-popups-to-escape-sandbox',
      );
      // The site's header menu and footer are there, as on the site.
      expect(await frame.locator('nav.main-menu').count()).toBe(1);
      expect(await frame.locator('footer.site-footer').count()).toBe(1);
      await page.getByRole('button', { name: 'Tablet' }).click();
      await expect
        .poll(() => page.locator('iframe[title^="Preview of"]').evaluate((f) => (f as HTMLIFrameElement).style.width))
        .toBe('768px');
      await expectAccessible(page, 'page editor with the preview open');

      await page.getByRole('button', { name: 'Edit block 1' }).click();
      await page.getByLabel('Headline').first().fill('A headline only in the draft');
      await page.getByRole('button', { name: 'Save draft' }).click();
      await page.getByText('Draft saved. The live page is unchanged.').waitFor();
      await previewShowing(page, 'A headline only in the draft');

      await page.getByRole('button', { name: 'Copy preview link' }).click();
      const shared = await page.getByRole('textbox', { name: 'Preview link' }).inputValue();
      expect(shared).toMatch(/\/preview\/draft\/\d+\?exp=\d+&link=\d+&sig=/);
      await page.getByText(/^Made by admin on /).waitFor();

      // A reviewer without an account, in a browser of their own (the product's CSP applies there).
      const reviewer = await suite.e2e.browser.newContext();
      try {
        const view = await reviewer.newPage();
        const answer = await view.goto(shared);
        expect(answer?.status()).toBe(200);
        expect(await view.content()).toContain('A headline only in the draft');
        // The site's images load under the preview's CSP (served by this server).
        expect(await view.locator('img').count()).toBeGreaterThan(0);
        await expect
          .poll(
            () => view.evaluate(() => [...document.images].filter((i) => i.complete && i.naturalWidth > 0).length),
            { timeout: 10_000 },
          )
          .toBeGreaterThan(0);
        expect(await view.evaluate(() => localStorage.length).catch((e: Error) => e.message)).toMatch(
          /denied|SecurityError|sandbox/i,
        );
      } finally {
        await reviewer.close();
      }
      // The live page is still the published one, and so is the sitemap.
      const live = await mc('POST', 'preview/links', { kind: 'live', id: cId });
      const liveHtml = await (await fetch(`${suite.e2e.server.baseUrl}${live.body.url}`)).text();
      expect(liveHtml).toContain('<h1>About Us</h1>');
      expect(liveHtml).not.toContain('A headline only in the draft');
      expect((await mc('GET', 'sitemap/regen')).status).toBe(200);
      const xml = await (await fetch(`${suite.e2e.server.baseUrl}/sitemap.xml`)).text();
      expect(xml).toMatch(/<loc>[^<]*\/about-us<\/loc>/);
      await page.close();
    },
    3 * MINUTE,
  );

  it(
    'previews from the News, Events, Blog, Projects and Careers screens, and two versions side by side',
    async () => {
      const page = await suite.signedInPage();
      const screens: [string, string][] = [
        ['edit/select?tag=208', 'news-item'],
        ['edit/select?tag=204', 'event'],
        ['edit/select?tag=201', 'blog-post'],
        ['edit/select?tag=211', 'project'],
        ['custom/careers', 'custom-page'],
      ];
      for (const [path, article] of screens) {
        await page.goto(`${suite.e2e.adminUrl}/${path}`);
        const button = page.getByRole('button', { name: /^Preview / }).first();
        await button.click();
        const dialog = page.getByRole('dialog');
        const frameElement = dialog.locator('iframe[title^="Preview of"]');
        await frameElement.waitFor();
        await expect
          .poll(
            async () => (await (await frameElement.elementHandle())!.contentFrame())?.content().catch(() => '') ?? '',
            { timeout: 20_000 },
          )
          .toContain(`<article class="${article}">`);
        if (path.includes('208')) await expectAccessible(page, 'news list with a preview open');
        await dialog.getByRole('button', { name: 'Close', exact: true }).click();
      }

      const cId = await cIdOf('/about-us');
      await page.goto(`${suite.e2e.adminUrl}/edit?cId=${cId}`);
      const versions = page.getByRole('list', { name: 'Versions' });
      await versions.getByRole('listitem').first().waitFor();
      await versions
        .getByRole('button', { name: /^Preview version / })
        .first()
        .click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('combobox', { name: 'Beside it' }).click();
      await page.getByRole('option').nth(1).click();
      await expect.poll(() => dialog.locator('iframe[title^="Preview of"]').count()).toBe(2);
      await dialog.getByRole('button', { name: 'Phone' }).first().click();
      await expect
        .poll(() =>
          dialog
            .locator('iframe[title^="Preview of"]')
            .evaluateAll((fs) => fs.map((f) => (f as HTMLIFrameElement).style.width)),
        )
        .toEqual(['375px', '375px']);
      await expectAccessible(page, 'two versions side by side');
      await page.close();
    },
    3 * MINUTE,
  );

  it(
    'keeps a snippet in the preview from the token, the API and the window around it',
    async () => {
      const locations = (await mc('GET', 'custom-code/token-locations')).body as { MdId: number; MdName: string }[];
      const bodyEnd = locations.find((l) => l.MdName === 'Body End')!;
      const probe = `(function(){var r={};
      try{r.token=String(window.localStorage.getItem('mojo.admin.token'))}catch(e){r.token='blocked'}
      try{r.parentToken=String(window.parent.localStorage.getItem('mojo.admin.token'))}catch(e){r.parentToken='blocked'}
      try{r.cookie=document.cookie}catch(e){r.cookie='blocked'}
      try{window.top.location.href='/maintenance/#hijacked';r.top='tried'}catch(e){r.top='blocked'}
      document.body.setAttribute('data-probe',JSON.stringify(r));
      fetch('/api/v1/mc/account',{credentials:'include'}).then(function(x){document.body.setAttribute('data-fetch','status '+x.status)},function(){document.body.setAttribute('data-fetch','failed')});
    })();`;
      const snippet = await mc('POST', 'custom-code/snippets', {
        CTitle: 'Sandbox probe',
        code: probe,
        tokenLocationId: bodyEnd.MdId,
        enabled: true,
      });
      expect(snippet.status, JSON.stringify(snippet.body)).toBe(201);
      try {
        const cId = await cIdOf('/about-us');
        const page = await suite.signedInPage(`/edit?cId=${cId}`);
        await page.getByRole('list', { name: 'Blocks' }).waitFor({ state: 'attached' });
        if ((await page.getByRole('button', { name: 'Preview', exact: true }).count()) > 0)
          await page.getByRole('button', { name: 'Preview', exact: true }).click();
        const frame = await previewShowing(page, 'data-fetch=');
        const result = JSON.parse((await frame.locator('body').getAttribute('data-probe'))!) as Record<string, string>;
        expect(result.token).toBe('blocked');
        expect(result.parentToken).toBe('blocked');
        expect(result.cookie).toBe('blocked');
        // The API answers nothing the script can read: the call is refused before it leaves, or is signed out.
        expect(await frame.locator('body').getAttribute('data-fetch')).toMatch(/^(failed|status 401)$/);
        // The window around it: the browser refused to move it (the assignment threw, so no navigation began),
        // and the editor is still where it was.
        expect(result.top).toBe('blocked');
        expect(page.url()).toBe(`${suite.e2e.adminUrl}/edit?cId=${cId}`);
        await page.close();
      } finally {
        await mc('DELETE', `custom-code/snippets/${snippet.body.CId}`);
      }
    },
    3 * MINUTE,
  );
});
