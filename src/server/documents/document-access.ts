// Who may download a secured document (docs/decisions/0041-secured-documents-and-form-files.md).
// Staff with maintenance access may always (the staff
// preview link); otherwise the document's access mode decides: public, a
// role or a claim of the signed-in user, or a register-to-download visitor.
import type { Identity } from '../platform/data/identity.js';
import { hasRole, MAINTENANCE_ROLES } from '../../shared/roles.js';
import type { DocumentAccess } from '../../shared/api/documents.js';

type Verdict = { ok: true } | { ok: false; status: 401 | 403; reason: string; needsRegistration?: boolean };

export interface Visitor {
  identity?: Identity;
  /** The registered visitor's e-mail (registration.ts), when the signed cookie is present. */
  registeredEmail?: string;
}

const OK: Verdict = { ok: true };

const isStaff = (identity: Identity | undefined) =>
  !!identity && (identity.isMJA || hasRole(identity.roles, MAINTENANCE_ROLES));

function holdsClaim(identity: Identity, claim: string): boolean {
  const at = claim.indexOf(':');
  const values = identity.permissions[claim.slice(0, at)] ?? [];
  return values.some((v) => String(v) === claim.slice(at + 1));
}

/** `registerEnabled`: feature tag 91 (RegisterToDownload) is on; while it is off, such documents stay closed. */
export function decide(access: DocumentAccess, visitor: Visitor, registerEnabled: boolean): Verdict {
  const { identity } = visitor;
  if (isStaff(identity)) return OK;
  switch (access.mode) {
    case 'public':
      return OK;
    case 'register':
      if (!registerEnabled)
        return { ok: false, status: 403, reason: 'Registering to download is turned off on this site.' };
      return visitor.registeredEmail || identity
        ? OK
        : { ok: false, status: 403, reason: 'Register to download this document.', needsRegistration: true };
    case 'roles':
      if (!identity) return { ok: false, status: 401, reason: 'Sign in to download this document.' };
      return hasRole(identity.roles, access.roles)
        ? OK
        : { ok: false, status: 403, reason: 'Your account may not download this document.' };
    case 'claims':
      if (!identity) return { ok: false, status: 401, reason: 'Sign in to download this document.' };
      return access.claims.some((c) => holdsClaim(identity, c))
        ? OK
        : { ok: false, status: 403, reason: 'Your account may not download this document.' };
    default:
      return { ok: false, status: 403, reason: 'This document is closed.' };
  }
}

/** Who a link is issued to, as the download audit names them. */
export function issuedTo(visitor: Visitor): string {
  if (visitor.identity) return (isStaff(visitor.identity) ? 'staff:' : 'user:') + visitor.identity.userName;
  if (visitor.registeredEmail) return `registered:${visitor.registeredEmail}`;
  return 'public';
}
