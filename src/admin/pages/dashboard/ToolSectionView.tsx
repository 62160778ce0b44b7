// A section of the tool menu: a collapsible panel whose header is orange for
// tag ids from 200 and grey otherwise (data-header says which), open at
// first only for tag 50; its body lists the tools or, without access, the
// no-access message.
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { NoToolsAccess } from '../cache-tools/NoToolsAccess.js';
import type { ToolSection } from './tool-tree.js';
import { ToolIcon } from './ToolIcon.js';
import { ToolItem } from './ToolItem.js';
import { DebugTagId } from './DebugTagId.js';
import type { Theme } from '@mui/material/styles';

const HEADER = {
  // The palette's orange (palette.ts: dark enough for the white text to pass axe's contrast rule).
  orange: { bgcolor: 'secondary.main', color: 'secondary.contrastText' },
  // Grey 300 on light; a raised grey on dark (palette.ts), the page's text on both.
  grey: {
    bgcolor: (t: Theme) => (t.palette.mode === 'dark' ? t.palette.grey[800] : t.palette.grey[300]),
    color: 'text.primary',
  },
} as const;

// Each section's header is an h2 (MUI's accordion makes it an h3): it follows the Dashboard h1, so no level is skipped (axe heading-order).
export function ToolSectionView({
  section,
  debug,
  onClearCache,
}: {
  section: ToolSection;
  debug: boolean;
  onClearCache: () => void;
}) {
  const header = section.orange ? 'orange' : 'grey';
  const headingId = `tool-section-${section.id}`;
  return (
    <Accordion
      defaultExpanded={section.startsOpen}
      disableGutters
      slotProps={{ transition: { unmountOnExit: true }, heading: { component: 'h2' } }}
      data-section-id={section.id}
    >
      <DebugTagId debug={debug} id={section.id}>
        <AccordionSummary
          expandIcon={<ExpandMoreIcon sx={{ color: 'inherit' }} />}
          data-header={header}
          sx={HEADER[header]}
          id={headingId}
        >
          <Typography component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1, fontWeight: 600 }}>
            <ToolIcon name={section.icon} />
            {section.name}
          </Typography>
        </AccordionSummary>
      </DebugTagId>
      <AccordionDetails sx={{ p: 0 }}>
        {section.noAccess ? (
          <NoToolsAccess />
        ) : (
          <List dense aria-labelledby={headingId}>
            {section.children.map((item) => (
              <ToolItem key={item.id} node={item} debug={debug} onClearCache={onClearCache} />
            ))}
          </List>
        )}
      </AccordionDetails>
    </Accordion>
  );
}
