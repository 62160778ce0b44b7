// The named content records of spec §3 with their fixed ids, and their blocks.
// The demo organization is a fictional engineering firm, Cedar & Stone
// Engineering; its name, contact details and texts are in site-texts.ts.
import type {
  Content,
  ContentBlock,
  ContentVersion,
  TagToContent,
} from '../../../shared/generated/entities.generated.js';
import { CT, TPL } from '../../../shared/content-types.js';
import { TAG } from '../../../shared/fixed-tags.js';
import { block, headContent, metaData, metaDesc, snapshotOf } from './blocks.js';
import { demoImage } from './demo-images.js';
import { createHash } from 'node:crypto';
import { DEFAULT_EMAIL_HTML, FOOTER_HTML, FORGOT_PASSWORD_HTML, HEADER_HTML, ROBOTS_TXT, SITE } from './site-texts.js';

export const CID = {
  Primary_Nav: 1,
  Secondary_Nav: 2,
  Footer_Nav: 3,
  Cache: 4,
  EmergencyAlert: 5,
  Header: 6,
  Footer: 7,
  EmailMarketing_Mailchimp: 9,
  Maintenance_Mode: 19,
  Robots_Txt: 23,
  EmailMarketing_ConstantContact: 24,
  EmailMarketing_CampaignMonitor: 25,
  EmailMarketing_Emma: 26,
  Default_Email: 50,
  Forgot_Password: 55,
  SeoDData: 67,
  SeoOGData: 68,
  HomePage: 500,
  Page_404: 506,
} as const;

const emailMarketing = (
  cId: number,
  provider: string,
  key: string,
  apiBaseUrl: string,
  extra: Record<string, string | boolean>,
): Content => ({
  CId: cId,
  CtId: CT.Notes,
  CTitle: `Email Marketing: ${provider}`,
  CIntroText: `Connection settings for ${provider}. The API key itself is kept in the Key Manager under "${key}".`,
  CMetaData: {
    Provider: provider,
    Enabled: false,
    ApiBaseUrl: apiBaseUrl,
    ApiKeyName: key,
    DefaultListId: '',
    DoubleOptIn: true,
    ...extra,
  },
});

interface NamedContent {
  content: Content[];
  blocks: ContentBlock[];
  links: TagToContent[];
  versions: ContentVersion[];
}

