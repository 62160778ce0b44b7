import { afterEach, expect, it, vi } from 'vitest';
import type { EditorApi } from './editor-api.js';
import { prefetchPageFromLocation, takePrefetchedPage } from './page-prefetch.js';
import type { LoadedPage } from './types.js';

const page = (cId: number, etag = 'W/"p-1"') => ({ page: { content: { CId: cId } }, etag }) as unknown as LoadedPage;
const apiReading = (read: (cId: number) => Promise<LoadedPage>) =>
  ({ getPage: vi.fn(read) }) as unknown as EditorApi & { getPage: ReturnType<typeof vi.fn> };

afterEach(() => {
  vi.useRealTimers();
  takePrefetchedPage(-1, async () => page(-1)); // leaves nothing pending for the next test
});

it('starts the read on /edit?cId= and hands it over once', async () => {
  const api = apiReading(async (cId) => page(cId, 'W/"early"'));
  prefetchPageFromLocation(api, { pathname: '/maintenance/edit', search: '?cId=42' });
  expect(api.getPage).toHaveBeenCalledWith(42);
  const again = vi.fn(async () => page(42, 'W/"late"'));
  expect((await takePrefetchedPage(42, again)).etag).toBe('W/"early"');
  expect(again).not.toHaveBeenCalled();
  expect((await takePrefetchedPage(42, again)).etag).toBe('W/"late"'); // taken already: read again
});

it('reads a page once when asked twice (the app start and the route both ask)', async () => {
  const api = apiReading(async (cId) => page(cId));
  prefetchPageFromLocation(api, { pathname: '/maintenance/edit', search: '?cId=5' });
  prefetchPageFromLocation(api, { pathname: '/maintenance/edit', search: '?cId=5' });
  expect(api.getPage).toHaveBeenCalledTimes(1);
  await takePrefetchedPage(5, async () => page(5));
});

it.each([
  ['/maintenance/edit/summary', '?cId=42'],
  ['/maintenance/edit', ''],
  ['/maintenance/edit', '?cId=abc'],
  ['/maintenance/edit', '?cId=-3'],
])('reads nothing early on %s%s', (pathname, search) => {
  const api = apiReading(async (cId) => page(cId));
  prefetchPageFromLocation(api, { pathname, search });
  expect(api.getPage).not.toHaveBeenCalled();
});

it('reads again when the early read failed, was for another page, or is stale', async () => {
  const again = vi.fn(async () => page(7, 'W/"fresh"'));
  prefetchPageFromLocation(
    apiReading(() => Promise.reject(new Error('401'))),
    { pathname: '/maintenance/edit', search: '?cId=7' },
  );
  expect((await takePrefetchedPage(7, again)).etag).toBe('W/"fresh"');

  prefetchPageFromLocation(
    apiReading(async (cId) => page(cId)),
    { pathname: '/maintenance/edit', search: '?cId=8' },
  );
  expect((await takePrefetchedPage(7, again)).etag).toBe('W/"fresh"');

  vi.useFakeTimers();
  prefetchPageFromLocation(
    apiReading(async (cId) => page(cId, 'W/"old"')),
    { pathname: '/maintenance/edit', search: '?cId=7' },
  );
  vi.advanceTimersByTime(6_000);
  expect((await takePrefetchedPage(7, again)).etag).toBe('W/"fresh"');
  expect(again).toHaveBeenCalledTimes(3);
});
