// A cold load straight into the page editor (/edit?cId=) starts the editor's
// code and its reads while the admin app itself is still loading, rather
// than once the app has checked the session and rendered the route. Imported
// on demand by main.tsx for that address only.
import { prefetchEditorReads } from './api/editor-prefetch.js';
import { loadPageEditor } from './page-editor-module.js';

export function preloadEditor(location: Pick<Location, 'pathname' | 'search'>): void {
  prefetchEditorReads(location);
  void loadPageEditor();
}
