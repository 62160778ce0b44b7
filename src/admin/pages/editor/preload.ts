// A cold load straight into the page editor (/edit?cId=) starts the editor's
// code and the page read while the admin app itself is still loading, rather
// than once the app has checked the session and rendered the route. Imported
// on demand by main.tsx for that address only.
import { appEditorApi } from './api/EditorApiContext.js';
import { prefetchPageFromLocation } from './api/page-prefetch.js';
import { loadPageEditor } from './page-editor-module.js';

export function preloadEditor(location: Pick<Location, 'pathname' | 'search'>): void {
  prefetchPageFromLocation(appEditorApi(), location);
  void loadPageEditor();
}
