// /edit/select?ctId={CtId}: every (non-deleted) content item of one content
// type, e.g. the dashboard's 'E-mail Templates' (52) and 'Shared Content'
// (5), headed by the type's name from /api/v1/db/contenttype. The list is the
// site sections' list (SectionList: the resource kit's EntityList over
// Content with a permanent CtId filter) with title, URL and last change;
// each row's Edit opens /edit?cId=. Page-like types (1–7) get an 'Add' button.
import { lazy, Suspense, useEffect, useState } from 'react';
import { Box, Button, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { ListLoading } from '../../../resource-kit/ListStates.js';
import { ErrorNotice, ScreenFrame } from '../../site/shared/ScreenStates.js';
import { toEditor } from '../../site/sections/section-tags.js';
import { PAGE_TYPE_IDS } from '../add/AddContentScreen.js';
import { useEditorApi } from '../api/EditorApiContext.js';
import { MODE_ROUTES } from '../modes.js';

const SectionList = lazy(() => import('../../site/sections/SectionList.js').then((m) => ({ default: m.SectionList })));

export function ContentTypeView({ ctId }: { ctId: number }) {
  const api = useEditorApi();
  const [name, setName] = useState<string>();
  const [error, setError] = useState<string>();

  useEffect(() => {
    api.contentTypes().then(
      (types) => {
        const type = types.find((t) => t.CtId === ctId);
        // Type names are identifiers (spec §3: Email_Template): shown with spaces.
        if (type) setName(type.CtName.replace(/_/g, ' '));
        else setError(`There is no content type ${ctId}.`);
      },
      (e: Error) => setError(`The content type could not be read: ${e.message}`),
    );
  }, [api, ctId]);

  const title = name ?? `Content type ${ctId}`;
  const actions = (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
      <Link component={RouterLink} to={MODE_ROUTES.select}>
        Browse all content by tag
      </Link>
      {PAGE_TYPE_IDS.includes(ctId) && (
        <Button component={RouterLink} to={`${MODE_ROUTES.add}?ctId=${ctId}`} variant="contained">
          {`Add ${title}`}
        </Button>
      )}
    </Box>
  );
  return (
    <ScreenFrame title={title} actions={actions}>
      {error && <ErrorNotice message={error} />}
      <Suspense fallback={<ListLoading />}>
        <SectionList key={ctId} title={name} filter={{ CtId: ctId }} editPath={toEditor} />
      </Suspense>
    </ScreenFrame>
  );
}
