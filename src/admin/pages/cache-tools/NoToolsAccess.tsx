// The dashboard's no-access content: a tool-menu section the user may not
// use, and the full cache tools for anyone but the top admin (spec §6, §8).
import { NoAccess } from '../../kit/NoAccess.js';

export const NO_TOOLS_MESSAGE = "You don't have access to any tools in this section.";

export function NoToolsAccess() {
  return <NoAccess message={NO_TOOLS_MESSAGE} />;
}
