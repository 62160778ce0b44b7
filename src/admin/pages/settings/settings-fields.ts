// What each settings form shows (General Settings and Site Setup): its title,
// a line on what it is for, and its fields with labels, kinds and choices.
// The names are the server's (shared/api/general-settings.ts); the form keeps
// each value as the text or choice its input holds (draftOf) and turns it back
// into the API's value on save (valueOf), so a half-typed number is never lost.
import { CHANGE_FREQUENCIES } from '../../../shared/change-frequency.js';
import {
  FOOTER_MENU_TEMPLATES,
  IMAGE_FORMATS,
  MAIN_MENU_TEMPLATES,
  OG_TYPES,
  ROBOTS_DIRECTIVES,
  TWITTER_CARDS,
  type SettingsGroupKey,
} from '../../../shared/api/general-settings.js';

export interface Choice {
  value: string;
  label: string;
}

export type FieldKind = 'text' | 'multiline' | 'code' | 'switch' | 'select' | 'number' | 'list' | 'checks';

export interface FieldSpec {
  name: string;
  label: string;
  kind: FieldKind;
  help?: string;
  choices?: readonly Choice[];
  /** A select's value is a number (an id), sent as one. */
  numeric?: boolean;
  /** Empty means null (an optional number or menu). */
  nullable?: boolean;
  /** A select whose choices the screen reads: the navigation records, or the browser's time zones. */
  source?: 'menus' | 'timeZones';
}

export interface FormSpec {
  key: string;
  title: string;
  intro: string;
  fields: FieldSpec[];
}

const choices = (values: readonly string[]): Choice[] => values.map((v) => ({ value: v, label: v }));

export const GENERAL_FORMS: Record<SettingsGroupKey, FormSpec> = {
  site: {
    key: 'site',
    title: 'Site name and titles',
    intro: 'The site’s name, and how a page’s title is shown in the browser tab and in search results: the page title, the separator, then the suffix.',
    fields: [
      { name: 'siteName', label: 'Site name', kind: 'text' },
      { name: 'titleSeparator', label: 'Title separator', kind: 'text', help: 'Spaces count: " | " gives "About us | Site".' },
      { name: 'titleSuffix', label: 'Title suffix', kind: 'text', help: 'Empty: page titles alone.' },
    ],
  },
  seo: {
    key: 'seo',
    title: 'Default SEO data',
    intro: 'What search engines get for a page that does not give its own (the SeoDData record).',
    fields: [
      { name: 'description', label: 'Default meta description', kind: 'multiline', help: 'At most 300 characters; about 155 show in results.' },
      { name: 'keywords', label: 'Keywords', kind: 'list', help: 'Separated by commas.' },
      { name: 'robots', label: 'Robots meta tag', kind: 'select', choices: choices(ROBOTS_DIRECTIVES) },
      { name: 'organizationName', label: 'Organization name', kind: 'text' },
      { name: 'organizationPhone', label: 'Organization phone', kind: 'text' },
      { name: 'organizationEmail', label: 'Organization e-mail', kind: 'text' },
      { name: 'organizationAddress', label: 'Organization address', kind: 'text' },
    ],
  },
  'open-graph': {
    key: 'open-graph',
    title: 'Open Graph data',
    intro: 'How a link to the site looks when shared on social media, unless a page gives its own (the SeoOGData record).',
    fields: [
      { name: 'siteName', label: 'Site name (og:site_name)', kind: 'text' },
      { name: 'type', label: 'Type (og:type)', kind: 'select', choices: choices(OG_TYPES) },
      { name: 'locale', label: 'Locale (og:locale)', kind: 'text', help: 'Language and country, such as en_US.' },
      { name: 'image', label: 'Share image (og:image)', kind: 'text', help: 'An https address or a site path such as /media/share.jpg.' },
      { name: 'imageWidth', label: 'Image width (px)', kind: 'number', nullable: true },
      { name: 'imageHeight', label: 'Image height (px)', kind: 'number', nullable: true },
      { name: 'twitterCard', label: 'X (Twitter) card', kind: 'select', choices: choices(TWITTER_CARDS) },
      { name: 'twitterSite', label: 'X (Twitter) account', kind: 'text', help: 'Such as @example; empty for none.' },
    ],
  },
  robots: {
    key: 'robots',
    title: 'robots.txt',
    intro: 'The rules crawlers read at /robots.txt. A line naming the sitemap is added when none does.',
    fields: [{ name: 'text', label: 'robots.txt', kind: 'code', help: 'Lines such as "User-agent: *" and "Disallow: /private/"; # starts a comment.' }],
  },
  'email-sender': {
    key: 'email-sender',
    title: 'Default e-mail sender',
    intro: 'Who the site’s e-mails come from (the Default_Email record; its layout is edited with the e-mail templates).',
    fields: [
      { name: 'fromName', label: 'Sender name', kind: 'text' },
      { name: 'fromAddress', label: 'Sender address', kind: 'text', help: 'Empty: the server’s MAIL_FROM. The mail server must accept this address.' },
      { name: 'replyTo', label: 'Reply-to address', kind: 'text', help: 'Empty: replies go to the sender.' },
    ],
  },
  'header-footer': {
    key: 'header-footer',
    title: 'Header and footer',
    intro: 'The menus the shared header and footer show (the Header and Footer records).',
    fields: [
      { name: 'headerSticky', label: 'Header stays at the top while scrolling', kind: 'switch' },
      { name: 'headerMenuCId', label: 'Header menu', kind: 'select', numeric: true, source: 'menus' },
      { name: 'utilityMenuCId', label: 'Utility menu', kind: 'select', numeric: true, nullable: true, source: 'menus' },
      { name: 'footerMenuCId', label: 'Footer menu', kind: 'select', numeric: true, nullable: true, source: 'menus' },
      { name: 'footerMenuTemplateId', label: 'Footer menu layout', kind: 'select', numeric: true, choices: FOOTER_MENU_TEMPLATES.map((t) => ({ value: String(t.id), label: `${t.name} (${t.id})` })) },
    ],
  },
  'time-zone': {
    key: 'time-zone',
    title: 'Time zone',
    intro: 'The site’s own time zone: event times and schedules are read in it.',
    fields: [{ name: 'timeZone', label: 'Time zone', kind: 'select', source: 'timeZones' }],
  },
  'seo-tools': {
    key: 'seo-tools',
    title: 'SEO tool defaults',
    intro: 'What a new page starts with in the sitemap, and the search engines’ site-ownership codes.',
    fields: [
      { name: 'changeFrequency', label: 'Default change frequency', kind: 'select', choices: choices(CHANGE_FREQUENCIES) },
      { name: 'priority', label: 'Default sitemap priority', kind: 'number', help: '0.0 to 1.0, in steps of 0.1.' },
      { name: 'googleVerification', label: 'Google verification code', kind: 'text', help: 'The content of the google-site-verification meta tag.' },
      { name: 'bingVerification', label: 'Bing verification code', kind: 'text', help: 'The content of the msvalidate.01 meta tag.' },
    ],
  },
  editor: {
    key: 'editor',
    title: 'Editor options and upload limits',
    intro: 'How the page editor behaves, and which images it accepts.',
    fields: [
      { name: 'spellCheck', label: 'Spell check while typing', kind: 'switch' },
      { name: 'pasteAsPlainText', label: 'Paste as plain text', kind: 'switch' },
      { name: 'autosaveSeconds', label: 'Autosave every (seconds)', kind: 'number', help: '0: no autosave; else 10 or more.' },
      { name: 'maxImageWidth', label: 'Largest image width (px)', kind: 'number' },
      { name: 'maxImageHeight', label: 'Largest image height (px)', kind: 'number' },
      { name: 'maxUploadMegabytes', label: 'Largest upload (MB)', kind: 'number' },
      { name: 'imageFormats', label: 'Image formats accepted', kind: 'checks', choices: choices(IMAGE_FORMATS) },
    ],
  },
  favicon: {
    key: 'favicon',
    title: 'Favicon',
    intro: 'The small icon browsers show in tabs and bookmarks. Pages link it while the Favicon feature is on (Site Setup).',
    fields: [{ name: 'path', label: 'Favicon file', kind: 'text', help: 'A site path such as /media/favicon.png, or an https address; .ico, .png or .svg.' }],
  },
};

