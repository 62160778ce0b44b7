// The page editor's code, loaded once. Kept apart from React.lazy so a cold
// load of /edit can start it with the app (preload.ts), and the route can
// render it at once when it is already here: a lazy screen always suspends
// on its first render, and React holds a shown fallback for at least 300 ms.
type PageEditorModule = typeof import('./PageEditorScreen.js');

let loaded: PageEditorModule | undefined;
let loading: Promise<PageEditorModule> | undefined;

export function loadPageEditor(): Promise<PageEditorModule> {
  return (loading ??= import('./PageEditorScreen.js').then((m) => (loaded = m)));
}

export function loadedPageEditor(): PageEditorModule | undefined {
  return loaded;
}
