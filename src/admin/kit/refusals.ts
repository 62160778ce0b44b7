// What a failed read means for the screen, from the server's status: the
// record is not there (404: the tool's not-found words), or it is there but
// outside the user's reach (403: the 'Permission Denied' page).
import { HttpError } from 'react-admin';

export function isNotFound(error: unknown): boolean {
  return error instanceof HttpError && error.status === 404;
}

export function isDenied(error: unknown): boolean {
  return error instanceof HttpError && error.status === 403;
}
