// The page read, started before the editor has mounted. On a cold load of
// /edit?cId= the editor's code is requested while react-admin still checks
// the session, and the editor used to read the page only once it mounted,
// after that check and the layout's first render (~200-300 ms later). The
// read is started with the editor's code instead, and the editor takes it
// when it mounts. A read that fails (say, the session had ended) is simply
// not used: the editor reads again, through the normal path, after sign-in.
import type { EditorApi } from './editor-api.js';
import type { LoadedPage } from './types.js';

/** A read older than this is not taken: the editor reads again. */
const FRESH_MS = 5_000;

let pending: { cId: number; startedAt: number; read: Promise<LoadedPage> } | undefined;

/** The page an address opens in the editor (/edit?cId=), or undefined for any other address. */
export function editedPageOf(location: Pick<Location, 'pathname' | 'search'>): number | undefined {
  if (!/\/edit\/?$/.test(location.pathname)) return undefined;
  const cId = Number(new URLSearchParams(location.search).get('cId'));
  return Number.isSafeInteger(cId) && cId > 0 ? cId : undefined;
}

/** Starts reading page `cId` when the current address is the editor on a page (/edit?cId=). */
export function prefetchPageFromLocation(
  api: EditorApi,
  location: Pick<Location, 'pathname' | 'search'> = window.location,
): void {
  const cId = editedPageOf(location);
  if (cId === undefined) return;
  if (pending?.cId === cId && Date.now() - pending.startedAt <= FRESH_MS) return; // already on its way
  const read = api.getPage(cId);
  read.catch(() => undefined); // an unused failed read must not surface as an unhandled rejection
  pending = { cId, startedAt: Date.now(), read };
}

/** The page read started for `cId`, once; a failed one falls back to `readAgain`. */
export function takePrefetchedPage(cId: number, readAgain: () => Promise<LoadedPage>): Promise<LoadedPage> {
  const taken = pending;
  pending = undefined;
  if (!taken || taken.cId !== cId || Date.now() - taken.startedAt > FRESH_MS) return readAgain();
  return taken.read.catch(readAgain);
}
