// What stands where a code view is drawn while its CodeMirror chunk loads: a block of the view's height that says
// what is loading (the editor's and the comparison's one placeholder).
import { Skeleton } from '@mui/material';
import { useText } from '../i18n/use-text.js';

export function CodeLoading({ label, height }: { label: string; height: string }) {
  const text = useText();
  return (
    <Skeleton
      variant="rectangular"
      height={height}
      role="progressbar"
      aria-label={text('code-editor.loading', { label })}
    />
  );
}
