// The dashboard's no-access content: a tool-menu section the user may not
// use, and the full cache tools for anyone but the top admin (spec §6, §8).
// The spec's sentence alone leaves a Maintenance User stuck, so it is
// followed by who can open the section for them: an administrator, in User
// Management, granting the section's tools together with the Dashboard tag.
import { DASHBOARD_TAG_ID } from '../../../shared/dashboard-tools.js';
import { NoAccess } from '../../kit/NoAccess.js';

export const NO_TOOLS_MESSAGE = "You don't have access to any tools in this section.";
export const WHO_CAN_GRANT = `An administrator can grant them in User Management (each tool's tag together with the Dashboard tag ${DASHBOARD_TAG_ID}).`;

export function NoToolsAccess() {
  return (
    <NoAccess
      message={
        <>
          <span>{NO_TOOLS_MESSAGE}</span> <span>{WHO_CAN_GRANT}</span>
        </>
      }
    />
  );
}
