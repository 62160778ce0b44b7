// The rules a form's JSON columns obey (FrmConfig, FrmMetaData,
// FrmEmailMarketing: shapes in form-config.ts), checked the same way by the
// server on every Form write (server/data/form-rules.ts) and by the builder
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

export interface FormIssue {
  /** Column-qualified path, e.g. "FrmConfig.fields[0].name". */
  path: string;
  message: string;
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
function patternError(pattern: string): string | undefined {
  if (pattern.length > FORM_LIMITS.pattern) return `The pattern is longer than ${FORM_LIMITS.pattern} characters`;
  try {
    new RegExp(pattern, 'u');
    // The browser's pattern attribute compiles it with the 'v' flag where it can; both must accept it.
    return undefined;
  } catch (e) {
    return `The pattern is not a valid regular expression: ${(e as Error).message}`;
  }
}

class Issues {
  readonly list: FormIssue[] = [];
  add(path: string, message: string) {
    this.list.push({ path, message });
  }
  optionalText(o: Obj, key: string, at: string, max: number, label: string) {
    const v = o[key];
    if (v === undefined || v === null) return;
    if (typeof v !== 'string') this.add(`${at}.${key}`, `${label} must be text`);
    else if (v.length > max) this.add(`${at}.${key}`, `${label} is longer than ${max} characters`);
  }
  optionalBool(o: Obj, key: string, at: string, label: string) {
    const v = o[key];
    if (v !== undefined && v !== null && typeof v !== 'boolean') this.add(`${at}.${key}`, `${label} must be true or false`);
  }
}

const intIn = (v: unknown, lo: number, hi: number): v is number => typeof v === 'number' && Number.isInteger(v) && v >= lo && v <= hi;

function checkField(issues: Issues, f: unknown, at: string, seen: Set<string>) {
  if (!isObj(f)) return issues.add(at, 'Each field must be an object');
  for (const k of Object.keys(f)) if (!FIELD_KEYS.has(k)) issues.add(`${at}.${k}`, `Unknown field setting "${k}"`);
  const label = typeof f.label === 'string' ? f.label.trim() : '';
  const who = label ? `“${label}”` : at.replace(/^FrmConfig\./, '');
  if (!label) issues.add(`${at}.label`, 'Every field needs a label');
  else if (label.length > FORM_LIMITS.label) issues.add(`${at}.label`, `The label is longer than ${FORM_LIMITS.label} characters`);

  if (typeof f.name !== 'string' || !f.name) issues.add(`${at}.name`, `The field ${who} needs a name`);
  else if (f.name.length > FORM_LIMITS.name || !FIELD_NAME.test(f.name)) {
    issues.add(`${at}.name`, `The name "${f.name}" must start with a letter and hold only letters, digits, _ and - (at most ${FORM_LIMITS.name})`);
  } else if (seen.has(f.name.toLowerCase())) issues.add(`${at}.name`, `The name "${f.name}" is used by another field: names must be unique`);
  else seen.add(f.name.toLowerCase());

  const type = f.type as FormFieldType;
  if (!FORM_FIELD_TYPES.includes(type)) return issues.add(`${at}.type`, `The type of ${who} must be one of ${FORM_FIELD_TYPES.join(', ')}`);
  issues.optionalBool(f, 'required', at, 'Required');

  if (f.options !== undefined && f.options !== null) {
    if (!CHOICE_FIELD_TYPES.includes(type)) issues.add(`${at}.options`, `Only select, radio and checkbox fields have options`);
    else if (!Array.isArray(f.options)) issues.add(`${at}.options`, 'Options must be a list');
    else if (f.options.length > FORM_LIMITS.options) issues.add(`${at}.options`, `At most ${FORM_LIMITS.options} options`);
    else {
      const values = new Set<string>();
      f.options.forEach((o, j) => {
        const oat = `${at}.options[${j}]`;
        if (!isObj(o) || typeof o.value !== 'string' || typeof o.text !== 'string') return issues.add(oat, 'Each option needs a value and a text');
        if (!o.value.trim()) issues.add(`${oat}.value`, `Option ${j + 1} of ${who} needs a value`);
        else if (values.has(o.value)) issues.add(`${oat}.value`, `The option value "${o.value}" appears twice in ${who}`);
        else if (o.value.length > FORM_LIMITS.text) issues.add(`${oat}.value`, `The option value is longer than ${FORM_LIMITS.text} characters`);
        values.add(o.value);
        if (!o.text.trim()) issues.add(`${oat}.text`, `Option ${j + 1} of ${who} needs a text`);
        else if (o.text.length > FORM_LIMITS.text) issues.add(`${oat}.text`, `The option text is longer than ${FORM_LIMITS.text} characters`);
      });
    }
  }
  if ((type === 'select' || type === 'radio') && (!Array.isArray(f.options) || f.options.length === 0)) {
    issues.add(`${at}.options`, `The ${type} field ${who} needs at least one option`);
  }

  for (const key of ['minLength', 'maxLength'] as const) {
    if (f[key] === undefined || f[key] === null) continue;
    if (!TEXT_LIKE.includes(type)) issues.add(`${at}.${key}`, `Only text, e-mail, phone and textarea fields have length limits`);
    else if (!intIn(f[key], 0, FORM_LIMITS.length)) issues.add(`${at}.${key}`, `The ${key === 'minLength' ? 'minimum' : 'maximum'} length must be a whole number from 0 to ${FORM_LIMITS.length}`);
  }
  if (typeof f.minLength === 'number' && typeof f.maxLength === 'number' && f.minLength > f.maxLength) {
    issues.add(`${at}.maxLength`, 'The maximum length is below the minimum length');
  }

  const bounds = (['min', 'max'] as const).filter((k) => f[k] !== undefined && f[k] !== null && f[k] !== '');
  for (const key of bounds) {
    const v = f[key];
    const word = key === 'min' ? 'lowest' : 'highest';
    if (type === 'number') {
      if (typeof v !== 'number' || !Number.isFinite(v)) issues.add(`${at}.${key}`, `The ${word} value must be a number`);
    } else if (type === 'date') {
      if (typeof v !== 'string' || !isRealDay(v)) issues.add(`${at}.${key}`, `The ${word} date must be a date written YYYY-MM-DD`);
    } else issues.add(`${at}.${key}`, 'Only number and date fields have a lowest and highest value');
  }
  if (bounds.length === 2 && typeof f.min === typeof f.max && (f.min as number | string) > (f.max as number | string)) {
    issues.add(`${at}.max`, `The highest ${type === 'date' ? 'date' : 'value'} is below the lowest`);
  }

  if (f.pattern !== undefined && f.pattern !== null && f.pattern !== '') {
    if (typeof f.pattern !== 'string') issues.add(`${at}.pattern`, 'The pattern must be text');
    else if (!TEXT_LIKE.includes(type)) issues.add(`${at}.pattern`, 'Only text, e-mail, phone and textarea fields have a pattern');
    else {
      const error = patternError(f.pattern);
      if (error) issues.add(`${at}.pattern`, error);
    }
  }
  issues.optionalText(f, 'patternMessage', at, FORM_LIMITS.text, 'The pattern message');
  issues.optionalText(f, 'placeholder', at, FORM_LIMITS.text, 'The placeholder');
  issues.optionalText(f, 'helpText', at, FORM_LIMITS.helpText, 'The help text');
  if (f.rows !== undefined && f.rows !== null) {
    if (type !== 'textarea') issues.add(`${at}.rows`, 'Only textarea fields have rows');
    else if (!intIn(f.rows, 1, FORM_LIMITS.rows)) issues.add(`${at}.rows`, `Rows must be a whole number from 1 to ${FORM_LIMITS.rows}`);
  }
  if (f.autocomplete !== undefined && f.autocomplete !== null && (typeof f.autocomplete !== 'string' || f.autocomplete.length > 100 || !AUTOCOMPLETE.test(f.autocomplete))) {
    issues.add(`${at}.autocomplete`, 'Autocomplete takes the HTML tokens, e.g. "email" or "given-name"');
  }
  if (f.accept !== undefined && f.accept !== null && f.accept !== '') {
    if (type !== 'file') issues.add(`${at}.accept`, 'Only file fields have accepted types');
    else if (typeof f.accept !== 'string' || f.accept.length > FORM_LIMITS.accept || !f.accept.split(',').every((t) => ACCEPT_TOKEN.test(t.trim()))) {
      issues.add(`${at}.accept`, 'Accepted types are extensions or MIME types separated by commas, e.g. ".pdf, image/*"');
    }
  }
}

function checkConfig(issues: Issues, config: unknown) {
  const at = 'FrmConfig';
  if (!isObj(config)) return issues.add(at, 'The configuration must be an object with a list of fields');
  if (!Array.isArray(config.fields)) return issues.add(`${at}.fields`, 'The configuration needs a list of fields');
  if (config.fields.length > FORM_LIMITS.fields) issues.add(`${at}.fields`, `A form has at most ${FORM_LIMITS.fields} fields`);
  const seen = new Set<string>();
  config.fields.forEach((f, i) => checkField(issues, f, `${at}.fields[${i}]`, seen));
  issues.optionalText(config, 'submitText', at, 100, 'The submit button text');
  issues.optionalText(config, 'successMessage', at, FORM_LIMITS.successMessage, 'The success message');
  if (config.redirectUrl !== undefined && config.redirectUrl !== null && config.redirectUrl !== '') {
    if (typeof config.redirectUrl !== 'string' || config.redirectUrl.length > FORM_LIMITS.url || !isSafeRedirect(config.redirectUrl)) {
      issues.add(`${at}.redirectUrl`, 'The redirect must be an http(s) address or a path on this site starting with /');
    }
  }
  if (config.honeypotField !== undefined && config.honeypotField !== null && config.honeypotField !== '') {
    const h = config.honeypotField;
    if (typeof h !== 'string' || h.length > FORM_LIMITS.name || !FIELD_NAME.test(h))
      issues.add(`${at}.honeypotField`, 'The honeypot name must start with a letter and hold only letters, digits, _ and -');
    else if (seen.has(h.toLowerCase())) issues.add(`${at}.honeypotField`, `The honeypot "${h}" has the name of a real field`);
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
  issues.optionalText(meta, 'description', at, FORM_LIMITS.description, 'The description');
  if (meta.pageUrl !== undefined && meta.pageUrl !== null && meta.pageUrl !== '' && (typeof meta.pageUrl !== 'string' || !isSafeRedirect(meta.pageUrl))) {
    issues.add(`${at}.pageUrl`, 'The page address must be an http(s) address or a path on this site starting with /');
  }
  issues.optionalBool(meta, 'storeSubmissions', at, 'Store submissions');
  issues.optionalBool(meta, 'closed', at, 'Closed');
  const notify = meta.notify;
  if (notify !== undefined && notify !== null) {
    if (!isObj(notify)) issues.add(`${at}.notify`, 'The notification settings must be an object');
    else {
      if (!Array.isArray(notify.to)) issues.add(`${at}.notify.to`, 'The notification recipients must be a list of e-mail addresses');
      else if (notify.to.length > FORM_LIMITS.recipients) issues.add(`${at}.notify.to`, `At most ${FORM_LIMITS.recipients} notification recipients`);
      else {
        notify.to.forEach((a, i) => {
          if (typeof a !== 'string' || !isEmailAddress(a.trim())) issues.add(`${at}.notify.to`, `Recipient ${i + 1} (${String(a)}) is not an e-mail address`);
        });
      }
      issues.optionalText(notify, 'subject', `${at}.notify`, FORM_LIMITS.text, 'The notification subject');
    }
  }
  const c = meta.confirmationEmail;
  if (c !== undefined && c !== null) {
    const cat = `${at}.confirmationEmail`;
    if (!isObj(c)) return issues.add(cat, 'The confirmation e-mail settings must be an object');
    issues.optionalBool(c, 'enabled', cat, 'Send a confirmation');
    if (c.templateCId !== undefined && c.templateCId !== null && !intIn(c.templateCId, 1, Number.MAX_SAFE_INTEGER)) issues.add(`${cat}.templateCId`, 'The template must be an e-mail template record');
    issues.optionalText(c, 'subject', cat, FORM_LIMITS.text, 'The confirmation subject');
    if (c.emailField !== undefined && c.emailField !== null && c.emailField !== '') {
      if (typeof c.emailField !== 'string' || !fields.has(c.emailField)) issues.add(`${cat}.emailField`, `The visitor's address field "${String(c.emailField)}" is not a field of this form`);
      else if (fields.get(c.emailField) !== 'email') issues.add(`${cat}.emailField`, `The visitor's address field "${c.emailField}" is not an e-mail field`);
    } else if (c.enabled === true && ![...fields.values()].includes('email')) {
      issues.add(`${cat}.emailField`, 'A confirmation e-mail needs an e-mail field to send it to');
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
    issues.add(`${at}.providerCId`, `The provider must be one of the records ${EMAIL_MARKETING_PROVIDER_CIDS.join(', ')}`);
  } else if (m.enabled === true && (p === undefined || p === null)) issues.add(`${at}.providerCId`, 'Choose the provider that receives the subscribers');
  issues.optionalText(m, 'listId', at, FORM_LIMITS.text, 'The list id');
  const map = m.fieldMap;
  if (map !== undefined && map !== null) {
    if (!isObj(map)) issues.add(`${at}.fieldMap`, 'The field map must be an object of provider field → form field');
    else {
      for (const [provider, field] of Object.entries(map)) {
        if (!PROVIDER_FIELD.test(provider) || provider.length > FORM_LIMITS.name)
          issues.add(`${at}.fieldMap`, `The provider field "${provider}" must start with a letter and hold only letters, digits, _, . and -`);
        else if (typeof field !== 'string' || !fields.has(field))
          issues.add(`${at}.fieldMap.${provider}`, `The provider field "${provider}" is mapped to "${String(field)}", which is not a field of this form`);
      }
    }
  }
  if (m.enabled === true && !(isObj(map) && typeof map.email === 'string' && map.email)) issues.add(`${at}.fieldMap.email`, 'Map the provider field "email" to the form field holding the address');
  if (m.consentField !== undefined && m.consentField !== null && m.consentField !== '') {
    if (typeof m.consentField !== 'string' || !fields.has(m.consentField)) issues.add(`${at}.consentField`, `The consent field "${String(m.consentField)}" is not a field of this form`);
    else if (fields.get(m.consentField) !== 'checkbox') issues.add(`${at}.consentField`, `The consent field "${m.consentField}" must be a checkbox`);
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
  if (columns.FrmEmailMarketing !== undefined && columns.FrmEmailMarketing !== null) checkMarketing(issues, columns.FrmEmailMarketing, fields);
  return issues.list;
}
