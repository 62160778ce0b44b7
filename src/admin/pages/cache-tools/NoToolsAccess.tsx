// The dashboard's no-access content: a tool-menu section the user may not
// use, and the full cache tools for anyone but the top admin (spec §6, §8).
// The spec's sentence alone leaves a Maintenance User stuck, so it is
// followed by who can open the section for them: an administrator, in User
// Management, granting the section's tools together with the Dashboard tag.
import { DASHBOARD_TAG_ID } from '../../../shared/dashboard-tools.js';
import { NoAccess } from '../../kit/NoAccess.js';
import { useText } from '../../i18n/use-text.js';
import messages from '../../i18n/messages/cache-tools/en.js';

/** The two sentences in English (the spec's wording; specs find them by it); shown in the reader's language. */
export const NO_TOOLS_MESSAGE = messages.noAccess.message;
export const WHO_CAN_GRANT = messages.noAccess.whoCanGrant.replace('%{tag}', String(DASHBOARD_TAG_ID));

export function NoToolsAccess() {
  const text = useText();
  return (
    <NoAccess
      message={
        <>
          <span>{text('cache-tools.noAccess.message')}</span>{' '}
          <span>{text('cache-tools.noAccess.whoCanGrant', { tag: DASHBOARD_TAG_ID })}</span>
        </>
      }
    />
  );
}
