// What a failed end-to-end test leaves behind, printed with the failure: a CI
// run shows only the output, so "waited 30 s for a dialog" alone cannot be
// diagnosed afterwards. Every context made through e2e.newContext() records
// its pages' errors, console errors, failed API answers and navigations; when
// a test of the file fails, each page still open is described (its URL, its
// dialogs, what it says) with the last of those events.
import { afterEach } from 'vitest';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';

const KEPT_EVENTS = 40;
const PAGE_TEXT_CHARS = 600;

const contexts = new Set<BrowserContext>();
const events: string[] = [];

function note(event: string) {
  events.push(`${new Date().toISOString().slice(11, 23)} ${event}`);
  if (events.length > KEPT_EVENTS) events.shift();
}

function watchPage(page: Page) {
  page.on('pageerror', (err) => note(`page error: ${err.message}`));
  page.on(
    'console',
    (msg) =>
      void (msg.type() === 'error' && note(`console error: ${msg.text().slice(0, 300)} (${msg.location().url})`)),
  );
  page.on('response', (r) => {
    if (r.status() < 400 || !r.url().includes('/api/')) return;
    // The server's own words (contract error shape) say why: an ended session, a limit, a bad query.
    void r.text().then(
      (body) => note(`${r.status()} ${r.request().method()} ${r.url()}: ${body.slice(0, 200)}`),
      () => note(`${r.status()} ${r.request().method()} ${r.url()}`),
    );
  });
  page.on(
    'requestfailed',
    (r) =>
      void (
        r.url().includes('/api/') && note(`request failed: ${r.method()} ${r.url()} ${r.failure()?.errorText ?? ''}`)
      ),
  );
  page.on('framenavigated', (frame) => void (frame === page.mainFrame() && note(`navigated to ${frame.url()}`)));
  page.on('dialog', (d) => note(`browser ${d.type()}: ${d.message()}`));
}

/** A browser context whose pages are described when a test fails. */
export async function watchedContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  contexts.add(context);
  context.on('page', watchPage);
  context.on('close', () => contexts.delete(context));
  return context;
}

async function describePage(page: Page): Promise<string> {
  if (page.isClosed()) return '';
  const read = (selector: string) =>
    page
      .locator(selector)
      .allInnerTexts()
      .then(
        (texts) => texts.join(' | ').replace(/\s+/g, ' ').slice(0, PAGE_TEXT_CHARS),
        (e: Error) => `(unreadable: ${e.message})`,
      );
  // The main region rather than the whole body: the sidebar's thirty links would fill the excerpt. Of the sidebar,
  // only its groups and whether each is open: a click on a link of a closed group is one a test could not make.
  const groups = await page
    .locator('nav [aria-expanded]')
    .evaluateAll((els) => els.map((e) => `${e.textContent?.trim() ?? ''} (${e.getAttribute('aria-expanded')})`))
    .then(
      (list) => list.join(', '),
      (e: Error) => `(unreadable: ${e.message})`,
    );
  return [
    `  page ${page.url()}`,
    `    dialogs: ${await read('[role="dialog"]')}`,
    `    sidebar groups (expanded): ${groups}`,
    `    main: ${await read('main')}`,
  ].join('\n');
}

/** The open pages and the recent events, as text. */
async function describeTrouble(): Promise<string> {
  const pages = [...contexts].flatMap((c) => c.pages());
  const described = (await Promise.all(pages.map(describePage))).filter(Boolean);
  return [
    `open pages (${described.length}):`,
    ...described,
    `recent events (${events.length}):`,
    ...events.map((e) => `  ${e}`),
  ].join('\n');
}

// Only inside Vitest: benchmarks (bench/admin.ts) drive the browser with these helpers too.
if (process.env.VITEST) {
  afterEach(async (context) => {
    const result = context.task.result;
    if (result?.state !== 'fail') return;
    // The error too: when the retry passes, vitest reports only the pass, and this is all a CI log keeps of why.
    const errors = (result.errors ?? []).map(
      (e) => `  ${(e.stack ?? e.message ?? String(e)).split('\n').slice(0, 12).join('\n  ')}`,
    );
    console.error(
      `\n--- e2e trouble after "${context.task.name}" ---\nerror:\n${errors.join('\n')}\n${await describeTrouble()}\n---`,
    );
  });
}
