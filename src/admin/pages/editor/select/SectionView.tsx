// /edit/select?tag={201|204|208|211}: the dashboard's 'All …' tool of a site
// section opens the section's own list (joined columns, events grouped by
// category when tag 16 is on) instead of the plain tag view, with the
// section's 'Add …' tool beside the heading. Each row's Edit opens /edit?cId=.
import { Suspense } from 'react';
import { Box, Button, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { ListLoading } from '../../../resource-kit/ListStates.js';
import { SectionContentList } from '../../site/lazy-screens.js';
import { SECTIONS } from '../../site/sections/section-tags.js';
import { ScreenFrame } from '../../../kit/ScreenStates.js';
import { MODE_ROUTES } from '../modes.js';
import { useText } from '../../../i18n/use-text.js';

export function SectionView({ tagId }: { tagId: number }) {
  const text = useText();
  const section = SECTIONS[tagId];
  const actions = (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
      <Link component={RouterLink} to={MODE_ROUTES.select}>
        {text('editor.select.browse')}
      </Link>
      <Button component={RouterLink} to={`${MODE_ROUTES.add}?tag=${tagId}`} variant="contained">
        {section.addLabel}
      </Button>
    </Box>
  );
  return (
    <ScreenFrame
      title={section.name}
      intro={text('editor.select.sectionIntro', { prefix: section.prefix })}
      actions={actions}
    >
      <Suspense fallback={<ListLoading />}>
        <SectionContentList tagId={tagId} />
      </Suspense>
    </ScreenFrame>
  );
}