export function namedContent(now: string): NamedContent {
  const content: Content[] = [
    {
      CId: CID.Primary_Nav,
      CtId: CT.Navigation,
      TemplateId: TPL.Primary_Navigation,
      CTitle: 'Primary Navigation',
      CMetaData: { TId: TAG.PrimaryNavigation, MaxDepth: 2, ShowSearch: true, Sticky: true },
    },
    {
      CId: CID.Secondary_Nav,
      CtId: CT.Navigation,
      TemplateId: TPL.Secondary_Navigation,
      CTitle: 'Secondary Navigation',
      CMetaData: { TId: TAG.SecondaryNavigation, MaxDepth: 1 },
    },
    {
      CId: CID.Footer_Nav,
      CtId: CT.Navigation,
      TemplateId: TPL.Footer_Navigation,
      CTitle: 'Footer Navigation',
      CMetaData: { TId: TAG.FooterNavigation, MaxDepth: 1, Columns: 3 },
    },
    {
      CId: CID.Cache,
      CtId: CT.Cache_Hash,
      CTitle: 'Cache',
      CIntroText: 'Changes whenever a cache is cleared; public pages add it to asset URLs.',
      CMetaData: { Hash: createHash('sha1').update(now).digest('hex').slice(0, 12), Cleared: now },
    },
    {
      CId: CID.EmergencyAlert,
      CtId: CT.Shared_Content,
      TemplateId: TPL.Shared_Content,
      CTitle: 'Emergency Alert',
      CMetaData: { Enabled: false, Severity: 'warning', Start: null, End: null, Dismissible: true },
    },
    {
      CId: CID.Header,
      CtId: CT.Header_Template,
      CTitle: 'Header',
      CMetaData: {
        NavigationCId: CID.Primary_Nav,
        UtilityNavigationCId: CID.Secondary_Nav,
        NavigationTemplateId: TPL.Primary_Navigation,
        Sticky: true,
      },
    },
    {
      CId: CID.Footer,
      CtId: CT.Footer_Template,
      CTitle: 'Footer',
      CMetaData: { NavigationCId: CID.Footer_Nav, NavigationTemplateId: TPL.Footer_Navigation },
    },
    emailMarketing(CID.EmailMarketing_Mailchimp, 'Mailchimp', 'Mailchimp_ApiKey', 'https://us1.api.mailchimp.com/3.0', {
      DataCenter: 'us1',
    }),
    {
      CId: CID.Maintenance_Mode,
      CtId: CT.Shared_Content,
      TemplateId: TPL.Shared_Content,
      CTitle: 'Maintenance Mode',
      CMetaData: { Enabled: false, AllowedIps: [], RetryAfterMinutes: 30 },
    },
    {
      CId: CID.Robots_Txt,
      CtId: CT.Notes,
      CTitle: 'Robots.txt',
      CSeoUrl: '/robots.txt',
      CIntroText: 'Served as /robots.txt on the public site.',
    },
    emailMarketing(
      CID.EmailMarketing_ConstantContact,
      'Constant Contact',
      'ConstantContact_ApiKey',
      'https://api.cc.email/v3',
      {},
    ),
    emailMarketing(
      CID.EmailMarketing_CampaignMonitor,
      'Campaign Monitor',
      'CampaignMonitor_ApiKey',
      'https://api.createsend.com/api/v3.3',
      { ClientId: '' },
    ),
    emailMarketing(CID.EmailMarketing_Emma, 'Emma', 'Emma_ApiKey', 'https://api.e2ma.net', { AccountId: '' }),
    {
      CId: CID.Default_Email,
      CtId: CT.Email_Template,
      CTitle: 'Default Email',
      CIntroText: 'The layout every e-mail is sent in; {{body}} is replaced by the message.',
      // Addresses empty: mail goes out from the server's MAIL_FROM, replies to it, until General Settings names a sender.
      CMetaData: { FromName: SITE.name, FromAddress: '', ReplyTo: '' },
    },
    {
      CId: CID.Forgot_Password,
      CtId: CT.Email_Template,
      CTitle: 'Forgot Password',
      CIntroText: 'Sent when someone asks for a password reset; {{link}} is the reset address.',
      CMetaData: { LayoutCId: CID.Default_Email, LinkValidMinutes: 60 },
    },
    {
      CId: CID.SeoDData,
      CtId: CT.Notes,
      CTitle: 'SEO Default Data',
      CMetaDesc: metaDesc(
        'Cedar & Stone Engineering designs structures, sites and building systems for hospitals, schools and communities across the Mid-Atlantic.',
        ['engineering firm', 'structural engineering', 'civil engineering', 'Baltimore'],
      ),
      CMetaData: {
        SiteName: SITE.name,
        TitleSeparator: ' | ',
        TitleSuffix: SITE.name,
        CanonicalHost: SITE.url,
        Robots: 'index, follow',
        Organization: {
          name: SITE.name,
          url: SITE.url,
          telephone: '+1-410-555-0142',
          email: SITE.email,
          address: SITE.address,
        },
      },
    },
    {
      CId: CID.SeoOGData,
      CtId: CT.Notes,
      CTitle: 'SEO Open Graph Data',
      CMetaData: {
        'og:site_name': SITE.name,
        'og:type': 'website',
        'og:locale': 'en_US',
        'og:image': `${SITE.url}${demoImage('og-default')}`,
        'og:image:width': 1200,
        'og:image:height': 630,
        'twitter:card': 'summary_large_image',
        'twitter:site': '@cedarstone_eng',
      },
      CHeadContent: headContent(demoImage('og-default')),
    },
    {
      CId: CID.HomePage,
      CtId: CT.Web_Page,
      TemplateId: TPL.Web_Page,
      CTitle: 'Home',
      CSeoTitle: 'Cedar & Stone Engineering | Structural, Civil & MEP Engineers',
      CSeoUrl: '/',
      CMetaDesc: metaDesc(
        'Structural, civil and MEP engineering for healthcare, education and public clients. Based in Baltimore, working across the Mid-Atlantic since 1998.',
        ['engineering', 'structural engineers', 'civil engineers', 'MEP'],
      ),
      CMetaData: metaData('daily', 1.0),
      CHeadContent: headContent(demoImage('home/hero-bridge')),
      CIntroPhoto: demoImage('home/hero-bridge'),
      CIntroText: 'Engineering the buildings and infrastructure communities rely on.',
      CIntroLink: '/',
    },
    {
      CId: CID.Page_404,
      CtId: CT.Web_Page,
      TemplateId: TPL.Web_Page,
      CTitle: 'Page Not Found',
      CSeoTitle: 'Page Not Found',
      CSeoUrl: '/404',
      CMetaDesc: metaDesc('The page you are looking for could not be found.'),
      CMetaData: metaData('never', 0, { NoIndex: true }),
    },
  ];
  for (const c of content) {
    c.CCreated = now;
    c.CLastModified = now;
  }

  let cbId = 1;
  const b = (cId: number, sort: number, input: Parameters<typeof block>[3]) => block(cbId++, cId, sort, input);
  const blocks: ContentBlock[] = [
    b(CID.EmergencyAlert, 1, {
      headline: 'Offices closed today due to severe weather',
      copy: '<p>Our Baltimore office is closed today for the safety of our staff. Project teams are working remotely and can be reached by e-mail as usual. We expect to reopen tomorrow at 8:00 a.m.</p>',
      linkText: 'Contact us',
      link: '/contact-us',
      style: 'alert',
    }),
    b(CID.Header, 1, {
      headline: SITE.name,
      copy: HEADER_HTML,
      photo: demoImage('logo'),
      alt: `${SITE.name} logo`,
      linkText: 'Home',
      link: '/',
      width: 240,
      style: 'header',
    }),
    b(CID.Footer, 1, {
      headline: SITE.name,
      copy: FOOTER_HTML,
      photo: demoImage('logo-white'),
      alt: `${SITE.name} logo`,
      width: 200,
      style: 'footer',
    }),
    b(CID.Footer, 2, {
      headline: 'Follow us',
      copy: '<ul class="social"><li><a href="https://www.linkedin.com/">LinkedIn</a></li><li><a href="https://www.instagram.com/">Instagram</a></li><li><a href="https://www.youtube.com/">YouTube</a></li></ul>',
      style: 'footer-social',
    }),
    b(CID.Maintenance_Mode, 1, {
      headline: 'We’ll be right back',
      copy:
        '<p>Our website is undergoing scheduled maintenance and will be back shortly. Thank you for your patience.</p><p>For anything urgent, call us at ' +
        SITE.phone +
        ' or write to <a href="mailto:' +
        SITE.email +
        '">' +
        SITE.email +
        '</a>.</p>',
      style: 'maintenance',
    }),
    b(CID.Robots_Txt, 1, { headline: 'robots.txt', copy: ROBOTS_TXT, style: 'plain-text' }),
    b(CID.Default_Email, 1, { headline: '{{subject}}', copy: DEFAULT_EMAIL_HTML, style: 'email-layout' }),
    b(CID.Forgot_Password, 1, {
      headline: `Reset your ${SITE.name} password`,
      copy: FORGOT_PASSWORD_HTML,
      style: 'email',
    }),
    b(CID.HomePage, 1, {
      headline: 'Engineering the places communities rely on',
      copy: '<p>For more than 25 years, Cedar &amp; Stone has designed the structures, sites and building systems behind hospitals, schools, libraries and bridges across the Mid-Atlantic.</p>',
      photo: demoImage('home/hero-bridge'),
      alt: 'Pedestrian bridge over the Jones Falls at sunrise, designed by Cedar & Stone',
      caption: 'Jones Falls pedestrian bridge, Baltimore',
      linkText: 'See our projects',
      link: '/projects',
      style: 'hero',
      width: 1920,
    }),
    b(CID.HomePage, 2, {
      headline: 'What we do',
      copy: '<ul><li>Structural engineering for new buildings and renovations</li><li>Civil and site engineering, including stormwater management</li><li>Mechanical, electrical and plumbing design</li><li>Sustainability consulting and energy modeling</li></ul>',
      photo: demoImage('home/engineers-site-review'),
      alt: 'Two engineers reviewing drawings on a construction site',
      linkText: 'Our services',
      link: '/services',
      style: 'two-column',
      width: 900,
    }),
    b(CID.HomePage, 3, {
      headline: 'Featured project: Riverside Public Library',
      copy: '<p>A 1930s library, restored and expanded with a mass-timber reading room. The renovation cut the building’s energy use by 42% while keeping its historic façade.</p>',
      photo: demoImage('projects/riverside-library-reading-room'),
      alt: 'Mass-timber reading room of the Riverside Public Library with tall windows',
      caption: 'Photo: Jordan Ellis',
      linkText: 'Read the case study',
      link: '/projects/riverside-public-library-renovation',
      style: 'callout',
      width: 1200,
    }),
    b(CID.HomePage, 4, {
      headline: 'News & insights',
      copy: '<p>Project milestones, awards and practical articles from our engineers on resilient design, building codes and sustainability.</p>',
      linkText: 'Latest news',
      link: '/news',
      style: 'default',
      meta: { feed: 'news', count: 3 },
    }),
    b(CID.HomePage, 5, {
      headline: 'Build your career with us',
      copy: '<p>We are hiring engineers and designers who want to see their work built. Flexible hours, licensure support and a mentor from day one.</p>',
      photo: demoImage('home/team-meeting'),
      alt: 'Cedar & Stone team members talking around a table with a building model',
      linkText: 'View open positions',
      link: '/careers',
      style: 'callout',
      width: 1200,
    }),
    b(CID.Page_404, 1, {
      headline: 'We can’t find that page',
      copy: '<p>The page you are looking for may have moved or no longer exists. Try the search above, or start again from our home page.</p>',
      linkText: 'Back to the home page',
      link: '/',
      style: 'default',
    }),
  ];

  // The home page's menu item is made with the menus (fixed-records.ts).
  const links: TagToContent[] = [];

  const byCId = (id: number) => content.find((c) => c.CId === id)!;
  const versions: ContentVersion[] = [CID.HomePage, CID.Page_404].map((id, i) => ({
    CvId: i + 1,
    CId: id,
    Active: true,
    ChangeDate: now,
    CvUserName: 'system',
    CvNote: 'Created at first start',
    Snapshot: snapshotOf(byCId(id), blocks),
  }));

  return { content, blocks, links, versions };
}
