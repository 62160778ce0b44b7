// The demo site seeded at first start (unless SEED_DEMO=false): web pages in
// the menus, news, events, blog posts, projects and job openings with their
// blocks and an active version each, two forms (one with submissions) under
// the Form Manager tag, redirects, system messages and a few audit entries.
// Every id is 1000 or above, except the forms (FrmId 1 and 2).
import type { Queryable } from '../db/executor.js';
import type {
  AuditLog,
  Content,
  ContentBlock,
  ContentVersion,
  EventDate,
  EventItem,
  Form,
  FormSubmission,
  JsonValue,
  News,
  PageCSS,
  Redirect,
  SystemMessages,
  TagToContent,
} from '../../shared/generated/entities.generated.js';
import { sqlOf } from '../db/executor.js';
import { insertRows, insertTags } from './fixed-records.js';
import { block, headContent, metaData, metaDesc, snapshotOf, type BlockInput } from './data/blocks.js';
import { CT, TPL } from './data/content-types.js';
import { FIRST_GENERATED_TAG_ID, TAG, flattenTagTree } from './data/dashboard-tags.js';
import { miscEntries } from './data/misc-data.js';
import { CID } from './data/named-content.js';
import { DEMO_PAGES } from './data/demo-pages.js';
import { DEMO_NEWS } from './data/demo-news.js';
import { DEMO_EVENTS, type DemoEventDate } from './data/demo-events.js';
import { DEMO_JOBS, DEMO_POSTS, DEMO_PROJECTS } from './data/demo-posts.js';

/**
 * URL slug from a title (spec §5): trim, drop apostrophes, turn every run of
 * non-alphanumeric characters into one hyphen, lower-case, and drop empty
 * segments (so no leading, trailing or doubled hyphens).
 */
