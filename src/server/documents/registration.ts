// Register to download (feature tag 91; docs/decisions/0041-secured-documents-and-form-files.md):
// the visitor fills a small form once (name,
// e-mail, organisation). It is stored as a FormSubmission without a form
// (FrmId null, FsMetaData.kind 'register-to-download'); when feature tag 21
// (FormUserProfileEncryption) is on, the profile is sealed with the server's
// key ring. The visitor is then remembered by a signed cookie holding only
// the e-mail and the submission's id.
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../platform/db/executor.js';
import type { KeyRing } from '../platform/secrets/key-ring.js';
import { toPlainText } from '../../shared/forms/plain-text.js';
import type { RegisterBody } from '../../shared/api/documents.js';
import { macMatches, macOf, type LinkKey } from './signed-link.js';
import { featureOn } from '../site/index.js';

const REGISTRATION_COOKIE = 'secured_dl_reg';
const REGISTRATION_MAX_AGE = 365 * 24 * 3600;
export const PROFILE_PURPOSE = 'RegisterToDownload.profile';
export const TAG_REGISTER_TO_DOWNLOAD = 91;
const TAG_FORM_PROFILE_ENCRYPTION = 21;

export async function storeRegistration(
  db: Queryable,
  ring: KeyRing,
  body: RegisterBody,
  documentId: number,
  request: FastifyRequest,
): Promise<number> {
  const profile = {
    name: toPlainText(body.name).trim(),
    email: body.email.trim().toLowerCase(),
    organisation: toPlainText(body.organisation ?? '').trim(),
  };
  const sealed = await featureOn(db, TAG_FORM_PROFILE_ENCRYPTION);
  const meta = {
    kind: 'register-to-download',
    documentId,
    ...(sealed ? { sealed: ring.seal(JSON.stringify(profile), PROFILE_PURPOSE) } : profile),
  };
  const machine = { userAgent: toPlainText(String(request.headers['user-agent'] ?? '')).slice(0, 400) };
  const row = await db.first<{ FsId: number }>(
    db.builder
      .insertInto('FormSubmission')
      .values({
        FrmId: null,
        FsMetaData: JSON.stringify(meta),
        FsMachineMeta: JSON.stringify(machine),
        FsDate: new Date().toISOString(),
        FsIp: request.ip.slice(0, 45),
      })
      .returning('FsId')
      .compile(),
  );
  return Number(row!.FsId);
}

export function registrationCookie(key: LinkKey, email: string, submissionId: number): string {
  const payload = Buffer.from(JSON.stringify({ e: email.trim().toLowerCase(), s: submissionId })).toString('base64url');
  return `${REGISTRATION_COOKIE}=${payload}.${macOf(key, payload)}; Path=/secured-documents; Max-Age=${REGISTRATION_MAX_AGE}; HttpOnly; SameSite=Lax`;
}

/** The registered e-mail from the request's cookie, when it is one this server signed. */
export function registeredEmail(key: LinkKey, request: FastifyRequest): string | undefined {
  const header = request.headers.cookie ?? '';
  const value = header
    .split(';')
    .map((c) => c.trim())
    .find((c) => c.startsWith(`${REGISTRATION_COOKIE}=`))
    ?.slice(REGISTRATION_COOKIE.length + 1);
  const [payload, given] = (value ?? '').split('.');
  if (!payload || !given) return undefined;
  if (!macMatches(key, payload, given)) return undefined;
  try {
    const parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { e?: unknown };
    return typeof parsed.e === 'string' ? parsed.e : undefined;
  } catch {
    return undefined;
  }
}
