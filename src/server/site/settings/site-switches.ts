// The two site switches the admin edits as forms: maintenance mode (content
// 19) and the emergency alert (content 5). Their values live in the record's
// CMetaData (Enabled, Start, End, Message, and Severity for the alert), next
// to keys other screens own (AllowedIps, Dismissible …), which are kept.
// This file is the shape and its validation; settings-store.ts reads and
// writes it.
import { invalid } from '../../platform/errors.js';
import { objectBody, onlyFields } from '../../platform/http/body.js';

import { ALERT_LEVELS } from '../../../shared/api/site.js';
import { timestampOrNull } from '../../platform/db/timestamps.js';

type AlertLevel = (typeof ALERT_LEVELS)[number];

export interface MaintenanceMode {
  enabled: boolean;
  startsAt: string | null;
  endsAt: string | null;
  message: string;
}

interface EmergencyAlert extends MaintenanceMode {
  level: AlertLevel;
}

export interface SettingKind<T extends MaintenanceMode> {
  /** The URL segment and the audit's wording. */
  path: string;
  label: string;
  cId: number;
  maxMessage: number;
  fromMeta(meta: Record<string, unknown>, fallbackMessage: string): T;
  toMeta(value: T): Record<string, unknown>;
  parse(body: unknown): T;
}

function parseCommon(body: unknown, allowed: string[], maxMessage: number): Record<string, unknown> & MaintenanceMode {
  const b = objectBody(body);
  onlyFields(b, allowed);
  if (typeof b.enabled !== 'boolean') throw invalid('enabled must be true or false', 'enabled');
  const when = (name: 'startsAt' | 'endsAt') => {
    const v = b[name];
    if (v === undefined || v === null || v === '') return null;
    // An ISO 8601 date-time with a zone (what the admin's date picker sends); a bare date is ambiguous across time zones.
    if (
      typeof v !== 'string' ||
      !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/.test(v) ||
      Number.isNaN(Date.parse(v))
    ) {
      throw invalid(`${name} must be an ISO 8601 date and time with a zone, such as 2026-12-01T08:00:00Z`, name);
    }
    return new Date(v).toISOString();
  };
  const startsAt = when('startsAt');
  const endsAt = when('endsAt');
  if (startsAt && endsAt && Date.parse(endsAt) <= Date.parse(startsAt))
    throw invalid('endsAt must be after startsAt', 'endsAt');
  if (typeof b.message !== 'string') throw invalid('message must be text', 'message');
  const message = b.message.trim();
  if (message.length > maxMessage)
    throw invalid(`message must be at most ${maxMessage} characters (it has ${message.length})`, 'message');
  if (b.enabled && !message) throw invalid('message must not be empty while enabled is true', 'message');
  return { ...b, enabled: b.enabled, startsAt, endsAt, message };
}

// Start and End are keys inside the CMetaData JSON, not columns: the codec has no field to decode them by.
const commonFromMeta = (meta: Record<string, unknown>, fallbackMessage: string): MaintenanceMode => ({
  enabled: meta.Enabled === true,
  startsAt: timestampOrNull(meta.Start),
  endsAt: timestampOrNull(meta.End),
  message: typeof meta.Message === 'string' ? meta.Message : fallbackMessage,
});

const commonToMeta = (v: MaintenanceMode) => ({
  Enabled: v.enabled,
  Start: v.startsAt,
  End: v.endsAt,
  Message: v.message,
});

export const MAINTENANCE_MODE: SettingKind<MaintenanceMode> = {
  path: 'maintenance-mode',
  label: 'Maintenance mode',
  cId: 19,
  maxMessage: 2000,
  fromMeta: commonFromMeta,
  toMeta: commonToMeta,
  parse: (body) => {
    const { enabled, startsAt, endsAt, message } = parseCommon(
      body,
      ['enabled', 'startsAt', 'endsAt', 'message'],
      2000,
    );
    return { enabled, startsAt, endsAt, message };
  },
};

export const EMERGENCY_ALERT: SettingKind<EmergencyAlert> = {
  path: 'emergency-alert',
  label: 'Emergency alert',
  cId: 5,
  maxMessage: 500,
  fromMeta: (meta, fallback) => ({
    ...commonFromMeta(meta, fallback),
    level: (ALERT_LEVELS as readonly unknown[]).includes(meta.Severity) ? (meta.Severity as AlertLevel) : 'warning',
  }),
  toMeta: (v) => ({ ...commonToMeta(v), Severity: v.level }),
  parse: (body) => {
    const c = parseCommon(body, ['enabled', 'startsAt', 'endsAt', 'message', 'level'], 500);
    const level = c.level ?? 'warning';
    if (!(ALERT_LEVELS as readonly unknown[]).includes(level))
      throw invalid(`level must be one of ${ALERT_LEVELS.join(', ')}`, 'level');
    return {
      enabled: c.enabled,
      startsAt: c.startsAt,
      endsAt: c.endsAt,
      message: c.message,
      level: level as AlertLevel,
    };
  },
};

/** One line for the audit trail: what the setting is now. */
export function describeSetting(label: string, v: MaintenanceMode & { level?: string }): string {
  const window = v.startsAt || v.endsAt ? ` from ${v.startsAt ?? 'now'} until ${v.endsAt ?? 'turned off'}` : '';
  const level = v.level ? ` (${v.level})` : '';
  return `${label} ${v.enabled ? 'turned on' : 'turned off'}${level}${window}: "${v.message.slice(0, 200)}"`;
}
