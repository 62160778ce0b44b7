// Small pieces the admin-tools screens share.
import { HttpError } from 'react-admin';

const DATE_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'short', timeStyle: 'short' });

/** A stored instant as the lists show it (en-US, the viewer's time zone). */
export const dateTimeText = (iso: string | null | undefined) => {
  const d = iso ? new Date(iso) : undefined;
  return d && !Number.isNaN(d.getTime()) ? DATE_TIME.format(d) : '';
};

/** A 422's field messages (http-client.ts rejectionBody), keyed by the server's field name. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof HttpError) || error.status !== 422) return {};
  const errors = (error.body as { errors?: unknown } | undefined)?.errors;
  return errors && typeof errors === 'object' && !Array.isArray(errors) ? (errors as Record<string, string>) : {};
}
