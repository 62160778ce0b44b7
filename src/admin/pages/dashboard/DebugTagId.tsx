// Debug mode (spec §2): hovering a section or tool shows its tag id.
import Tooltip from '@mui/material/Tooltip';
import type { ReactElement } from 'react';

export function DebugTagId({ debug, id, children }: { debug: boolean; id: number; children: ReactElement }) {
  if (!debug) return children;
  return (
    <Tooltip title={`Tag id: ${id}`} placement="right" describeChild>
      {children}
    </Tooltip>
  );
}
