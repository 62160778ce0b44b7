// How a delete's Undo reaches the shell (decision 0105): whoever deleted
// offers how to put it back — the data provider, with the `undo-token` the
// server answered; the Remove Content tool, with its restore call — and the
// shell's UndoAfterDelete gives the delete's toast its Undo button. A plain
// channel rather than a context: the data provider lives outside React.
import { UNDO_TOKEN_HEADER } from '../../../shared/api/undo.js';

export interface UndoOffer {
  /** Puts the deleted records back (rejects with the server's refusal). */
  restore: () => Promise<unknown>;
}

type Listener = (offer: UndoOffer) => void;
const listeners = new Set<Listener>();

export function listenForUndo(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Offers an Undo for the delete just done: the next toast gets the button. */
export function offerUndo(offer: UndoOffer): void {
  for (const listener of listeners) listener(offer);
}

const undoUrl = (token: string) => `/api/v1/mc/undo/${encodeURIComponent(token)}`;

/** A delete's answer headers → its Undo, when the server kept the records: only the token goes back, never a row. */
export function offerServerUndo(headers: Headers, post: (url: string) => Promise<unknown>): void {
  const token = headers.get(UNDO_TOKEN_HEADER);
  if (token) offerUndo({ restore: () => post(undoUrl(token)) });
}
