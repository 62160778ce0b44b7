// Server messages stay English in the API (the contract); the admin shows a
// translated text where it knows the message (issue 29 item 1). Some answers
// carry no code (the sign-in's), so they are known by their exact English
// words, which the English message file holds verbatim: English shows
// exactly what the server said, and a message not listed here is shown as it came.
import type { TranslateFunction } from 'react-admin';
import { englishText } from '../i18n/use-text.js';

/** The message keys whose English text is a server message word for word. */
const KNOWN_KEYS = ['login.server.wrong', 'login.server.locked', 'login.server.codeWrong', 'login.server.codeGone', 'login.outcome.denied', 'kit.server.unauthorized'] as const;

let byEnglish: Map<string, string> | undefined;

/** The server's message in the user's language when known, else as the server wrote it. */
export function serverMessageText(message: string, text: TranslateFunction): string {
  byEnglish ??= new Map(KNOWN_KEYS.map((key) => [englishText(key), key]));
  const key = byEnglish.get(message.trim());
  return key ? text(key) : message;
}
