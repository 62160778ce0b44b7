// The rules a form's JSON columns obey (FrmConfig, FrmMetaData,
// FrmEmailMarketing: shapes in form-config.ts), checked the same way by the
// server on every Form write (server/forms/form-write-rules.ts) and by the builder
// before it saves. Pure: no database, no DOM. Each issue names the exact
// place it is about ("FrmConfig.fields[2].pattern"), so the API's 422 names
// the field and the builder shows the message next to that input.
//
// Unknown keys inside a field are refused (a typo such as "requried" would
// otherwise be silently ignored by the public submit); unknown keys of the
// three top-level objects are tolerated, so an older record or a later
// feature's extra setting does not make a form unsaveable.
import { CHOICE_FIELD_TYPES, FORM_FIELD_TYPES, type FormFieldType } from './form-config.js';
import { isEmailAddress } from '../email-address.js';
import { ERROR_LABELS, errorMessage, type ErrorCode, type ErrorLabel, type ErrorParams } from '../api/error-codes.js';

/**
 * One broken rule: the place, its English message, and for the rules staff can break in the builder a code and
 * params the admin words in its language (form.*, docs/decisions/0120); the shape checks only a script can fail
 * (a setting that is not text, an unknown key) have no code and stay English.
 */
export interface FormIssue {
  /** Column-qualified path, e.g. "FrmConfig.fields[0].name". */
  path: string;
  message: string;
  code?: ErrorCode;
  params?: ErrorParams;
}

/** The e-mail-marketing provider records of spec §3 (Mailchimp, Constant Contact, Campaign Monitor, Emma). */
export const EMAIL_MARKETING_PROVIDER_CIDS = [9, 24, 25, 26] as const;

const FORM_LIMITS = {
  fields: 100,
  options: 200,
  label: 200,
  name: 64,
  text: 200,
  helpText: 1000,
  successMessage: 2000,
  description: 1000,
  pattern: 500,
  length: 100_000,
  rows: 50,
  recipients: 20,
  url: 2000,
  accept: 500,
} as const;

/** Letters, digits, '_' and '-', starting with a letter: safe as a form-encoded name, an HTML id and a CSV header. */
const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_-]*$/;
const PROVIDER_FIELD = /^[A-Za-z][A-Za-z0-9_.-]*$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ACCEPT_TOKEN = /^(\.[A-Za-z0-9]+|[a-z]+\/([a-z0-9.+-]+|\*))$/i;
const AUTOCOMPLETE = /^[a-z0-9 -]*$/i;

const FIELD_KEYS = new Set([
  'name',
  'label',
  'type',
  'required',
  'options',
  'minLength',
  'maxLength',
  'min',
  'max',
  'pattern',
  'patternMessage',
  'placeholder',
  'helpText',
  'rows',
  'autocomplete',
  'accept',
]);
const TEXT_LIKE: readonly FormFieldType[] = ['text', 'email', 'phone', 'textarea'];

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);

/** An http(s) address or a path on this site ("/thanks"); never "//host" or "javascript:". */
export function isSafeRedirect(url: string): boolean {
  if (url.startsWith('/')) return !url.startsWith('//') && !url.startsWith('/\\');
  try {
    const u = new URL(url);
    return (u.protocol === 'http:' || u.protocol === 'https:') && !!u.hostname;
  } catch {
    return false;
  }
}

