// The record groups of /general-settings (issue 16 item 1; /site-setup's are in
// site-setup.ts): for each, where its values live (spec §3 named records,
// MiscData kinds and tags), how they read as a flat form, the rules beyond the
// schema, and how a save writes them back. settings-store.ts runs a group's
// read, check and write inside one audited, locked transaction.
import { decodeRow } from '../../platform/data/codec.js';
import type { Queryable } from '../../platform/db/executor.js';
import { coded } from '../../platform/errors.js';
import type { ErrorLabel } from '../../../shared/api/error-codes.js';
import { changeFrequencyIndexOfName, changeFrequencyName } from '../../../shared/change-frequency.js';
import {
  FOOTER_MENU_TEMPLATES,
  OG_TYPES,
  ROBOTS_DIRECTIVES,
  TWITTER_CARDS,
  type SettingsGroupKey,
  type SettingsValues,
} from '../../../shared/api/general-settings.js';
import { textToHtml } from '../../../shared/html-text.js';
import { DEFAULT_EMAIL_CID } from '../../email/index.js';
import { robotsSource, ROBOTS_TXT_CID } from '../sitemap/robots.js';
import { CID, objectOf, type SettingsGroup } from './settings-group.js';
import { contentJson, miscObject, miscRow, num, str, writeContent, writeMisc } from './setting-records.js';
import { emailAddress, isOneLine, robotsLines, singleLine, timeZoneName, webAddress } from './setting-rules.js';
import { entity } from '../../platform/data/entities.js';
import { insertOne, updateOne } from '../../platform/data/writes.js';
import { CT } from '../../../shared/content-types.js';
import { editor, favicon } from './general-settings-upload-groups.js';
import { MD_KIND } from '../../../shared/misc-data-kinds.js';

const MD = MD_KIND;
const SITE_TIME_ZONE_ROW = 'Site Time Zone';

const one = (v: string, field: string, label: ErrorLabel) => singleLine(v, field, label);
const choice = <T extends string>(v: unknown, list: readonly T[], fallback: T): T =>
  (list as readonly unknown[]).includes(v) ? (v as T) : fallback;

const site: SettingsGroup<SettingsValues['site']> = {
  key: 'site',
  label: 'Site name and titles',
  mojoAdminOnly: false,
  async read(q) {
    const { meta } = await contentJson(q, CID.SeoDData, 'SEO default data');
    return {
      siteName: str(meta.SiteName),
      titleSeparator: str(meta.TitleSeparator, ' | '),
      titleSuffix: str(meta.TitleSuffix),
    };
  },
  check(_q, v) {
    const siteName = one(v.siteName, 'siteName', 'siteName');
    if (!siteName) throw coded(422, 'settings.siteNameEmpty', {}, 'siteName');
    // The separator's spaces are part of it (" | "): only line breaks are refused.
    singleLine(v.titleSeparator, 'titleSeparator', 'titleSeparator');
    return {
      siteName,
      titleSeparator: v.titleSeparator,
      titleSuffix: one(v.titleSuffix, 'titleSuffix', 'titleSuffix'),
    };
  },
  async write(tx, actor, v) {
    await writeContent(tx, actor, CID.SeoDData, {
      meta: { SiteName: v.siteName, TitleSeparator: v.titleSeparator, TitleSuffix: v.titleSuffix },
    });
    // The SEO tools' own copy of the title rule (MiscData kind 2) is kept in agreement, for readers of either.
    await writeMisc(tx, actor, MD.Seo_Tools, 'Title Suffix', { separator: v.titleSeparator, suffix: v.titleSuffix });
  },
};

