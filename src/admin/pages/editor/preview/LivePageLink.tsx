// "Open live page": the page on the public site, at Site Setup's public URL (issue 28 item 6); nothing while the
// page is not live. Its key is under the page's, so each save makes it stale (the URL or the published state may
// have changed).
import { useQuery } from '@tanstack/react-query';
import { Link } from '@mui/material';
import { queryKeys } from '../../../api/query-keys.js';
import { SCREEN_READ } from '../../../api/read-options.js';
import { useEditorApi } from '../api/EditorApiContext.js';
import { useText } from '../../../i18n/use-text.js';

export function LivePageLink({ cId }: { cId: number }) {
  const text = useText();
  const api = useEditorApi();
  const { data: url } = useQuery({
    queryKey: queryKeys.editor.liveAddress(cId),
    queryFn: () => api.liveAddress(cId),
    ...SCREEN_READ,
  });
  if (!url) return null;
  return (
    <>
      {' · '}
      <Link href={url} target="_blank" rel="noopener noreferrer">
        {text('editor-preview.live')}
      </Link>
    </>
  );
}
