// General settings (/general-settings, issue 16 item 1) and site setup
// (/site-setup, item 2): one flat form per record group, read with an ETag
// and saved with If-Match under /api/v1/mc/site/settings/{group} and
// /api/v1/mc/site/setup (docs/site-settings.md). The schemas are the first
// check (types, lengths, choices: a 422 naming the field); the server's
// rules (src/server/site/settings/setting-rules.ts) add what a schema cannot say.
import { Type, type Static, type TSchema } from 'typebox';
import { CHANGE_FREQUENCIES } from '../change-frequency.js';

const text = (max: number, description?: string) =>
  Type.String({ maxLength: max, ...(description ? { description } : {}) });
const oneOf = <T extends readonly string[]>(values: T, description?: string) =>
  Type.Unsafe<T[number]>(Type.String({ enum: [...values], ...(description ? { description } : {}) }));
const strict = <P extends Record<string, TSchema>>(properties: P) =>
  Type.Object(properties, { additionalProperties: false });

export const ROBOTS_DIRECTIVES = ['index, follow', 'noindex, follow', 'index, nofollow', 'noindex, nofollow'] as const;
export const OG_TYPES = ['website', 'article', 'profile'] as const;
export const TWITTER_CARDS = ['summary', 'summary_large_image'] as const;
export const IMAGE_FORMATS = ['jpg', 'png', 'webp', 'gif', 'svg', 'avif'] as const;
/** The main menu's layouts (spec §3 "Templates"): the templates of the primary menu. */
export const MAIN_MENU_TEMPLATES = [
  { id: 11, name: 'Primary_Navigation', description: 'Main menu with drop-downs, the logo at the side.' },
  { id: 14, name: 'Primary_Navigation_Centered_Logo', description: 'Main menu split in two around a centered logo.' },
] as const;
/** The menus' layouts a footer may use (spec §3 "Templates"). */
export const FOOTER_MENU_TEMPLATES = [
  { id: 13, name: 'Footer_Navigation' },
  { id: 12, name: 'Secondary_Navigation' },
] as const;

const SiteIdentity = strict({
  siteName: Type.String({ minLength: 1, maxLength: 120, description: 'The site’s name (SeoDData 67 SiteName).' }),
  titleSeparator: text(10, 'Between a page’s title and the suffix, e.g. " | ".'),
  titleSuffix: text(120, 'After every page title; empty for none.'),
});
const SeoDefaults = strict({
  description: text(300, 'The meta description of pages without one.'),
  keywords: Type.Array(Type.String({ minLength: 1, maxLength: 60 }), { maxItems: 30 }),
  robots: oneOf(ROBOTS_DIRECTIVES, 'The robots meta tag of pages without their own.'),
  organizationName: text(200),
  organizationPhone: text(40),
  organizationEmail: text(254),
  organizationAddress: text(300),
});
const OpenGraphDefaults = strict({
  siteName: text(120, 'og:site_name'),
  type: oneOf(OG_TYPES, 'og:type'),
  locale: text(10, 'og:locale, e.g. en_US'),
  image: text(800, 'og:image: an https URL or a site path'),
  imageWidth: Type.Union([Type.Integer({ minimum: 1, maximum: 10000 }), Type.Null()]),
  imageHeight: Type.Union([Type.Integer({ minimum: 1, maximum: 10000 }), Type.Null()]),
  twitterCard: oneOf(TWITTER_CARDS, 'twitter:card'),
  twitterSite: text(16, 'twitter:site, e.g. @example'),
});
const RobotsTxt = strict({ text: text(20_000, 'The text served as /robots.txt.') });
const EmailSender = strict({
  fromName: text(100, 'The sender’s name on every e-mail.'),
  fromAddress: text(254, 'The sender’s address; empty: the server’s MAIL_FROM.'),
  replyTo: text(254, 'Where replies go; empty: to the sender.'),
});
const HeaderFooter = strict({
  headerSticky: Type.Boolean({ description: 'The header stays at the top while the page scrolls.' }),
  headerMenuCId: Type.Integer({
    minimum: 1,
    description: 'The Navigation record (type 10) the header shows as its main menu.',
  }),
  utilityMenuCId: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], {
    description: 'The header’s small utility menu; null for none.',
  }),
  footerMenuCId: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], {
    description: 'The footer’s menu; null for none.',
  }),
  footerMenuTemplateId: Type.Integer({ description: 'The footer menu’s layout.' }),
});
const TimeZone = strict({
  timeZone: Type.String({ minLength: 1, maxLength: 64, description: 'An IANA time zone such as America/New_York.' }),
});
const SeoToolDefaults = strict({
  changeFrequency: oneOf(CHANGE_FREQUENCIES, 'A new page’s sitemap change frequency.'),
  priority: Type.Number({ minimum: 0, maximum: 1, description: 'A new page’s sitemap priority, 0.0 to 1.0.' }),
  googleVerification: text(100, 'The google-site-verification code.'),
  bingVerification: text(100, 'The msvalidate.01 code.'),
});
const EditorOptions = strict({
  spellCheck: Type.Boolean(),
  autosaveSeconds: Type.Integer({ minimum: 0, maximum: 3600, description: '0: no autosave.' }),
  pasteAsPlainText: Type.Boolean(),
  maxImageWidth: Type.Integer({ minimum: 16, maximum: 20000 }),
  maxImageHeight: Type.Integer({ minimum: 16, maximum: 20000 }),
  maxUploadMegabytes: Type.Number({ minimum: 0.1, maximum: 1024 }),
  imageFormats: Type.Array(oneOf(IMAGE_FORMATS), { minItems: 1, maxItems: IMAGE_FORMATS.length, uniqueItems: true }),
});
const Favicon = strict({
  path: text(800, 'The favicon file: a site path such as /media/favicon.png, or an https URL; empty for none.'),
});
export const SiteSetup = strict({
  publicUrl: Type.String({
    minLength: 1,
    maxLength: 200,
    description: 'The public site’s address (https://www.example.org).',
  }),
  requireSecondFactor: Type.Boolean({
    description: 'Everyone signs in with a code e-mailed to them as well as the password.',
  }),
  mainMenuTemplateId: Type.Integer({ description: 'The main menu’s layout (a template of MAIN_MENU_TEMPLATES).' }),
});