const seo: SettingsGroup<SettingsValues['seo']> = {
  key: 'seo',
  label: 'Default SEO data',
  mojoAdminOnly: false,
  async read(q) {
    const { meta, desc } = await contentJson(q, CID.SeoDData, 'SEO default data');
    const org = objectOf(meta.Organization);
    const keywords = Array.isArray(desc.keywords) ? desc.keywords.map(String) : str(desc.keywords).split(',');
    return {
      description: str(desc.description),
      keywords: keywords.map((k) => k.trim()).filter(Boolean),
      robots: choice(meta.Robots, ROBOTS_DIRECTIVES, 'index, follow'),
      organizationName: str(org.name),
      organizationPhone: str(org.telephone),
      organizationEmail: str(org.email),
      organizationAddress: str(org.address),
    };
  },
  check(_q, v) {
    const keywords = v.keywords
      .map((k, i) => {
        if (!isOneLine(k)) throw coded(422, 'settings.keywordOneLine', { number: i + 1 }, `keywords[${i}]`);
        return k.trim();
      })
      .filter(Boolean);
    keywords.forEach((k, i) => {
      if (k.includes(',')) throw coded(422, 'settings.keywordComma', { number: i + 1 }, `keywords[${i}]`);
    });
    const phone = one(v.organizationPhone, 'organizationPhone', 'phone');
    if (phone && !/^\+?[0-9 ().-]{5,40}$/.test(phone)) throw coded(422, 'settings.phone', {}, 'organizationPhone');
    return {
      description: one(v.description, 'description', 'description'),
      keywords: [...new Set(keywords)],
      robots: v.robots,
      organizationName: one(v.organizationName, 'organizationName', 'organizationName'),
      organizationPhone: phone,
      organizationEmail: emailAddress(v.organizationEmail, 'organizationEmail', 'organizationEmail'),
      organizationAddress: one(v.organizationAddress, 'organizationAddress', 'organizationAddress'),
    };
  },
  async write(tx, actor, v) {
    const { meta } = await contentJson(tx, CID.SeoDData, 'SEO default data');
    const Organization = {
      ...objectOf(meta.Organization),
      name: v.organizationName,
      telephone: v.organizationPhone,
      email: v.organizationEmail,
      address: v.organizationAddress,
    };
    await writeContent(tx, actor, CID.SeoDData, {
      meta: { Robots: v.robots, Organization },
      desc: { description: v.description, keywords: v.keywords.join(', ') },
    });
  },
};

const openGraph: SettingsGroup<SettingsValues['open-graph']> = {
  key: 'open-graph',
  label: 'Open Graph data',
  mojoAdminOnly: false,
  async read(q) {
    const { meta } = await contentJson(q, CID.SeoOGData, 'SEO Open Graph data');
    return {
      siteName: str(meta['og:site_name']),
      type: choice(meta['og:type'], OG_TYPES, 'website'),
      locale: str(meta['og:locale'], 'en_US'),
      image: str(meta['og:image']),
      imageWidth: num(meta['og:image:width']),
      imageHeight: num(meta['og:image:height']),
      twitterCard: choice(meta['twitter:card'], TWITTER_CARDS, 'summary_large_image'),
      twitterSite: str(meta['twitter:site']),
    };
  },
  check(_q, v) {
    const locale = one(v.locale, 'locale', 'locale');
    if (!/^[a-z]{2,3}_[A-Z]{2}$/.test(locale)) throw coded(422, 'settings.locale', { locale }, 'locale');
    const twitterSite = one(v.twitterSite, 'twitterSite', 'twitterSite');
    if (twitterSite && !/^@\w{1,15}$/.test(twitterSite)) throw coded(422, 'settings.twitter', {}, 'twitterSite');
    const image = webAddress(v.image, 'image', 'shareImage', { path: true, optional: true });
    if (!image && (v.imageWidth !== null || v.imageHeight !== null))
      throw coded(422, 'settings.imageSizeWithoutImage', {}, 'image');
    if ((v.imageWidth === null) !== (v.imageHeight === null))
      throw coded(422, 'settings.imageSizeBoth', {}, v.imageWidth === null ? 'imageWidth' : 'imageHeight');
    return { ...v, siteName: one(v.siteName, 'siteName', 'siteName'), locale, image, twitterSite };
  },
  async write(tx, actor, v) {
    await writeContent(tx, actor, CID.SeoOGData, {
      meta: {
        'og:site_name': v.siteName,
        'og:type': v.type,
        'og:locale': v.locale,
        'og:image': v.image,
        'og:image:width': v.imageWidth,
        'og:image:height': v.imageHeight,
        'twitter:card': v.twitterCard,
        'twitter:site': v.twitterSite,
      },
    });
  },
};

