// Who may read a form's submissions (docs/forms.md "Who may"): Admin and
// MoJoAdmin, who read FormSubmission through the generic interface too; and
// a Maintenance User whose claims grant the Form Manager tag (90) or the
// form's own tag under it. Anyone else: 403. The server decides; the admin
// only hides.
import { numericClaim } from '../../shared/claims.js';
import type { Identity } from '../platform/data/identity.js';
import { forbidden } from '../platform/errors.js';
import { isAdmin, requireMaintenanceAccess } from '../platform/http/access.js';

const FORM_MANAGER_TAG = 90;

export function mayReadSubmissions(identity: Identity, formTagId: number | null): boolean {
  if (isAdmin(identity)) return true;
  const tags = numericClaim(identity.permissions, 'TId');
  return tags.includes(FORM_MANAGER_TAG) || (formTagId !== null && tags.includes(formTagId));
}

export function requireSubmissionsAccess(identity: Identity, formTagId: number | null): void {
  requireMaintenanceAccess(identity);
  if (!mayReadSubmissions(identity, formTagId))
    throw forbidden(
      'Form submissions are for Admin, MoJoAdmin and staff given the Form Manager tag (90) or the form’s tag',
    );
}
