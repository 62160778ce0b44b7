// "Open live page": the page on the public site, at Site Setup's public URL (issue 28 item 6); nothing while the
// page is not live. Asked again after each save (the URL or the published state may have changed).
import { useEffect, useState } from 'react';
import { Link } from '@mui/material';
import { useEditorApi } from '../api/EditorApiContext.js';

export function LivePageLink({ cId, refreshKey }: { cId: number; refreshKey: unknown }) {
  const api = useEditorApi();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let stale = false;
    api.liveAddress(cId).then(
      (u) => !stale && setUrl(u),
      () => !stale && setUrl(null),
    );
    return () => {
      stale = true;
    };
  }, [api, cId, refreshKey]);
  if (!url) return null;
  return (
    <>
      {' · '}
      <Link href={url} target="_blank" rel="noopener noreferrer">
        Open live page
      </Link>
    </>
  );
}
