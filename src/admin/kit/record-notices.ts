// The one wording of a "saved / added / deleted" toast: it names the thing
// ("Banner saved", "3 users deleted"), never react-admin's "Element updated".
// The i18n provider answers react-admin's own notification keys with it, and
// screens that edit one kind of a shared table (banners in Content) pass
// their noun.
import { SCHEMA } from '../../shared/generated/entities.generated.js';

export type RecordEvent = 'updated' | 'created' | 'deleted';
const VERBS: Record<RecordEvent, string> = { updated: 'saved', created: 'added', deleted: 'deleted' };

export function recordNotice(noun: string, event: RecordEvent, count = 1, plural = `${noun}s`): string {
  return count === 1 ? `${noun} ${VERBS[event]}` : `${count} ${plural.toLowerCase()} ${VERBS[event]}`;
}

const RESOURCE_KEY = /^resources\.([A-Za-z0-9_]+)\.notifications\.(updated|created|deleted)$/;
const GENERIC_KEY = /^ra\.notification\.(updated|created|deleted)$/;

/** The staff text for react-admin's notification keys, or undefined for any other key. */
export function notificationText(key: string, options?: Record<string, unknown>): string | undefined {
  const count = typeof options?.smart_count === 'number' ? options.smart_count : 1;
  const own = RESOURCE_KEY.exec(key);
  if (own) {
    const entity = SCHEMA[own[1]!];
    if (entity) return recordNotice(entity.label, own[2] as RecordEvent, count, entity.labelPlural);
  }
  const generic = GENERIC_KEY.exec(key);
  if (generic) return recordNotice('Record', generic[1] as RecordEvent, count);
  return undefined;
}