function isRealDay(s: string): boolean {
  if (!ISO_DAY.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

/** Does the pattern compile as the public submit and the browser will use it ('u' flag)? */
function patternError(pattern: string): [ErrorCode, ErrorParams] | undefined {
  if (pattern.length > FORM_LIMITS.pattern) return ['form.patternTooLong', { max: FORM_LIMITS.pattern }];
  try {
    new RegExp(pattern, 'u');
    // The browser's pattern attribute compiles it with the 'v' flag where it can; both must accept it.
    return undefined;
  } catch (e) {
    return ['form.patternInvalid', { detail: (e as Error).message }];
  }
}

class Issues {
  readonly list: FormIssue[] = [];
  /** A shape problem only a script makes: English only. */
  add(path: string, message: string) {
    this.list.push({ path, message });
  }
  /** A rule staff can break in the builder: coded. */
  coded(path: string, code: ErrorCode, params: ErrorParams = {}) {
    this.list.push({ path, message: errorMessage(code, params), code, params });
  }
  optionalText(o: Obj, key: string, at: string, max: number, label: ErrorLabel) {
    const v = o[key];
    if (v === undefined || v === null) return;
    if (typeof v !== 'string') this.add(`${at}.${key}`, `${ERROR_LABELS[label]} must be text`);
    else if (v.length > max) this.coded(`${at}.${key}`, 'form.textTooLong', { label, max });
  }
  optionalBool(o: Obj, key: string, at: string, label: string) {
    const v = o[key];
    if (v !== undefined && v !== null && typeof v !== 'boolean')
      this.add(`${at}.${key}`, `${label} must be true or false`);
  }
}

const intIn = (v: unknown, lo: number, hi: number): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= lo && v <= hi;

function checkField(issues: Issues, f: unknown, at: string, seen: Set<string>) {
  if (!isObj(f)) return issues.add(at, 'Each field must be an object');
  for (const k of Object.keys(f)) if (!FIELD_KEYS.has(k)) issues.add(`${at}.${k}`, `Unknown field setting "${k}"`);
  const label = typeof f.label === 'string' ? f.label.trim() : '';
  const who = label ? `“${label}”` : at.replace(/^FrmConfig\./, '');
  if (!label) issues.coded(`${at}.label`, 'form.labelMissing');
  else if (label.length > FORM_LIMITS.label)
    issues.coded(`${at}.label`, 'form.labelTooLong', { max: FORM_LIMITS.label });

  if (typeof f.name !== 'string' || !f.name) issues.coded(`${at}.name`, 'form.nameMissing', { field: who });
  else if (f.name.length > FORM_LIMITS.name || !FIELD_NAME.test(f.name)) {
    issues.coded(`${at}.name`, 'form.nameInvalid', { name: f.name, max: FORM_LIMITS.name });
  } else if (seen.has(f.name.toLowerCase())) issues.coded(`${at}.name`, 'form.nameTaken', { name: f.name });
  else seen.add(f.name.toLowerCase());

  const type = f.type as FormFieldType;
  if (!FORM_FIELD_TYPES.includes(type))
    return issues.coded(`${at}.type`, 'form.type', { field: who, types: FORM_FIELD_TYPES.join(', ') });
  issues.optionalBool(f, 'required', at, 'Required');

  if (f.options !== undefined && f.options !== null) {
    if (!CHOICE_FIELD_TYPES.includes(type))
      issues.add(`${at}.options`, `Only select, radio and checkbox fields have options`);
    else if (!Array.isArray(f.options)) issues.add(`${at}.options`, 'Options must be a list');
    else if (f.options.length > FORM_LIMITS.options)
      issues.coded(`${at}.options`, 'form.tooManyOptions', { max: FORM_LIMITS.options });
    else {
      const values = new Set<string>();
      f.options.forEach((o, j) => {
        const oat = `${at}.options[${j}]`;
        if (!isObj(o) || typeof o.value !== 'string' || typeof o.text !== 'string')
          return issues.add(oat, 'Each option needs a value and a text');
        if (!o.value.trim()) issues.coded(`${oat}.value`, 'form.optionValueMissing', { number: j + 1, field: who });
        else if (values.has(o.value))
          issues.coded(`${oat}.value`, 'form.optionValueTwice', { value: o.value, field: who });
        else if (o.value.length > FORM_LIMITS.text)
          issues.coded(`${oat}.value`, 'form.optionValueTooLong', { max: FORM_LIMITS.text });
        values.add(o.value);
        if (!o.text.trim()) issues.coded(`${oat}.text`, 'form.optionTextMissing', { number: j + 1, field: who });
        else if (o.text.length > FORM_LIMITS.text)
          issues.coded(`${oat}.text`, 'form.optionTextTooLong', { max: FORM_LIMITS.text });
      });
    }
  }
  if ((type === 'select' || type === 'radio') && (!Array.isArray(f.options) || f.options.length === 0)) {
    issues.coded(`${at}.options`, type === 'select' ? 'form.selectNeedsOption' : 'form.radioNeedsOption', {
      field: who,
    });
  }

  for (const key of ['minLength', 'maxLength'] as const) {
    if (f[key] === undefined || f[key] === null) continue;
    if (!TEXT_LIKE.includes(type))
      issues.add(`${at}.${key}`, `Only text, e-mail, phone and textarea fields have length limits`);
    else if (!intIn(f[key], 0, FORM_LIMITS.length))
      issues.coded(`${at}.${key}`, key === 'minLength' ? 'form.minLength' : 'form.maxLength', {
        max: FORM_LIMITS.length,
      });
  }
  if (typeof f.minLength === 'number' && typeof f.maxLength === 'number' && f.minLength > f.maxLength) {
    issues.coded(`${at}.maxLength`, 'form.lengthOrder');
  }

  const bounds = (['min', 'max'] as const).filter((k) => f[k] !== undefined && f[k] !== null && f[k] !== '');
  for (const key of bounds) {
    const v = f[key];
    if (type === 'number') {
      if (typeof v !== 'number' || !Number.isFinite(v))
        issues.coded(`${at}.${key}`, key === 'min' ? 'form.lowestNumber' : 'form.highestNumber');
    } else if (type === 'date') {
      if (typeof v !== 'string' || !isRealDay(v))
        issues.coded(`${at}.${key}`, key === 'min' ? 'form.lowestDate' : 'form.highestDate');
    } else issues.add(`${at}.${key}`, 'Only number and date fields have a lowest and highest value');
  }
  if (bounds.length === 2 && typeof f.min === typeof f.max && (f.min as number | string) > (f.max as number | string)) {
    issues.coded(`${at}.max`, type === 'date' ? 'form.dateOrder' : 'form.valueOrder');
  }

  if (f.pattern !== undefined && f.pattern !== null && f.pattern !== '') {
    if (typeof f.pattern !== 'string') issues.add(`${at}.pattern`, 'The pattern must be text');
    else if (!TEXT_LIKE.includes(type))
      issues.add(`${at}.pattern`, 'Only text, e-mail, phone and textarea fields have a pattern');
    else {
      const error = patternError(f.pattern);
      if (error) issues.coded(`${at}.pattern`, ...error);
    }
  }
  issues.optionalText(f, 'patternMessage', at, FORM_LIMITS.text, 'patternMessage');
  issues.optionalText(f, 'placeholder', at, FORM_LIMITS.text, 'placeholder');
  issues.optionalText(f, 'helpText', at, FORM_LIMITS.helpText, 'helpText');
  if (f.rows !== undefined && f.rows !== null) {
    if (type !== 'textarea') issues.add(`${at}.rows`, 'Only textarea fields have rows');
    else if (!intIn(f.rows, 1, FORM_LIMITS.rows)) issues.coded(`${at}.rows`, 'form.rows', { max: FORM_LIMITS.rows });
  }
  if (
    f.autocomplete !== undefined &&
    f.autocomplete !== null &&
    (typeof f.autocomplete !== 'string' || f.autocomplete.length > 100 || !AUTOCOMPLETE.test(f.autocomplete))
  ) {
    issues.coded(`${at}.autocomplete`, 'form.autocomplete');
  }
  if (f.accept !== undefined && f.accept !== null && f.accept !== '') {
    if (type !== 'file') issues.add(`${at}.accept`, 'Only file fields have accepted types');
    else if (
      typeof f.accept !== 'string' ||
      f.accept.length > FORM_LIMITS.accept ||
      !f.accept.split(',').every((t) => ACCEPT_TOKEN.test(t.trim()))
    ) {
      issues.coded(`${at}.accept`, 'form.accept');
    }
  }
}

function checkConfig(issues: Issues, config: unknown) {
  const at = 'FrmConfig';
  if (!isObj(config)) return issues.add(at, 'The configuration must be an object with a list of fields');
  if (!Array.isArray(config.fields)) return issues.add(`${at}.fields`, 'The configuration needs a list of fields');
  if (config.fields.length > FORM_LIMITS.fields)
    issues.coded(`${at}.fields`, 'form.tooManyFields', { max: FORM_LIMITS.fields });
  const seen = new Set<string>();
  config.fields.forEach((f, i) => checkField(issues, f, `${at}.fields[${i}]`, seen));
  issues.optionalText(config, 'submitText', at, 100, 'submitText');
  issues.optionalText(config, 'successMessage', at, FORM_LIMITS.successMessage, 'successMessage');
  if (config.redirectUrl !== undefined && config.redirectUrl !== null && config.redirectUrl !== '') {
    if (
      typeof config.redirectUrl !== 'string' ||
      config.redirectUrl.length > FORM_LIMITS.url ||
      !isSafeRedirect(config.redirectUrl)
    ) {
      issues.coded(`${at}.redirectUrl`, 'form.redirect');
    }
  }
  if (config.honeypotField !== undefined && config.honeypotField !== null && config.honeypotField !== '') {
    const h = config.honeypotField;
    if (typeof h !== 'string' || h.length > FORM_LIMITS.name || !FIELD_NAME.test(h))
      issues.coded(`${at}.honeypotField`, 'form.honeypotName');
    else if (seen.has(h.toLowerCase())) issues.coded(`${at}.honeypotField`, 'form.honeypotTaken', { name: h });
  }
}

/** The fields of a config, by name (an unreadable config has none). */
function fieldsOf(config: unknown): Map<string, FormFieldType> {
  const out = new Map<string, FormFieldType>();
  if (isObj(config) && Array.isArray(config.fields)) {
    for (const f of config.fields) if (isObj(f) && typeof f.name === 'string') out.set(f.name, f.type as FormFieldType);
  }
  return out;
}

function checkMeta(issues: Issues, meta: unknown, fields: Map<string, FormFieldType>) {
  const at = 'FrmMetaData';
  if (!isObj(meta)) return issues.add(at, 'The metadata must be an object');
  issues.optionalText(meta, 'description', at, FORM_LIMITS.description, 'description');
  if (
    meta.pageUrl !== undefined &&
    meta.pageUrl !== null &&
    meta.pageUrl !== '' &&
    (typeof meta.pageUrl !== 'string' || !isSafeRedirect(meta.pageUrl))
  ) {
    issues.coded(`${at}.pageUrl`, 'form.pageUrl');
  }
  issues.optionalBool(meta, 'storeSubmissions', at, 'Store submissions');
  issues.optionalBool(meta, 'closed', at, 'Closed');
  const notify = meta.notify;
  if (notify !== undefined && notify !== null) {
    if (!isObj(notify)) issues.add(`${at}.notify`, 'The notification settings must be an object');
    else {
      if (!Array.isArray(notify.to))
        issues.add(`${at}.notify.to`, 'The notification recipients must be a list of e-mail addresses');
      else if (notify.to.length > FORM_LIMITS.recipients)
        issues.coded(`${at}.notify.to`, 'form.tooManyRecipients', { max: FORM_LIMITS.recipients });
      else {
        notify.to.forEach((a, i) => {
          if (typeof a !== 'string' || !isEmailAddress(a.trim()))
            issues.coded(`${at}.notify.to`, 'form.recipient', { number: i + 1, address: String(a) });
        });
      }
      issues.optionalText(notify, 'subject', `${at}.notify`, FORM_LIMITS.text, 'notifySubject');
    }
  }
  const c = meta.confirmationEmail;
  if (c !== undefined && c !== null) {
    const cat = `${at}.confirmationEmail`;
    if (!isObj(c)) return issues.add(cat, 'The confirmation e-mail settings must be an object');
    issues.optionalBool(c, 'enabled', cat, 'Send a confirmation');
    if (c.templateCId !== undefined && c.templateCId !== null && !intIn(c.templateCId, 1, Number.MAX_SAFE_INTEGER))
      issues.add(`${cat}.templateCId`, 'The template must be an e-mail template record');
    issues.optionalText(c, 'subject', cat, FORM_LIMITS.text, 'confirmationSubject');
    if (c.emailField !== undefined && c.emailField !== null && c.emailField !== '') {
      if (typeof c.emailField !== 'string' || !fields.has(c.emailField))
        issues.coded(`${cat}.emailField`, 'form.emailFieldUnknown', { name: String(c.emailField) });
      else if (fields.get(c.emailField) !== 'email')
        issues.coded(`${cat}.emailField`, 'form.emailFieldNotEmail', { name: c.emailField });
    } else if (c.enabled === true && ![...fields.values()].includes('email')) {
      issues.coded(`${cat}.emailField`, 'form.confirmationNeedsEmail');
    }
  }
}

function checkMarketing(issues: Issues, m: unknown, fields: Map<string, FormFieldType>) {
  const at = 'FrmEmailMarketing';
  if (!isObj(m)) return issues.add(at, 'The e-mail marketing settings must be an object');
  issues.optionalBool(m, 'enabled', at, 'Enabled');
  issues.optionalBool(m, 'doubleOptIn', at, 'Double opt-in');
  const p = m.providerCId;
  if (p !== undefined && p !== null && !EMAIL_MARKETING_PROVIDER_CIDS.includes(p as 9)) {
    issues.add(
      `${at}.providerCId`,
      `The provider must be one of the records ${EMAIL_MARKETING_PROVIDER_CIDS.join(', ')}`,
    );
  } else if (m.enabled === true && (p === undefined || p === null))
    issues.coded(`${at}.providerCId`, 'form.chooseProvider');
  issues.optionalText(m, 'listId', at, FORM_LIMITS.text, 'listId');
  const map = m.fieldMap;
  if (map !== undefined && map !== null) {
    if (!isObj(map)) issues.add(`${at}.fieldMap`, 'The field map must be an object of provider field → form field');
    else {
      for (const [provider, field] of Object.entries(map)) {
        if (!PROVIDER_FIELD.test(provider) || provider.length > FORM_LIMITS.name)
          issues.coded(`${at}.fieldMap`, 'form.providerFieldName', { name: provider });
        else if (typeof field !== 'string' || !fields.has(field))
          issues.coded(`${at}.fieldMap.${provider}`, 'form.providerFieldUnmapped', {
            name: provider,
            field: String(field),
          });
      }
    }
  }
  if (m.enabled === true && !(isObj(map) && typeof map.email === 'string' && map.email))
    issues.coded(`${at}.fieldMap.email`, 'form.mapEmail');
  if (m.consentField !== undefined && m.consentField !== null && m.consentField !== '') {
    if (typeof m.consentField !== 'string' || !fields.has(m.consentField))
      issues.coded(`${at}.consentField`, 'form.consentUnknown', { name: String(m.consentField) });
    else if (fields.get(m.consentField) !== 'checkbox')
      issues.coded(`${at}.consentField`, 'form.consentNotCheckbox', { name: m.consentField });
  }
}

interface FormColumns {
  FrmConfig?: unknown;
  FrmMetaData?: unknown;
  FrmEmailMarketing?: unknown;
}

/**
 * Every issue of a form's JSON columns. A column that is undefined or null is
 * not checked (a PATCH that leaves it out, a form without it); FrmMetaData
 * and FrmEmailMarketing are checked against `FrmConfig` (the stored one when
 * the write does not change it), since they name its fields.
 */
export function validateFormColumns(columns: FormColumns): FormIssue[] {
  const issues = new Issues();
  const config = columns.FrmConfig;
  if (config !== undefined && config !== null) checkConfig(issues, config);
  const fields = fieldsOf(config);
  if (columns.FrmMetaData !== undefined && columns.FrmMetaData !== null) checkMeta(issues, columns.FrmMetaData, fields);
  if (columns.FrmEmailMarketing !== undefined && columns.FrmEmailMarketing !== null)
    checkMarketing(issues, columns.FrmEmailMarketing, fields);
  return issues.list;
}
