// The editing screens (spec §2 "Editing routes") and /drafts, each loaded on
// demand (React.lazy): the editor, dnd-kit and tiptap stay out of the main
// and sign-in bundles.
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Loading } from 'react-admin';
import { prefetchEditorReads } from './api/editor-prefetch.js';
import { loadedPageEditor, loadPageEditor } from './page-editor-module.js';

const screen = (Screen: LazyExoticComponent<ComponentType>) => (
  <Suspense fallback={<Loading />}>
    <Screen />
  </Suspense>
);

const SelectContent = lazy(() =>
  import('./select/SelectContentScreen.js').then((m) => ({ default: m.SelectContentScreen })),
);
const PageEditor = lazy(() => {
  // The page and the editor's other reads start alongside its code (api/editor-prefetch.ts), not after it mounts.
  prefetchEditorReads();
  return loadPageEditor().then((m) => ({ default: m.PageEditorScreen }));
});

/** The editor at once when its code is here already (preload.ts), else loaded on demand. */
function PageEditorRoute() {
  const loaded = loadedPageEditor();
  return loaded ? <loaded.PageEditorScreen /> : screen(PageEditor);
}
const FileUpload = lazy(() => import('./file/FileUploadScreen.js').then((m) => ({ default: m.FileUploadScreen })));
const EditNavigation = lazy(() =>
  import('./navigation/EditNavigationScreen.js').then((m) => ({ default: m.EditNavigationScreen })),
);
const Summary = lazy(() => import('./summary/SummaryScreen.js').then((m) => ({ default: m.SummaryScreen })));
const AddContent = lazy(() => import('./add/AddContentScreen.js').then((m) => ({ default: m.AddContentScreen })));
const Scheduled = lazy(() => import('./schedule/ScheduledScreen.js').then((m) => ({ default: m.ScheduledScreen })));
const Drafts = lazy(() => import('../drafts/DraftsScreen.js').then((m) => ({ default: m.DraftsScreen })));

export const EDITOR_SCREENS = {
  select: screen(SelectContent),
  edit: <PageEditorRoute />,
  file: screen(FileUpload),
  navigation: screen(EditNavigation),
  summary: screen(Summary),
  add: screen(AddContent),
  drafts: screen(Drafts),
  scheduled: screen(Scheduled),
};
