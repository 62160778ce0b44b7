// Authenticator-app codes (RFC 6238 through otplib): 6 digits, 30-second
// steps, SHA-1 — what every authenticator app reads from the QR code.
import { generateSecret, generateURI, verify } from 'otplib';

/** One step either side is accepted: a phone's clock a little off, or a code typed as it turned. */
const TOLERANCE_SECONDS = 30;

export const newTotpSecret = () => generateSecret();

/** The otpauth:// address the QR code holds, and the QR code itself as a PNG data URL. */
export async function enrolmentPicture(issuer: string, label: string, secret: string) {
  const uri = generateURI({ issuer, label, secret });
  // qrcode is loaded at the first enrolment, not at every start (docs/decisions/0160-the-server-starts-faster.md).
  const { toDataURL } = await import('qrcode');
  return { uri, qr: await toDataURL(uri, { margin: 1, width: 200 }) };
}

/**
 * The time step the code belongs to, or undefined when it is not a current
 * code. A code of `afterStep` or an earlier step is refused (no replay).
 */
export async function totpStep(secret: string, code: string, afterStep: number): Promise<number | undefined> {
  if (!/^\d{6}$/.test(code)) return undefined;
  const result = await verify({ secret, token: code, epochTolerance: TOLERANCE_SECONDS });
  const step = result.valid && 'timeStep' in result ? result.timeStep : undefined;
  return step !== undefined && step > afterStep ? step : undefined;
}
