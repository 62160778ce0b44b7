// What each settings form shows (General Settings and Site Setup): its title,
// a line on what it is for, and its fields with labels, kinds and choices.
// Titles, intros, labels and help are message keys (i18n/messages/settings),
// translated where the form shows them.
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
  /** A message key. */
  label: string;
  kind: FieldKind;
  /** A message key. */
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
  /** A message key, as is intro. */
  title: string;
  intro: string;
  fields: FieldSpec[];
}

const choices = (values: readonly string[]): Choice[] => values.map((v) => ({ value: v, label: v }));

export const GENERAL_FORMS: Record<SettingsGroupKey, FormSpec> = {
  site: {
    key: 'site',
    title: 'settings.site.title',
    intro: 'settings.site.intro',
    fields: [
      { name: 'siteName', label: 'settings.site.fields.siteName', kind: 'text' },
      {
        name: 'titleSeparator',
        label: 'settings.site.fields.titleSeparator',
        kind: 'text',
        help: 'settings.site.help.titleSeparator',
      },
      {
        name: 'titleSuffix',
        label: 'settings.site.fields.titleSuffix',
        kind: 'text',
        help: 'settings.site.help.titleSuffix',
      },
    ],
  },
  seo: {
    key: 'seo',
    title: 'settings.seo.title',
    intro: 'settings.seo.intro',
    fields: [
      {
        name: 'description',
        label: 'settings.seo.fields.description',
        kind: 'multiline',
        help: 'settings.seo.help.description',
      },
      { name: 'keywords', label: 'settings.seo.fields.keywords', kind: 'list', help: 'settings.seo.help.keywords' },
      { name: 'robots', label: 'settings.seo.fields.robots', kind: 'select', choices: choices(ROBOTS_DIRECTIVES) },
      { name: 'organizationName', label: 'settings.seo.fields.organizationName', kind: 'text' },
      { name: 'organizationPhone', label: 'settings.seo.fields.organizationPhone', kind: 'text' },
      { name: 'organizationEmail', label: 'settings.seo.fields.organizationEmail', kind: 'text' },
      { name: 'organizationAddress', label: 'settings.seo.fields.organizationAddress', kind: 'text' },
    ],
  },
  'open-graph': {
    key: 'open-graph',
    title: 'settings.openGraph.title',
    intro: 'settings.openGraph.intro',
    fields: [
      { name: 'siteName', label: 'settings.openGraph.fields.siteName', kind: 'text' },
      { name: 'type', label: 'settings.openGraph.fields.type', kind: 'select', choices: choices(OG_TYPES) },
      {
        name: 'locale',
        label: 'settings.openGraph.fields.locale',
        kind: 'text',
        help: 'settings.openGraph.help.locale',
      },
      { name: 'image', label: 'settings.openGraph.fields.image', kind: 'text', help: 'settings.openGraph.help.image' },
      { name: 'imageWidth', label: 'settings.openGraph.fields.imageWidth', kind: 'number', nullable: true },
      { name: 'imageHeight', label: 'settings.openGraph.fields.imageHeight', kind: 'number', nullable: true },
      {
        name: 'twitterCard',
        label: 'settings.openGraph.fields.twitterCard',
        kind: 'select',
        choices: choices(TWITTER_CARDS),
      },
      {
        name: 'twitterSite',
        label: 'settings.openGraph.fields.twitterSite',
        kind: 'text',
        help: 'settings.openGraph.help.twitterSite',
      },
    ],
  },
  robots: {
    key: 'robots',
    title: 'settings.robots.title',
    intro: 'settings.robots.intro',
    fields: [{ name: 'text', label: 'settings.robots.fields.text', kind: 'code', help: 'settings.robots.help.text' }],
  },
  'email-sender': {
    key: 'email-sender',
    title: 'settings.emailSender.title',
    intro: 'settings.emailSender.intro',
    fields: [
      { name: 'fromName', label: 'settings.emailSender.fields.fromName', kind: 'text' },
      {
        name: 'fromAddress',
        label: 'settings.emailSender.fields.fromAddress',
        kind: 'text',
        help: 'settings.emailSender.help.fromAddress',
      },
      {
        name: 'replyTo',
        label: 'settings.emailSender.fields.replyTo',
        kind: 'text',
        help: 'settings.emailSender.help.replyTo',
      },
    ],
  },
  'header-footer': {
    key: 'header-footer',
    title: 'settings.headerFooter.title',
    intro: 'settings.headerFooter.intro',
    fields: [
      { name: 'headerSticky', label: 'settings.headerFooter.fields.headerSticky', kind: 'switch' },
      {
        name: 'headerMenuCId',
        label: 'settings.headerFooter.fields.headerMenuCId',
        kind: 'select',
        numeric: true,
        source: 'menus',
      },
      {
        name: 'utilityMenuCId',
        label: 'settings.headerFooter.fields.utilityMenuCId',
        kind: 'select',
        numeric: true,
        nullable: true,
        source: 'menus',
      },
      {
        name: 'footerMenuCId',
        label: 'settings.headerFooter.fields.footerMenuCId',
        kind: 'select',
        numeric: true,
        nullable: true,
        source: 'menus',
      },
      {
        name: 'footerMenuTemplateId',
        label: 'settings.headerFooter.fields.footerMenuTemplateId',
        kind: 'select',
        numeric: true,
        choices: FOOTER_MENU_TEMPLATES.map((t) => ({ value: String(t.id), label: `${t.name} (${t.id})` })),
      },
    ],
  },
  'time-zone': {
    key: 'time-zone',
    title: 'settings.timeZone.title',
    intro: 'settings.timeZone.intro',
    fields: [{ name: 'timeZone', label: 'settings.timeZone.fields.timeZone', kind: 'select', source: 'timeZones' }],
  },
  'seo-tools': {
    key: 'seo-tools',
    title: 'settings.seoTools.title',
    intro: 'settings.seoTools.intro',
    fields: [
      {
        name: 'changeFrequency',
        label: 'settings.seoTools.fields.changeFrequency',
        kind: 'select',
        choices: choices(CHANGE_FREQUENCIES),
      },
      {
        name: 'priority',
        label: 'settings.seoTools.fields.priority',
        kind: 'number',
        help: 'settings.seoTools.help.priority',
      },
      {
        name: 'googleVerification',
        label: 'settings.seoTools.fields.googleVerification',
        kind: 'text',
        help: 'settings.seoTools.help.googleVerification',
      },
      {
        name: 'bingVerification',
        label: 'settings.seoTools.fields.bingVerification',
        kind: 'text',
        help: 'settings.seoTools.help.bingVerification',
      },
    ],
  },
  editor: {
    key: 'editor',
    title: 'settings.editor.title',
    intro: 'settings.editor.intro',
    fields: [
      { name: 'spellCheck', label: 'settings.editor.fields.spellCheck', kind: 'switch' },
      { name: 'pasteAsPlainText', label: 'settings.editor.fields.pasteAsPlainText', kind: 'switch' },
      {
        name: 'autosaveSeconds',
        label: 'settings.editor.fields.autosaveSeconds',
        kind: 'number',
        help: 'settings.editor.help.autosaveSeconds',
      },
      { name: 'maxImageWidth', label: 'settings.editor.fields.maxImageWidth', kind: 'number' },
      { name: 'maxImageHeight', label: 'settings.editor.fields.maxImageHeight', kind: 'number' },
      { name: 'maxUploadMegabytes', label: 'settings.editor.fields.maxUploadMegabytes', kind: 'number' },
      {
        name: 'imageFormats',
        label: 'settings.editor.fields.imageFormats',
        kind: 'checks',
        choices: choices(IMAGE_FORMATS),
      },
    ],
  },
  favicon: {
    key: 'favicon',
    title: 'settings.favicon.title',
    intro: 'settings.favicon.intro',
    fields: [{ name: 'path', label: 'settings.favicon.fields.path', kind: 'text', help: 'settings.favicon.help.path' }],
  },
};

