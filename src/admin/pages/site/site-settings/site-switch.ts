// The two site switches (GET/PUT /api/v1/mc/site/maintenance-mode and
// /emergency-alert): on/off, an optional window, a message, and for the alert
// a level. The form keeps times as the browser's datetime-local text (the
// editor's own time zone) and sends ISO instants; its checks repeat the
// server's (src/server/site/site-settings.ts) so mistakes show at the field.
import { ALERT_LEVELS } from '../../../../shared/api/site.js';
import type { Setting } from '../../../../shared/api/site.js';

export { ALERT_LEVELS };
export type AlertLevel = (typeof ALERT_LEVELS)[number];
/** A switch as the server answers it. */
export type SiteSwitch = Setting;

export interface SwitchKind {
  path: 'maintenance-mode' | 'emergency-alert';
  title: string;
  intro: string;
  maxMessage: number;
  hasLevel: boolean;
}

export const MAINTENANCE_MODE: SwitchKind = {
  path: 'maintenance-mode',
  title: 'Maintenance Mode',
  intro: 'While maintenance mode is on, visitors see the message below instead of the site. Give a start and an end to turn it on and off by itself.',
  maxMessage: 2000,
  hasLevel: false,
};

export const EMERGENCY_ALERT: SwitchKind = {
  path: 'emergency-alert',
  title: 'Emergency Alert',
  intro: 'While the alert is on, a banner with the message shows at the top of every page of the site.',
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

export const formOf = (s: SiteSwitch): SwitchForm => ({ enabled: s.enabled, start: toLocalInput(s.startsAt), end: toLocalInput(s.endsAt), message: s.message ?? '', level: s.level ?? 'warning' });

export function validateSwitch(kind: SwitchKind, form: SwitchForm): SwitchErrors {
  const errors: SwitchErrors = {};
  const start = fromLocalInput(form.start);
  const end = fromLocalInput(form.end);
  if (start === undefined) errors.start = 'Enter a date and time, or leave it empty to start now.';
  if (end === undefined) errors.end = 'Enter a date and time, or leave it empty to stay on until turned off.';
  if (start && end && Date.parse(end) <= Date.parse(start)) errors.end = 'The end must be after the start.';
  const message = form.message.trim();
  if (form.enabled && !message) errors.message = 'Enter the message visitors see while this is on.';
  if (message.length > kind.maxMessage) errors.message = `The message may have at most ${kind.maxMessage} characters (it has ${message.length}).`;
  return errors;
}

/** The PUT body of a valid form. */
export function bodyOf(kind: SwitchKind, form: SwitchForm): SiteSwitch {
  const body: SiteSwitch = { enabled: form.enabled, startsAt: fromLocalInput(form.start) ?? null, endsAt: fromLocalInput(form.end) ?? null, message: form.message.trim() };
  return kind.hasLevel ? { ...body, level: form.level } : body;
}
