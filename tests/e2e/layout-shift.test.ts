// Layout shift on opening (issue 41 item 2, docs/decisions/0122-layout-shift-and-first-paint.md):
// each screen is opened cold at Lighthouse's desktop size (1350 × 940) in Chromium, signed in
// on the demo site, and every layout shift the browser reports until it has settled is added
// up. The sum must stay under 0.1, Lighthouse's "good" cumulative layout shift (a sum is never
// less than Lighthouse's largest window, so this is the stricter reading). The screens are
// those Lighthouse flagged (General Settings 0.3, Media 0.155, the editor 0.16 with the system
// messages' banner) and the bench's dashboard and list. Not a timed test: a shift is content
// moving, whatever the machine's speed.
import { describe, expect, it } from 'vitest';
import { e2eSuite, signIn } from './support/browser.js';

const MINUTE = 60_000;
const suite = e2eSuite();

interface Shift {
  value: number;
  sources: string[];
}

declare global {
  interface Window {
    __layoutShifts?: Shift[];
  }
}

/**
 * The screens, what shows once each has its data (then the page is left to settle), and the largest sum allowed
 * where it is stricter than 0.1: the dashboard's pending reviews and "Coming up" card and the editor's review
 * notice and schedule part, drawn as their reads answered, shifted those screens by 0.083 and 0.094 (decision
 * 0146); drawn with the screen they shift nothing.
 */
const SCREENS: { path: string; ready: string; limit?: number }[] = [
  { path: '/', ready: '[role="region"][aria-label="Tools"]', limit: 0.02 },
  { path: '/general-settings', ready: 'form[aria-label="Favicon"]' },
  { path: '/folder-organization', ready: 'nav[aria-label="Media folders"]' },
  { path: '/redirects/301', ready: 'main table' },
  { path: '/Content', ready: 'main table' },
  // The demo page the bench opens in the editor (the first Select Content lists).
  { path: '/edit?cId=1026', ready: 'main h1:has-text("Webpage: ")', limit: 0.02 },
];

describe('layout shift on opening', () => {
  it(
    'stays under 0.1 on the dashboard, a list, the editor, General Settings and the media library',
    async () => {
      const context = await suite.e2e.browser.newContext({ viewport: { width: 1350, height: 940 } });
      try {
        // Every shift from the first paint on, with the elements that moved (for the failure message).
        await context.addInitScript(() => {
          window.__layoutShifts = [];
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
              sources?: { node?: Node | null }[];
            })[]) {
              if (entry.hadRecentInput) continue;
              const sources = (entry.sources ?? []).map((s) =>
                s.node instanceof Element
                  ? `${s.node.tagName.toLowerCase()} "${(s.node.textContent ?? '').slice(0, 40)}"`
                  : String(s.node?.nodeName),
              );
              window.__layoutShifts!.push({ value: entry.value, sources });
            }
          }).observe({ type: 'layout-shift', buffered: true });
        });
        const page = await context.newPage();
        await signIn(page, suite.e2e.adminUrl);
        await page.waitForURL(new RegExp(`^${suite.e2e.adminUrl}/?$`));
        await page.close();
        const measured: string[] = [];
        for (const { path, ready, limit = 0.1 } of SCREENS) {
          const screen = await context.newPage();
          await screen.goto(`${suite.e2e.adminUrl}${path}`);
          await screen.locator(ready).first().waitFor({ timeout: MINUTE });
          await screen.waitForLoadState('networkidle');
          await screen.waitForTimeout(1500); // late answers (the system messages, counts) and lazy code
          const shifts = await screen.evaluate(() => window.__layoutShifts ?? []);
          const total = shifts.reduce((sum, s) => sum + s.value, 0);
          measured.push(`${path} ${total.toFixed(3)}`);
          expect(
            total,
            `${path}: ${shifts.map((s) => `${s.value.toFixed(3)} (${s.sources.join(', ')})`).join('; ')}`,
          ).toBeLessThan(limit);
          await screen.close();
        }
        console.log(`layout shift on opening: ${measured.join(', ')}`);
      } finally {
        await context.close();
      }
    },
    10 * MINUTE,
  );
});
