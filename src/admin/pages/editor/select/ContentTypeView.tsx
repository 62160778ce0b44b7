// /edit/select?ctId={CtId}: every (non-deleted) content item of one content
// type, e.g. the dashboard's 'E-mail Templates' (52) and 'Shared Content'
// (5), headed by the type's name from /api/v1/db/contenttype. The list is the
// site sections' list (SectionList: the resource kit's EntityList over
// Content with a permanent CtId filter) with title, URL and last change;
// each row's Edit opens /edit?cId=. Page-like types (1–7) get an 'Add' button.
import { lazy, Suspense } from 'react';
import { Box, Button, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { ListLoading } from '../../../resource-kit/ListStates.js';
import { ErrorNotice, ScreenFrame } from '../../../kit/ScreenStates.js';
import { toEditor } from '../../site/sections/section-tags.js';
import { PAGE_TYPE_IDS } from '../add/AddContentScreen.js';
import { useContentTypes } from '../api/editor-queries.js';
import { MODE_ROUTES } from '../modes.js';
import { useText } from '../../../i18n/use-text.js';

const SectionList = lazy(() => import('../../site/sections/SectionList.js').then((m) => ({ default: m.SectionList })));

export function ContentTypeView({ ctId }: { ctId: number }) {
  const text = useText();
  const types = useContentTypes();
  const type = types.data?.find((t) => t.CtId === ctId);
  // Type names are identifiers (spec §3: Email_Template): shown with spaces.
  const name = type?.CtName.replace(/_/g, ' ');
  const error = types.error
    ? text('editor.select.typeUnread', { error: types.error.message })
    : types.data && !type
      ? text('editor.select.noType', { ctId })
      : undefined;

  const title = name ?? text('editor.select.typeTitle', { ctId });
  const actions = (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
      <Link component={RouterLink} to={MODE_ROUTES.select}>
        {text('editor.select.browse')}
      </Link>
      {PAGE_TYPE_IDS.includes(ctId) && (
        <Button component={RouterLink} to={`${MODE_ROUTES.add}?ctId=${ctId}`} variant="contained">
          {text('editor.select.addOfType', { type: title })}
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
