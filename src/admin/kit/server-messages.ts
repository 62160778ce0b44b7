// Server messages in the user's language (issue 29 item 1, issue 41 item 2;
// docs/decisions/0117). The API keeps its English `message` for API clients
// (the contract); the refusals staff meet on a screen also carry a stable
// `code` and its `params` (shared/api/error-codes.ts), which the admin words
// with its `errors.<code>` texts. The one place that does it is the HTTP client
// (providers/http-client.ts), so every screen's toast and inline error gets the
// worded text; a screen checking a shared rule before it saves words the same
// coded problem here. Answers without a code (the sign-in's) are known by their
// exact English words; anything else is shown as the server wrote it.
import type { TranslateFunction } from 'react-admin';
import { errorTemplate, labelKeyOf, type ErrorParams } from '../../shared/api/error-codes.js';
import { englishText } from '../i18n/use-text.js';
import { createI18nProvider } from '../i18n/provider.js';
import { loadedPack } from '../i18n/language-loader.js';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../i18n/locales.js';

/** The message keys whose English text is a server message word for word. */
const KNOWN_KEYS = [
  'login.server.wrong',
  'login.server.locked',
  'login.server.codeWrong',
  'login.server.codeGone',
  'login.server.passkeyWrong',
  'login.outcome.denied',
  'kit.server.unauthorized',
] as const;

let byEnglish: Map<string, string> | undefined;

/** The server's message in the user's language when known, else as the server wrote it. */
export function serverMessageText(message: string, text: TranslateFunction): string {
  byEnglish ??= new Map(KNOWN_KEYS.map((key) => [englishText(key), key]));
  const key = byEnglish.get(message.trim());
  return key ? text(key) : message;
}

/** One item of an error answer (contract §3), or a shared rule's coded problem. */
interface ServerErrorItem {
  message?: unknown;
  code?: unknown;
  params?: unknown;
}

const paramsOf = (params: unknown): ErrorParams =>
  params && typeof params === 'object' && !Array.isArray(params)
    ? Object.fromEntries(
        Object.entries(params).filter(
          (e): e is [string, string | number] => typeof e[1] === 'string' || typeof e[1] === 'number',
        ),
      )
    : {};

/**
 * An error item worded in the language of `text`: its code when the admin knows it (a `label` param, the field a
 * shared rule names, worded too), else its message (known English words translated).
 */
export function serverErrorText(item: ServerErrorItem, text: TranslateFunction = screenText()): string {
  if (typeof item.code === 'string' && errorTemplate(item.code) !== undefined) {
    const params = paramsOf(item.params);
    const label = labelKeyOf(params);
    return text(`errors.${item.code}`, label ? { ...params, label: text(`errors.label.${label}`) } : params);
  }
  return typeof item.message === 'string' ? serverMessageText(item.message, text) : '';
}

const translators = new Map<Locale, TranslateFunction>();

/**
 * The language the screens speak, outside React (the HTTP client): the document's, which the i18n provider sets on
 * every change (`<html lang>`, i18n/provider.ts). English when it names no language whose texts have loaded.
 */
function screenText(): TranslateFunction {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  const locale: Locale = isLocale(lang) && (lang === DEFAULT_LOCALE || loadedPack(lang)) ? lang : DEFAULT_LOCALE;
  let translate = translators.get(locale);
  if (!translate) {
    translate = locale === DEFAULT_LOCALE ? englishText : createI18nProvider(locale).translate;
    translators.set(locale, translate);
  }
  return translate;
}
