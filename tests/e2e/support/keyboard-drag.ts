// Moving a dnd-kit sortable item with the keyboard, as a keyboard user does:
// Space picks it up, each key moves it one place, Space drops it.
//
// Each step waits for dnd-kit's own live announcement instead of a fixed
// pause. Its keyboard sensor ignores an arrow that arrives before it has
// measured the list after the pick-up; on a busy machine that can take longer
// than any pause chosen here, so an arrow that produced no announcement is
// pressed again (at most twice). An arrow that did move always announces.
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

interface KeyboardStep {
  key: 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight';
  /** What dnd-kit announces once this step has moved the item. */
  announced: string;
}

const ANNOUNCE_WAIT_MS = 5_000;

/** The live region dnd-kit renders for its announcements. */
const liveRegion = (page: Page) => page.locator('[id^="DndLiveRegion"]');

export async function keyboardDrag(page: Page, handle: Locator, steps: KeyboardStep[]): Promise<void> {
  await handle.focus();
  await page.keyboard.press('Space');
  // Picked up: dnd-kit marks the handle pressed. (Its pick-up announcement is no signal: the first
  // 'over' announcement may replace it at once, the live region holding only the latest.)
  await expect.poll(() => handle.getAttribute('aria-pressed')).toBe('true');
  for (const step of steps) {
    for (let attempt = 1; ; attempt++) {
      await page.keyboard.press(step.key);
      try {
        await liveRegion(page)
          .filter({ hasText: step.announced })
          .waitFor({ state: 'attached', timeout: ANNOUNCE_WAIT_MS });
        break;
      } catch (error) {
        if (attempt === 3) throw error;
      }
    }
  }
  await page.keyboard.press('Space');
}