/** Every group's schema by its URL segment. */
export const SETTINGS_SCHEMAS = {
  site: SiteIdentity,
  seo: SeoDefaults,
  'open-graph': OpenGraphDefaults,
  robots: RobotsTxt,
  'email-sender': EmailSender,
  'header-footer': HeaderFooter,
  'time-zone': TimeZone,
  'seo-tools': SeoToolDefaults,
  editor: EditorOptions,
  favicon: Favicon,
} as const;
export type SettingsGroupKey = keyof typeof SETTINGS_SCHEMAS;
export const SETTINGS_GROUP_KEYS = Object.keys(SETTINGS_SCHEMAS) as SettingsGroupKey[];
export type SettingsValues = { [K in SettingsGroupKey]: Static<(typeof SETTINGS_SCHEMAS)[K]> };
export type SiteSetupValues = Static<typeof SiteSetup>;

export const IfMatchHeaders = Type.Object({
  'if-match': Type.Optional(
    Type.String({ description: 'The ETag the form was read with: a save over a newer change is refused with 412.' }),
  ),
});
export const EtagHeaders = { etag: Type.String({ description: 'The group’s version: send it in If-Match to save.' }) };

/** A feature switch of site setup: a feature tag (spec §3 "Tag ids for feature areas") whose visibility turns it on. */
export const FeatureSwitch = Type.Object({
  tId: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  enabled: Type.Boolean(),
  /** The switch's version, for If-Match when flipping it (also the PUT's ETag header). */
  etag: Type.String({ description: 'The switch’s version: send it in If-Match to flip it.' }),
});
export type FeatureSwitch = Static<typeof FeatureSwitch>;
export const FeatureParams = Type.Object({ tid: Type.Integer({ minimum: 1, description: 'The feature tag’s id.' }) });
export const FeatureBody = strict({ enabled: Type.Boolean() });
export const SiteSetupAnswer = Type.Object({
  values: SiteSetup,
  /** REQUIRE_SECOND_FACTOR=true on the server: the second factor is required whatever the switch says. */
  secondFactorRequiredByServer: Type.Boolean(),
  features: Type.Array(FeatureSwitch),
});
export type SiteSetupAnswer = Static<typeof SiteSetupAnswer>;
/** The Navigation records (type 10) a header or footer may show. */
export const MenuRecord = Type.Object({ CId: Type.Integer(), CTitle: Type.String() });
export type MenuRecord = Static<typeof MenuRecord>;
