// The custom code and template files screens as their protected routes show them, loaded only when first opened.
import { lazy, Suspense } from 'react';
import { Loading } from 'react-admin';

const CustomCodeScreen = lazy(() => import('./CustomCodePage.js'));
const TemplateFilesScreen = lazy(() => import('./TemplateFilesPage.js'));

export function CustomCode() {
  return (
    <Suspense fallback={<Loading />}>
      <CustomCodeScreen />
    </Suspense>
  );
}

export function TemplateFiles() {
  return (
    <Suspense fallback={<Loading />}>
      <TemplateFilesScreen />
    </Suspense>
  );
}
