// What happened to the site, told inside the transaction that made it happen
// (issue 45 item 3): a page published, a redirect changed, a form submitted.
// The emitting code (editor, site tools, forms, media, the data layer's write
// rules) calls emitDomainEvent with its transaction; the listeners a feature
// declares (`Feature.onEvent`, collected in features.ts) run in that same
// transaction, so what they write (the webhooks' outbox) commits or rolls
// back with the change. The platform names no listener: whoever assembles the
// server installs them, as it installs the write rules (decision 0125).
import type { Queryable } from '../db/executor.js';

export interface DomainEvent {
  /** e.g. `page.published` (src/shared/webhooks.ts lists the webhooks' names). */
  name: string;
  /** What the event is about, as a receiver reads it: ids, titles, URLs. Never a secret. */
  data: Record<string, unknown>;
}

export type DomainEventListener = (tx: Queryable, event: DomainEvent) => Promise<void>;

let listeners: readonly DomainEventListener[] = [];

/** Installs the features' listeners (features.ts `EVENT_LISTENERS`), replacing any installed before. */
export function installEventListeners(list: readonly DomainEventListener[]): void {
  listeners = [...list];
}

/** Tells every listener, in the caller's transaction; a listener's failure fails the write. */
export async function emitDomainEvent(tx: Queryable, name: string, data: Record<string, unknown>): Promise<void> {
  for (const listener of listeners) await listener(tx, { name, data });
}
