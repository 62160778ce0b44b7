// Debug mode (spec §2): hovering a section or tool shows its tag id.
import Tooltip from '@mui/material/Tooltip';
import type { ReactElement } from 'react';
import { useText } from '../../i18n/use-text.js';

export function DebugTagId({ debug, id, children }: { debug: boolean; id: number; children: ReactElement }) {
  const text = useText();
  if (!debug) return children;
  return (
    <Tooltip title={text('dashboard.tagId', { id })} placement="right" describeChild>
      {children}
    </Tooltip>
  );
}