export const SITE_SETUP_FORM: FormSpec = {
  key: 'site-setup',
  title: 'Site',
  intro: 'The site’s address, how everyone signs in, and the main menu’s layout.',
  fields: [
    { name: 'publicUrl', label: 'Public URL', kind: 'text', help: 'The public site’s address, such as https://www.example.org. The sitemap and robots.txt list the pages on it.' },
    { name: 'requireSecondFactor', label: 'Require the e-mailed second factor for everyone', kind: 'switch', help: 'Everyone signs in with their password and a code e-mailed to them.' },
    { name: 'mainMenuTemplateId', label: 'Main menu template', kind: 'select', numeric: true, choices: MAIN_MENU_TEMPLATES.map((t) => ({ value: String(t.id), label: `${t.name} (${t.id}): ${t.description}` })) },
  ],
};

export type Draft = Record<string, string | boolean | string[]>;

/** A value as its input holds it. */
export function draftOf(field: FieldSpec, value: unknown): string | boolean | string[] {
  switch (field.kind) {
    case 'switch':
      return value === true;
    case 'checks':
      return Array.isArray(value) ? value.map(String) : [];
    case 'list':
      return Array.isArray(value) ? value.join(', ') : '';
    default:
      return value === null || value === undefined ? '' : String(value);
  }
}

export const draftsOf = (spec: FormSpec, values: Record<string, unknown>): Draft => Object.fromEntries(spec.fields.map((f) => [f.name, draftOf(f, values[f.name])]));

/** The API's value of an input, or an error text for a number that is none. */
export function valueOf(field: FieldSpec, draft: string | boolean | string[]): { value: unknown } | { error: string } {
  switch (field.kind) {
    case 'switch':
      return { value: draft === true };
    case 'checks':
      return { value: draft };
    case 'list':
      return { value: String(draft).split(',').map((s) => s.trim()).filter(Boolean) };
    case 'number': {
      const text = String(draft).trim();
      if (!text && field.nullable) return { value: null };
      const n = Number(text);
      return text && Number.isFinite(n) ? { value: n } : { error: 'Enter a number.' };
    }
    case 'select':
      if (!field.numeric) return { value: draft };
      return draft === '' && field.nullable ? { value: null } : { value: Number(draft) };
    default:
      return { value: draft };
  }
}

/** A value as the conflict notice shows it. */
export function shown(field: FieldSpec, draft: string | boolean | string[]): string {
  if (typeof draft === 'boolean') return draft ? 'on' : 'off';
  if (Array.isArray(draft)) return draft.join(', ') || '(none)';
  if (field.kind === 'select') return field.choices?.find((c) => c.value === draft)?.label ?? (draft || '(none)');
  return draft === '' ? '(empty)' : draft;
}

export const sameDraft = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
