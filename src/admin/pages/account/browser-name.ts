// A session's browser in staff words ("Firefox on Linux") from the
// User-Agent it signed in with; the full text stays available as a tooltip.
import type { TranslateFunction } from 'react-admin';
import { englishText } from '../../i18n/use-text.js';
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\//, 'Opera'],
  [/\bFirefox\//, 'Firefox'],
  [/\b(?:Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Windows/, 'Windows'],
  [/iPhone|iPad/, 'iOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

export function browserName(userAgent: string, text: TranslateFunction = englishText): string {
  const browser = BROWSERS.find(([re]) => re.test(userAgent))?.[1];
  const system = SYSTEMS.find(([re]) => re.test(userAgent))?.[1];
  if (browser && system) return text('account.sessions.browserOn', { browser, system });
  return browser ?? system ?? (userAgent.trim() ? userAgent.slice(0, 60) : text('account.sessions.unknownBrowser'));
}
