// English from the message files, for the few plain functions (validators)
// that answer a text and are also called outside any screen (specs, pure
// callers): a screen passes its own useText() instead, so the reader's
// language wins there.
import type { TranslateFunction } from 'react-admin';
import { createI18nProvider } from './provider.js';

export const englishText: TranslateFunction = createI18nProvider('en').translate;
