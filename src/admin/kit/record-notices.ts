// The one wording of a "saved / added / deleted" toast: it names the thing
// ("Banner saved", "3 users deleted"), never react-admin's "Element updated".
// The i18n provider answers react-admin's own notification keys with it in
// the current language (messages/kit: kit.notices.*), and screens that edit
// one kind of a shared table (banners in Content) pass their noun. The nouns
// are the schema's labels in the same language (i18n/schema-labels).
import { SCHEMA } from '../../shared/generated/entities.generated.js';
import kitEnglish from '../i18n/messages/kit/en.js';
import { schemaLabelsIn, type SchemaLabelLookup } from '../i18n/schema-labels/lookup.js';

export type RecordEvent = 'updated' | 'created' | 'deleted';
type Translate = (key: string, options?: Record<string, unknown>) => string;

/** English without a provider: the same message file, one form for one and the other for any other count. */
const english: Translate = (key, options = {}) => {
  const [one, other = one] =
    kitEnglish.notices[key.replace('kit.notices.', '') as keyof typeof kitEnglish.notices].split(' |||| ');
  const phrase = options.smart_count === 1 ? one! : other!;
  return phrase.replace(/%\{(\w+)\}/g, (_, name: string) => String(options[name] ?? ''));
};

const lowerCase = (plural: string) => plural.toLowerCase();

/**
 * "Tag saved", "3 tags deleted"; in the language of `translate` when given (useText()), else English.
 * `inSentence`: how the plural runs into the sentence (German keeps its capital: "3 Weiterleitungen gelöscht").
 */
export function recordNotice(
  noun: string,
  event: RecordEvent,
  count = 1,
  plural = `${noun}s`,
  translate: Translate = english,
  inSentence = lowerCase,
): string {
  return translate(`kit.notices.${event}`, { smart_count: count, noun, plural: inSentence(plural) });
}

const RESOURCE_KEY = /^resources\.([A-Za-z0-9_]+)\.notifications\.(updated|created|deleted)$/;
const GENERIC_KEY = /^ra\.notification\.(updated|created|deleted)$/;

/** The staff text for react-admin's notification keys, or undefined for any other key; `labels` in the language of `translate`. */
export function notificationText(
  key: string,
  options: Record<string, unknown> | undefined,
  translate: Translate = english,
  labels: SchemaLabelLookup = schemaLabelsIn('en'),
): string | undefined {
  const count = typeof options?.smart_count === 'number' ? options.smart_count : 1;
  const own = RESOURCE_KEY.exec(key);
  if (own && Object.hasOwn(SCHEMA, own[1]!)) {
    const entity = own[1]!;
    return recordNotice(
      labels.entityLabel(entity),
      own[2] as RecordEvent,
      count,
      labels.entityPlural(entity),
      translate,
      labels.inSentence,
    );
  }
  const generic = GENERIC_KEY.exec(key);
  if (generic)
    return recordNotice(
      translate('kit.notices.record'),
      generic[1] as RecordEvent,
      count,
      translate('kit.notices.records'),
      translate,
      labels.inSentence,
    );
  return undefined;
}