const robots: SettingsGroup<SettingsValues['robots']> = {
  key: 'robots',
  label: 'robots.txt',
  mojoAdminOnly: false,
  // The text /robots.txt serves (robots.ts reads the same block).
  read: async (q) => ({ text: await robotsSource(q) }),
  check: (_q, v) => ({ text: robotsLines(v.text) }),
  async write(tx, actor, v) {
    const block = await tx.first<{ CbId: unknown }>(
      tx.builder
        .selectFrom('ContentBlock')
        .select('CbId')
        .where('CId', '=', ROBOTS_TXT_CID)
        .orderBy('CbSortOrder')
        .orderBy('CbId')
        .limit(1)
        .compile(),
    );
    const CbCopy = textToHtml(v.text); // stored escaped, read back by robots.ts (shared/html-text.ts)
    const blocks = entity('ContentBlock');
    if (block) await updateOne(tx, actor, blocks, [Number(block.CbId)], { CbCopy }, { replace: false });
    else
      await insertOne(tx, actor, blocks, {
        CId: ROBOTS_TXT_CID,
        CbSortOrder: 1,
        CbHeadline: 'robots.txt',
        CbCopy,
        CbMetaData: { style: 'plain-text' },
      });
    await writeContent(tx, actor, ROBOTS_TXT_CID, {}); // the record's last-modified stamp
  },
};

