// The demo site seeded at first start (unless SEED_DEMO=false): web pages in
// the menus, news, events, blog posts, projects and job openings with their
// blocks and an active version each, two forms (one with submissions) under
// the Form Manager tag, redirects, system messages and a few audit entries.
// Every id is 1000 or above, except the forms (FrmId 1 and 2).
import type { Queryable } from '../platform/db/executor.js';
import type {
  Content,
  ContentBlock,
  ContentVersion,
  EventDate,
  EventItem,
  JsonValue,
  News,
  PageCSS,
  TagToContent,
} from '../../shared/generated/entities.generated.js';
import { insertRows } from './fixed-records.js';
import { block, headContent, metaData, metaDesc, snapshotOf, type BlockInput } from './data/blocks.js';
import { CT, TPL } from '../../shared/content-types.js';
import { TAG } from '../../shared/fixed-tags.js';
import { miscEntries } from './data/misc-data.js';
import { DEMO_PAGES } from './data/demo-pages.js';
import { DEMO_NEWS } from './data/demo-news.js';
import { DEMO_EVENTS, type DemoEventDate } from './data/demo-events.js';
import { DEMO_JOBS, DEMO_POSTS, DEMO_PROJECTS } from './data/demo-posts.js';
import { seedDemoComments } from './demo-comments.js';
import { seedForms } from './demo-forms.js';
import { seedDemoMenus, type MenuPlacement } from './demo-menus.js';
import { slugify } from '../../shared/slug.js';
import { seedSiteData } from './demo-site-data.js';
import { seedDemoMedia } from './demo-media.js';
import { seedDemoTokens } from './demo-tokens.js';
import { SITE_TIME_ZONE, siteTime } from './site-time.js';

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
    for (const l of item.links)
      this.links.push({ TId: l.tag, CId: cId, TemplateId: templateId, CSortOrder: l.sort, TtcPageUrl: item.url });
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
  const menuPlaces: MenuPlacement[] = [];
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
      links: [], // menus place pages through item tags (seedDemoMenus)
    });
    pageIds.set(p.title, id);
    menuPlaces.push({ cId: id, title: p.title, url, parentUrl: p.parentUrl, templateId: TPL.Web_Page, menus: p.menus });
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
    allDay
      ? { start: siteTime(nowDate, d.day, 0), end: siteTime(nowDate, d.day, 23 + 59 / 60) }
      : { start: siteTime(nowDate, d.day, d.start), end: siteTime(nowDate, d.day, d.start + d.hours) };
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
  const blogPosts: { cId: number; daysAgo: number }[] = [];
  DEMO_POSTS.forEach((p, i) => {
    const date = ago(p.daysAgo);
    const author = authors[p.author - 1];
    const tags = p.tags.map((t) => blogTags[t - 1]);
    const cId = demo.add({
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
    blogPosts.push({ cId, daysAgo: p.daysAgo });
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
    {
      PcId: 1000,
      CId: pageIds.get('About Us')!,
      PcCss: DEMO_PAGES.find((p) => p.title === 'About Us')!.css!,
      PcUpdated: ago(15),
    },
  ];
  await insertRows(tx, 'PageCSS', css, now);

  await seedDemoComments(
    tx,
    [...blogPosts].sort((a, b) => a.daysAgo - b.daysAgo).map((p) => p.cId),
    ago,
  );
  await seedForms(tx, ago);
  await seedDemoMenus(tx, menuPlaces, now);
  await seedSiteData(tx, nowDate, ago);
  await seedDemoMedia(tx, now);
  await seedDemoTokens(tx, now);
}