export function slugify(title: string): string {
  return title
    .trim()
    .replace(/['\u2018\u2019`]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .join('-')
    .toLowerCase();
}

const SITE_TIME_ZONE = 'America/New_York';

/** Minutes `zone` is ahead of UTC at the instant `utcMs`. */
function zoneOffsetMinutes(utcMs: number, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(utcMs));
  const n = (t: string) => Number(parts.find((p) => p.type === t)!.value);
  return (Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second')) - Math.floor(utcMs / 1000) * 1000) / 60_000;
}

/** The ISO instant of a local wall-clock time in the site's time zone, `dayOffset` days from today there. */
function siteTime(now: Date, dayOffset: number, hours: number): string {
  const todayThere = new Date(now.getTime() + zoneOffsetMinutes(now.getTime(), SITE_TIME_ZONE) * 60_000);
  const wall = Date.UTC(todayThere.getUTCFullYear(), todayThere.getUTCMonth(), todayThere.getUTCDate() + dayOffset) + Math.round(hours * 60) * 60_000;
  // Two passes settle the offset across a daylight-saving change.
  let utc = wall - zoneOffsetMinutes(wall, SITE_TIME_ZONE) * 60_000;
  utc = wall - zoneOffsetMinutes(utc, SITE_TIME_ZONE) * 60_000;
  return new Date(utc).toISOString();
}

interface ItemInput {
  ctId: number;
  title: string;
  seoTitle?: string;
  url: string;
  description: string;
  keywords?: string[];
  intro: string;
  photo?: string;
  meta: JsonValue;
  created: string;
  modified: string;
  blocks: BlockInput[];
  links: { tag: number; sort: number }[];
}

/** The page template of each page-like content type (they share ids 1-7). */
const PAGE_TEMPLATE: Record<number, number> = {
  [CT.Web_Page]: TPL.Web_Page,
  [CT.News_Detail]: TPL.News_Detail,
  [CT.Event_Detail]: TPL.Event_Detail,
  [CT.Blog_Detail]: TPL.Blog_Detail,
  [CT.Custom_Page]: TPL.Custom_Page,
  [CT.Project_Detail]: TPL.Project_Detail,
};

class DemoBuilder {
  readonly content: Content[] = [];
  readonly blocks: ContentBlock[] = [];
  readonly links: TagToContent[] = [];
  readonly versions: ContentVersion[] = [];
  private nextCId = 1000;
  private nextCbId = 1000;
  private nextCvId = 1000;

  add(item: ItemInput): number {
    const cId = this.nextCId++;
    const templateId = PAGE_TEMPLATE[item.ctId];
    const row: Content = {
      CId: cId,
      CtId: item.ctId,
      TemplateId: templateId,
      CTitle: item.title,
      CSeoTitle: item.seoTitle ?? item.title,
      CSeoUrl: item.url,
      CMetaDesc: metaDesc(item.description, item.keywords),
      CMetaData: item.meta,
      CHeadContent: item.photo ? headContent(item.photo) : null,
      CIntroPhoto: item.photo ?? null,
      CIntroText: item.intro,
      CIntroLink: item.url,
      CDeleted: false,
      CCreated: item.created,
      CLastModified: item.modified,
    };
    this.content.push(row);
    const blocks = item.blocks.map((b, i) => block(this.nextCbId++, cId, i + 1, b));
    this.blocks.push(...blocks);
    for (const l of item.links) this.links.push({ TId: l.tag, CId: cId, TemplateId: templateId, CSortOrder: l.sort, TtcPageUrl: item.url });
    this.versions.push({
      CvId: this.nextCvId++,
      CId: cId,
      Active: true,
      ChangeDate: item.modified,
      CvUserName: 'system',
      CvNote: 'Demo content',
      Snapshot: snapshotOf(row, blocks),
    });
    return cId;
  }
}

export async function seedDemoContent(tx: Queryable): Promise<void> {
  const nowDate = new Date();
  const now = nowDate.toISOString();
  const ago = (days: number, hours = 9.5) => siteTime(nowDate, -days, hours);
  const demo = new DemoBuilder();

  // --- web pages, in the menus ------------------------------------------------
  const pageIds = new Map<string, number>();
  DEMO_PAGES.forEach((p, i) => {
    const url = `${p.parentUrl ?? ''}/${slugify(p.title)}`;
    const id = demo.add({
      ctId: CT.Web_Page,
      title: p.title,
      seoTitle: p.seoTitle,
      url,
      description: p.description,
      intro: p.intro,
      photo: p.photo,
      meta: metaData('monthly', p.parentUrl ? 0.6 : 0.8),
      created: ago(200 - i),
      modified: ago(15 + i),
      blocks: p.blocks,
      links: p.menus,
    });
    pageIds.set(p.title, id);
  });

  // --- news ----------------------------------------------------------------------
  const news: News[] = [];
  DEMO_NEWS.forEach((n, i) => {
    const date = ago(n.daysAgo);
    const cId = demo.add({
      ctId: CT.News_Detail,
      title: n.title,
      url: `/news/${slugify(n.title)}`,
      description: n.description,
      intro: n.intro,
      photo: n.photo,
      meta: metaData('yearly', 0.5, { Category: n.category, Featured: n.featured ?? false }),
      created: date,
      modified: date,
      blocks: n.blocks,
      links: [{ tag: TAG.News, sort: i + 1 }],
    });
    news.push({
      NId: 1000 + i,
      CId: cId,
      NDate: date,
      NAuthor: n.author,
      NSource: n.source,
      NSourceUrl: n.sourceUrl ?? null,
      NLocation: n.location,
      NCategory: n.category,
      NFeatured: n.featured ?? false,
    });
  });

  // --- events ----------------------------------------------------------------------
  const events: EventItem[] = [];
  const eventDates: EventDate[] = [];
  const occurrence = (d: DemoEventDate, allDay: boolean) =>
    allDay ? { start: siteTime(nowDate, d.day, 0), end: siteTime(nowDate, d.day, 23 + 59 / 60) } : { start: siteTime(nowDate, d.day, d.start), end: siteTime(nowDate, d.day, d.start + d.hours) };
  const byFirstDate = [...DEMO_EVENTS].sort((a, b) => a.dates[0].day - b.dates[0].day);
  DEMO_EVENTS.forEach((e, i) => {
    const cId = demo.add({
      ctId: CT.Event_Detail,
      title: e.title,
      url: `/events/${slugify(e.title)}`,
      description: e.description,
      intro: e.intro,
      photo: e.photo,
      meta: metaData('weekly', 0.6, { Category: e.category }),
      created: ago(60 - i),
      modified: ago(3 + i),
      blocks: e.blocks,
      links: [{ tag: TAG.Event, sort: byFirstDate.indexOf(e) + 1 }],
    });
    const eiId = 1000 + i;
    events.push({
      EiId: eiId,
      CId: cId,
      EiLocation: e.location,
      EiAddress: e.address ?? null,
      EiCategory: e.category,
      EiAllDay: e.allDay ?? false,
      EiTimeZone: SITE_TIME_ZONE,
      EiRegistrationUrl: e.registrationUrl ?? null,
      EiContactName: e.contactName,
      EiContactEmail: e.contactEmail,
    });
    for (const d of e.dates) {
      const o = occurrence(d, e.allDay ?? false);
      eventDates.push({ EdId: 1000 + eventDates.length, EiId: eiId, CId: cId, EdStart: o.start, EdEnd: o.end });
    }
  });

  // --- blog posts ----------------------------------------------------------------
  const authors = miscEntries('Blog_Authors');
  const blogTags = miscEntries('Blog_Tags');
  DEMO_POSTS.forEach((p, i) => {
    const date = ago(p.daysAgo);
    const author = authors[p.author - 1];
    const tags = p.tags.map((t) => blogTags[t - 1]);
    demo.add({
      ctId: CT.Blog_Detail,
      title: p.title,
      url: `/blog/${slugify(p.title)}`,
      description: p.description,
      keywords: tags.map((t) => t.name),
      intro: p.intro,
      photo: p.photo,
      meta: metaData('monthly', 0.6, {
        BlogAuthor: author.id,
        BlogAuthorName: author.name,
        BlogTags: tags.map((t) => t.id),
        BlogTagNames: tags.map((t) => t.name),
        PublishDate: date,
      }),
      created: date,
      modified: date,
      blocks: p.blocks,
      links: [{ tag: TAG.Blog, sort: i + 1 }],
    });
  });

  // --- projects --------------------------------------------------------------------
  const markets = miscEntries('Markets');
  const services = miscEntries('Services');
  DEMO_PROJECTS.forEach((p, i) => {
    const market = markets[p.market - 1];
    const svc = p.services.map((s) => services[s - 1]);
    demo.add({
      ctId: CT.Project_Detail,
      title: p.title,
      url: `/projects/${slugify(p.title)}`,
      description: p.description,
      keywords: [market.name, ...svc.map((s) => s.name)],
      intro: p.intro,
      photo: p.photo,
      meta: metaData('yearly', 0.7, {
        Client: p.client,
        Location: p.location,
        Year: p.year,
        SquareFeet: p.squareFeet ?? null,
        Market: market.id,
        MarketName: market.name,
        Services: svc.map((s) => s.id),
        ServiceNames: svc.map((s) => s.name),
      }),
      created: ago(300 - 20 * i),
      modified: ago(20 + i),
      blocks: p.blocks,
      links: [{ tag: TAG.Projects, sort: i + 1 }],
    });
  });

  // --- job openings (Careers, a custom page type) -----------------------------------
  DEMO_JOBS.forEach((j, i) => {
    const date = ago(j.daysAgo);
    demo.add({
      ctId: CT.Custom_Page,
      title: j.title,
      url: `/careers/${slugify(j.title)}`,
      description: j.description,
      intro: j.intro,
      meta: metaData('weekly', 0.5, {
        Department: j.department,
        Location: j.location,
        EmploymentType: j.employmentType,
        Posted: date,
        ApplyEmail: 'careers@example.com',
        Open: true,
      }),
      created: date,
      modified: date,
      blocks: j.blocks,
      links: [{ tag: TAG.Careers, sort: i + 1 }],
    });
  });

  await insertRows(tx, 'Content', demo.content, now);
  await insertRows(tx, 'ContentBlock', demo.blocks, now);
  await insertRows(tx, 'News', news, now);
  await insertRows(tx, 'EventItem', events, now);
  await insertRows(tx, 'EventDate', eventDates, now);
  await insertRows(tx, 'TagToContent', demo.links, now);
  await insertRows(tx, 'ContentVersion', demo.versions, now);

  const css: PageCSS[] = [
    { PcId: 1000, CId: pageIds.get('About Us')!, PcCss: DEMO_PAGES.find((p) => p.title === 'About Us')!.css!, PcUpdated: ago(15) },
  ];
  await insertRows(tx, 'PageCSS', css, now);

  await seedForms(tx, ago);
  await seedSiteData(tx, nowDate, ago);
}

// --- forms: tags under Form Manager (90), the forms, submissions ----------------------

async function seedForms(tx: Queryable, ago: (days: number, hours?: number) => string) {
  const p = tx.dialect === 'sqlite' ? '?' : '$1';
  const max = await tx.first<{ m: number | null }>(sqlOf(`SELECT MAX("TId") AS "m" FROM "Tag" WHERE "TId" >= ${p}`, [FIRST_GENERATED_TAG_ID]));
  const firstId = Math.max(FIRST_GENERATED_TAG_ID, Number(max?.m ?? 0) + 1);
  // Form tags: their path is the form's submissions screen; the Form Manager lists the visible ones by name.
  const contactTagId = firstId;
  const rsvpTagId = firstId + 1;
  const formTags = flattenTagTree(
    [
      { id: contactTagId, name: 'Contact Us', path: `/form-submissions/${contactTagId}`, icon: 'ContactMail' },
      { id: rsvpTagId, name: 'Open House RSVP (archived)', path: `/form-submissions/${rsvpTagId}`, icon: 'EventAvailable', visible: false },
    ],
    { parentId: TAG.Form_Manager, depth: 0 },
  );
  await insertTags(tx, formTags);
  await tx.run(tx.builder.updateTable('Tag').set({ TChildId: contactTagId }).where('TId', '=', TAG.Form_Manager).compile());

  const forms: Form[] = [
    {
      FrmId: 1,
      FrmName: 'Contact Us',
      TId: contactTagId,
      FrmVisible: true,
      FrmMetaData: {
        description: 'The message form on the Contact Us page.',
        pageUrl: '/contact-us',
        storeSubmissions: true,
        notify: { to: ['info@example.com'], subject: 'New message from the website' },
        confirmationEmail: { enabled: true, templateCId: CID.Default_Email, subject: 'We received your message' },
      },
      FrmConfig: {
        fields: [
          { name: 'name', label: 'Your name', type: 'text', required: true, maxLength: 100, autocomplete: 'name' },
          { name: 'email', label: 'E-mail address', type: 'email', required: true, maxLength: 320, autocomplete: 'email' },
          { name: 'message', label: 'How can we help?', type: 'textarea', required: true, maxLength: 4000, rows: 6 },
        ],
        submitText: 'Send message',
        successMessage: 'Thank you! We will get back to you within one business day.',
        honeypotField: 'website',
      },
      FrmJavaScript: {
        onLoad: '',
        onSubmit: "window.dataLayer = window.dataLayer || []; window.dataLayer.push({ event: 'contact_form_submit' });",
      },
      FrmEmailMarketing: { enabled: false, providerCId: CID.EmailMarketing_Mailchimp, listId: '', subscribeField: null },
      FrmCreated: ago(190),
      FrmLastModified: ago(40),
    },
    {
      FrmId: 2,
      FrmName: 'Open House RSVP (archived)',
      TId: rsvpTagId,
      FrmVisible: false,
      FrmMetaData: { description: 'RSVPs for last year’s open house; kept for its submissions.', storeSubmissions: true, closed: true },
      FrmConfig: {
        fields: [
          { name: 'name', label: 'Name', type: 'text', required: true, maxLength: 100 },
          { name: 'email', label: 'E-mail', type: 'email', required: true, maxLength: 320 },
          { name: 'company', label: 'Company', type: 'text', required: false, maxLength: 200 },
          { name: 'guests', label: 'Number of guests', type: 'number', required: true, min: 1, max: 4 },
        ],
        submitText: 'RSVP',
        successMessage: 'See you at the open house!',
      },
      FrmJavaScript: { onLoad: '', onSubmit: '' },
      FrmEmailMarketing: { enabled: false },
      FrmCreated: ago(420),
      FrmLastModified: ago(330),
    },
  ];
  await insertRows(tx, 'Form', forms);

  const browsers = [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0',
  ];
  const machine = (i: number, referrer: string, page: string): JsonValue => ({
    userAgent: browsers[i % browsers.length],
    language: 'en-US',
    referrer,
    page,
    screen: i % 3 === 2 ? '390x844' : '1920x1080',
  });
  const contact: [string, string, string, string][] = [
    ['Angela Brooks', 'angela.brooks@example.org', 'We are planning a two-story addition to our medical office in Columbia and need a structural engineer. Could someone call me this week?', 'https://www.google.com/'],
    ['Marcus Lee', 'mlee@example.net', 'Does your firm do building condition assessments for HOA-owned properties? We have four 1970s garden-style buildings.', '/blog/what-is-a-building-condition-assessment-and-when-do-you-need-one'],
    ['Sofia Martinez', 'sofia.martinez@example.edu', 'I’m a junior in civil engineering at the state university. Is the summer internship open to students from out of state?', '/careers/civil-engineering-intern-summer'],
    ['Robert Chen', 'rchen@example.com', 'Please send the slides from the Mid-Atlantic Engineering Summit session on school portfolios.', '/events/mid-atlantic-engineering-summit'],
    ['Linda Okoye', 'l.okoye@example.org', 'Our church would like to add a green roof over the fellowship hall. What would a feasibility study cost?', '/blog/how-green-roofs-pay-for-themselves'],
    ['James Patel', 'jpatel@example.net', 'Is the Lunch & Learn series open to architects from other firms? Two of us would like to attend the first session.', '/events/lunch-learn-mass-timber-in-public-buildings'],
  ];
  const submissions: FormSubmission[] = contact.map(([name, email, message, referrer], i) => ({
    FsId: 1000 + i,
    FrmId: 1,
    FsMetaData: { name, email, message },
    FsMachineMeta: machine(i, referrer, '/contact-us'),
    FsDate: ago(2 + i * 5, 10 + (i % 6)),
    FsIp: `203.0.113.${17 + i * 11}`,
  }));
  const rsvps: [string, string, string, number][] = [
    ['Karen Walsh', 'kwalsh@example.com', 'Walsh Architects', 2],
    ['David Kim', 'dkim@example.org', 'County Public Schools', 1],
  ];
  rsvps.forEach(([name, email, company, guests], i) =>
    submissions.push({
      FsId: 1000 + submissions.length,
      FrmId: 2,
      FsMetaData: { name, email, company, guests },
      FsMachineMeta: machine(i + 1, 'https://www.linkedin.com/', '/events/fall-open-house'),
      FsDate: ago(380 - i * 3, 14),
      FsIp: `198.51.100.${40 + i * 7}`,
    }),
  );
  await insertRows(tx, 'FormSubmission', submissions);
}

// --- redirects, system messages, audit entries ---------------------------------------

async function seedSiteData(tx: Queryable, nowDate: Date, ago: (days: number, hours?: number) => string) {
  const redirects: Redirect[] = [
    { RId: 1000, RFrom: '/about', RTo: '/about-us', RType: '301', RHits: 214, RCreated: ago(180) },
    { RId: 1001, RFrom: '/news/2019-holiday-office-hours', RTo: '/news', RType: '301', RHits: 37, RCreated: ago(150) },
    { RId: 1002, RFrom: '/open-house', RTo: '/events/fall-open-house', RType: '302', RHits: 5, RCreated: ago(4) },
  ];
  await insertRows(tx, 'Redirect', redirects);

  const messages: SystemMessages[] = [
    {
      SId: 1000,
      SMessage: 'Welcome to the Cedar & Stone back office. New pages start as drafts; the Style Guide shows the block styles the site supports.',
      SType: 'info',
      SStart: ago(1, 0),
      SEnd: siteTime(nowDate, 30, 0),
      SArchived: false,
      SCreated: ago(1, 0),
    },
    {
      SId: 1001,
      SMessage: `Scheduled maintenance: the public site will be in maintenance mode on ${siteTime(nowDate, 7, 22).slice(0, 10)} from 10:00 to 11:00 pm Eastern. Save your work before then.`,
      SType: 'warning',
      SStart: ago(0, 0),
      SEnd: siteTime(nowDate, 7, 23),
      SArchived: false,
      SCreated: ago(0, 0),
    },
  ];
  await insertRows(tx, 'SystemMessages', messages);

  const audit: AuditLog[] = [
    { AlId: 1000, Type: 'Login', Message: 'Login Successful', UserName: 'maya.okafor', Date: ago(3, 8.75), RequestId: 'seed-0001' },
    { AlId: 1001, Type: 'Login', Message: 'Login Fail: Invalid user name or password', UserName: 'tom.whitaker', Date: ago(2, 13.1), RequestId: 'seed-0002' },
    { AlId: 1002, Type: 'Login', Message: 'Login Successful', UserName: 'tom.whitaker', Date: ago(2, 13.2), RequestId: 'seed-0003' },
    {
      AlId: 1003,
      Type: 'Update',
      Message: 'Updated Content 500 (Home)',
      UserName: 'maya.okafor',
      Date: ago(1, 11),
      Entity: 'Content',
      EntityKey: String(CID.HomePage),
      Diff: { CIntroText: { from: 'Engineering for communities.', to: 'Engineering the buildings and infrastructure communities rely on.' } },
      RequestId: 'seed-0004',
    },
  ];
  await insertRows(tx, 'AuditLog', audit);
}