export const SITE_SETUP_FORM: FormSpec = {
  key: 'site-setup',
  title: 'settings.siteSetup.title',
  intro: 'settings.siteSetup.intro',
  fields: [
    {
      name: 'publicUrl',
      label: 'settings.siteSetup.fields.publicUrl',
      kind: 'text',
      help: 'settings.siteSetup.help.publicUrl',
    },
    {
      name: 'requireSecondFactor',
      label: 'settings.siteSetup.fields.requireSecondFactor',
      kind: 'switch',
      help: 'settings.siteSetup.help.requireSecondFactor',
    },
    {
      name: 'mainMenuTemplateId',
      label: 'settings.siteSetup.fields.mainMenuTemplateId',
      kind: 'select',
      numeric: true,
      choices: MAIN_MENU_TEMPLATES.map((t) => ({
        value: String(t.id),
        label: `${t.name} (${t.id}): ${t.description}`,
      })),
    },
  ],
};

export type Draft = Record<string, string | boolean | string[]>;

/** A value as its input holds it. */
function draftOf(field: FieldSpec, value: unknown): string | boolean | string[] {
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

export const draftsOf = (spec: FormSpec, values: Record<string, unknown>): Draft =>
  Object.fromEntries(spec.fields.map((f) => [f.name, draftOf(f, values[f.name])]));

/** The API's value of an input, or the message key of the error for a number that is none. */
export function valueOf(field: FieldSpec, draft: string | boolean | string[]): { value: unknown } | { error: string } {
  switch (field.kind) {
    case 'switch':
      return { value: draft === true };
    case 'checks':
      return { value: draft };
    case 'list':
      return {
        value: String(draft)
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      };
    case 'number': {
      const text = String(draft).trim();
      if (!text && field.nullable) return { value: null };
      const n = Number(text);
      return text && Number.isFinite(n) ? { value: n } : { error: 'settings.page.enterNumber' };
    }
    case 'select':
      if (!field.numeric) return { value: draft };
      return draft === '' && field.nullable ? { value: null } : { value: Number(draft) };
    default:
      return { value: draft };
  }
}

/** A value as the conflict notice shows it, in the reader's language (`text` is useText()'s). */
export function shown(field: FieldSpec, draft: string | boolean | string[], text: (key: string) => string): string {
  if (typeof draft === 'boolean') return text(draft ? 'settings.page.on' : 'settings.page.off');
  if (Array.isArray(draft)) return draft.join(', ') || text('settings.page.none');
  if (field.kind === 'select')
    return field.choices?.find((c) => c.value === draft)?.label ?? (draft || text('settings.page.none'));
  return draft === '' ? text('settings.page.empty') : draft;
}

export const sameDraft = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
