// The two site switches (GET/PUT /api/v1/mc/site/maintenance-mode and
// /emergency-alert): on/off, an optional window, a message, and for the alert
// a level. The form keeps times as the browser's datetime-local text (the
// editor's own time zone) and sends ISO instants; its checks repeat the
// server's (src/server/site/settings/site-switches.ts) so mistakes show at the field.
import { ALERT_LEVELS } from '../../../../shared/api/site.js';
import type { Setting } from '../../../../shared/api/site.js';
import type { TranslateFunction } from 'react-admin';
import { englishText } from '../../../i18n/english.js';

export { ALERT_LEVELS };
export type AlertLevel = (typeof ALERT_LEVELS)[number];
/** A switch as the server answers it. */
export type SiteSwitch = Setting;

export interface SwitchKind {
  path: 'maintenance-mode' | 'emergency-alert';
  /** Its texts: site.siteSwitch.<words>.title, .intro, .on, .isOn, .isOff. */
  words: 'maintenance' | 'alert';
  maxMessage: number;
  hasLevel: boolean;
}

export const MAINTENANCE_MODE: SwitchKind = {
  path: 'maintenance-mode',
  words: 'maintenance',
  maxMessage: 2000,
  hasLevel: false,
};

export const EMERGENCY_ALERT: SwitchKind = {
  path: 'emergency-alert',
  words: 'alert',
  maxMessage: 500,
  hasLevel: true,
};

export interface SwitchForm {
  enabled: boolean;
  /** datetime-local text ('' for none). */
  start: string;
  end: string;
  message: string;
  level: AlertLevel;
}

export type SwitchErrors = Partial<Record<'start' | 'end' | 'message', string>>;

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as datetime-local text in the browser's zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** datetime-local text (the browser's zone) as an ISO instant; undefined when it is no date. */
export function fromLocalInput(text: string): string | null | undefined {
  if (!text.trim()) return null;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(text.trim())) return undefined;
  const d = new Date(text.trim());
  return Number.isNaN(d.getTime()) ? undefined : d.toISOString();
}

export const formOf = (s: SiteSwitch): SwitchForm => ({
  enabled: s.enabled,
  start: toLocalInput(s.startsAt),
  end: toLocalInput(s.endsAt),
  message: s.message ?? '',
  level: s.level ?? 'warning',
});

/** The form's problems in the reader's language (a screen passes its useText(); English otherwise). */
export function validateSwitch(
  kind: SwitchKind,
  form: SwitchForm,
  text: TranslateFunction = englishText,
): SwitchErrors {
  const errors: SwitchErrors = {};
  const start = fromLocalInput(form.start);
  const end = fromLocalInput(form.end);
  if (start === undefined) errors.start = text('site.siteSwitch.startBad');
  if (end === undefined) errors.end = text('site.siteSwitch.endBad');
  if (start && end && Date.parse(end) <= Date.parse(start)) errors.end = text('site.siteSwitch.endBeforeStart');
  const message = form.message.trim();
  if (form.enabled && !message) errors.message = text('site.siteSwitch.messageMissing');
  if (message.length > kind.maxMessage)
    errors.message = text('site.siteSwitch.messageLong', { max: kind.maxMessage, length: message.length });
  return errors;
}

/** The PUT body of a valid form. */
export function bodyOf(kind: SwitchKind, form: SwitchForm): SiteSwitch {
  const body: SiteSwitch = {
    enabled: form.enabled,
    startsAt: fromLocalInput(form.start) ?? null,
    endsAt: fromLocalInput(form.end) ?? null,
    message: form.message.trim(),
  };
  return kind.hasLevel ? { ...body, level: form.level } : body;
}