const emailSender: SettingsGroup<SettingsValues['email-sender']> = {
  key: 'email-sender',
  label: 'Default e-mail sender',
  mojoAdminOnly: false,
  async read(q) {
    const { meta } = await contentJson(q, DEFAULT_EMAIL_CID, 'Default_Email');
    return { fromName: str(meta.FromName), fromAddress: str(meta.FromAddress), replyTo: str(meta.ReplyTo) };
  },
  check(_q, v) {
    const fromName = one(v.fromName, 'fromName', 'fromName');
    if (/[<>"]/.test(fromName)) throw coded(422, 'settings.fromNameCharacters', {}, 'fromName');
    return {
      fromName,
      fromAddress: emailAddress(v.fromAddress, 'fromAddress', 'fromAddress'),
      replyTo: emailAddress(v.replyTo, 'replyTo', 'replyTo'),
    };
  },
  // Only these keys of record 50 change: its block stays the layout every e-mail is sent in (email-templates.ts).
  write: (tx, actor, v) =>
    writeContent(tx, actor, DEFAULT_EMAIL_CID, {
      meta: { FromName: v.fromName, FromAddress: v.fromAddress, ReplyTo: v.replyTo },
    }),
};

async function requireMenu(q: Queryable, cId: number | null, field: string, label: ErrorLabel): Promise<void> {
  if (cId === null) return;
  const stored = await q.first<Record<'CtId' | 'CDeleted', unknown>>(
    q.builder.selectFrom('Content').select(['CtId', 'CDeleted']).where('CId', '=', cId).compile(),
  );
  const row = stored && decodeRow('Content', stored, q.dialect);
  if (!row || row.CtId !== CT.Navigation || row.CDeleted === true)
    throw coded(422, 'settings.notMenu', { label, id: cId }, field);
}

const headerFooter: SettingsGroup<SettingsValues['header-footer']> = {
  key: 'header-footer',
  label: 'Header and footer',
  mojoAdminOnly: false,
  async read(q) {
    const header = (await contentJson(q, CID.Header, 'Header')).meta;
    const footer = (await contentJson(q, CID.Footer, 'Footer')).meta;
    return {
      headerSticky: header.Sticky === true,
      headerMenuCId: num(header.NavigationCId) ?? CID.Primary_Nav,
      utilityMenuCId: num(header.UtilityNavigationCId),
      footerMenuCId: num(footer.NavigationCId),
      footerMenuTemplateId: num(footer.NavigationTemplateId) ?? FOOTER_MENU_TEMPLATES[0].id,
    };
  },
  async check(q, v) {
    await requireMenu(q, v.headerMenuCId, 'headerMenuCId', 'headerMenu');
    await requireMenu(q, v.utilityMenuCId, 'utilityMenuCId', 'utilityMenu');
    await requireMenu(q, v.footerMenuCId, 'footerMenuCId', 'footerMenu');
    if (!FOOTER_MENU_TEMPLATES.some((t) => t.id === v.footerMenuTemplateId)) {
      throw coded(
        422,
        'settings.footerLayout',
        { choices: FOOTER_MENU_TEMPLATES.map((t) => `${t.name} (${t.id})`).join(', ') },
        'footerMenuTemplateId',
      );
    }
    return v;
  },
  async write(tx, actor, v) {
    await writeContent(tx, actor, CID.Header, {
      meta: { Sticky: v.headerSticky, NavigationCId: v.headerMenuCId, UtilityNavigationCId: v.utilityMenuCId },
    });
    await writeContent(tx, actor, CID.Footer, {
      meta: { NavigationCId: v.footerMenuCId, NavigationTemplateId: v.footerMenuTemplateId },
    });
  },
};

const timeZone: SettingsGroup<SettingsValues['time-zone']> = {
  key: 'time-zone',
  label: 'Time zone',
  mojoAdminOnly: false,
  async read(q) {
    const v = (await miscRow(q, MD.Time_Zone, SITE_TIME_ZONE_ROW))?.value;
    return { timeZone: typeof v === 'string' && v ? v : 'UTC' };
  },
  check: (_q, v) => ({ timeZone: timeZoneName(v.timeZone, 'timeZone') }),
  write: (tx, actor, v) => writeMisc(tx, actor, MD.Time_Zone, SITE_TIME_ZONE_ROW, v.timeZone),
};

const seoTools: SettingsGroup<SettingsValues['seo-tools']> = {
  key: 'seo-tools',
  label: 'SEO tool defaults',
  mojoAdminOnly: false,
  async read(q) {
    const freq = await miscObject(q, MD.Seo_Tools, 'Default Change Frequency');
    const priority = num((await miscObject(q, MD.Seo_Tools, 'Default Sitemap Priority')).priority);
    const verify = await miscObject(q, MD.Seo_Tools, 'Search Engine Verification');
    return {
      changeFrequency: changeFrequencyName(freq.ChangeFrequency ?? 3),
      priority: priority ?? 0.5,
      googleVerification: str(verify.google),
      bingVerification: str(verify.bing),
    };
  },
  check(_q, v) {
    const code = (value: string, field: string, label: ErrorLabel) => {
      const t = one(value, field, label);
      if (!/^[A-Za-z0-9_=.-]*$/.test(t)) throw coded(422, 'settings.verificationCode', { label }, field);
      return t;
    };
    if (Math.round(v.priority * 10) !== v.priority * 10) throw coded(422, 'settings.priority', {}, 'priority');
    return {
      changeFrequency: v.changeFrequency,
      priority: v.priority,
      googleVerification: code(v.googleVerification, 'googleVerification', 'googleCode'),
      bingVerification: code(v.bingVerification, 'bingVerification', 'bingCode'),
    };
  },
  async write(tx, actor, v) {
    await writeMisc(tx, actor, MD.Seo_Tools, 'Default Change Frequency', {
      ChangeFrequency: changeFrequencyIndexOfName(v.changeFrequency),
      label: v.changeFrequency,
    });
    await writeMisc(tx, actor, MD.Seo_Tools, 'Default Sitemap Priority', { priority: v.priority });
    await writeMisc(tx, actor, MD.Seo_Tools, 'Search Engine Verification', {
      google: v.googleVerification,
      bing: v.bingVerification,
    });
  },
};

export const GENERAL_GROUPS: { [K in SettingsGroupKey]: SettingsGroup<SettingsValues[K]> } = {
  site,
  seo,
  'open-graph': openGraph,
  robots,
  'email-sender': emailSender,
  'header-footer': headerFooter,
  'time-zone': timeZone,
  'seo-tools': seoTools,
  editor,
  favicon,
};
