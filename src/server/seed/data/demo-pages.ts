// Demo web pages (Web_Page) of the fictional Cedar & Stone Engineering site,
// and where each sits in the menus (navigation tags 53-56).
import type { BlockInput } from './blocks.js';
import { demoImage } from './demo-images.js';
import { TAG } from '../../../shared/fixed-tags.js';

interface DemoPage {
  title: string;
  seoTitle?: string;
  description: string;
  intro: string;
  photo?: string;
  /** URL of the parent page when the page sits below another one. */
  parentUrl?: string;
  menus: { tag: number; sort: number }[];
  blocks: BlockInput[];
  css?: string;
}

export const DEMO_PAGES: DemoPage[] = [
  {
    title: 'About Us',
    seoTitle: 'About Cedar & Stone Engineering',
    description:
      'Since 1998 Cedar & Stone has engineered hospitals, schools, libraries and bridges across the Mid-Atlantic. Meet the firm.',
    intro: 'An employee-owned engineering firm of 85 people, based in Baltimore.',
    photo: demoImage('about/office-exterior'),
    menus: [
      { tag: TAG.PrimaryNavigation, sort: 1 },
      { tag: TAG.FooterNavigation, sort: 1 },
      { tag: TAG.SidebarNavigation, sort: 1 },
    ],
    blocks: [
      {
        headline: 'Our story',
        copy: '<p>Cedar &amp; Stone was founded in 1998 by two structural engineers who believed that good engineering should be invisible: buildings that simply work, for decades. Today we are an employee-owned firm of 85 engineers, designers and technicians with offices in Baltimore and Richmond.</p><p>We have delivered more than 1,400 projects for hospitals, school districts, universities, cities and developers.</p>',
        photo: demoImage('about/office-exterior'),
        alt: 'The Cedar & Stone office in a restored brick warehouse on Harbor Street',
        style: 'two-column',
        width: 900,
      },
      {
        headline: 'What we value',
        copy: '<ul><li><strong>Safety first</strong>, in our designs and on every site visit.</li><li><strong>Plain answers</strong>: clients get clear recommendations, not hedged reports.</li><li><strong>Stewardship</strong>: we design for the whole life of a building, including its energy use.</li></ul>',
        style: 'callout',
      },
      {
        headline: 'Leadership',
        copy: '<p>Our principals are licensed in twelve states and lead every project personally, from the first meeting to the final inspection.</p>',
        linkText: 'Meet our team',
        link: '/about-us/our-team',
      },
    ],
    css: '.page-about .callout { border-left: 4px solid #1f3a2e; padding-left: 1.5rem; }\n.page-about .two-column img { border-radius: 8px; }',
  },
  {
    title: 'Our Team',
    description: 'The principals and project leaders of Cedar & Stone Engineering.',
    intro: 'Licensed engineers who lead every project from the first meeting to the final inspection.',
    parentUrl: '/about-us',
    menus: [{ tag: TAG.SidebarNavigation, sort: 2 }],
    blocks: [
      {
        headline: 'Maya Okafor, PE — Principal, Structural Engineering',
        copy: '<p>Maya has designed schools, hospitals and bridges for twenty years and leads our structural group.</p>',
        photo: demoImage('team/maya-okafor'),
        alt: 'Portrait of Maya Okafor',
        width: 600,
      },
      {
        headline: 'Daniel Reyes — Sustainability Director',
        copy: '<p>Daniel helps clients reduce operating carbon and certify buildings under LEED and ENERGY STAR.</p>',
        photo: demoImage('team/daniel-reyes'),
        alt: 'Portrait of Daniel Reyes',
        width: 600,
      },
      {
        headline: 'Priya Natarajan, PE — Civil Engineering Lead',
        copy: '<p>Priya designs stormwater and site infrastructure for municipalities and campuses.</p>',
        photo: demoImage('team/priya-natarajan'),
        alt: 'Portrait of Priya Natarajan',
        width: 600,
      },
    ],
  },
  {
    title: 'Services',
    seoTitle: 'Engineering Services | Structural, Civil, MEP & Sustainability',
    description:
      'Structural, civil and site, MEP engineering, sustainability consulting and building condition assessments.',
    intro: 'Full-service engineering under one roof.',
    photo: demoImage('services/drawings-review'),
    menus: [{ tag: TAG.PrimaryNavigation, sort: 2 }],
    blocks: [
      {
        headline: 'Structural engineering',
        copy: '<p>New buildings, additions, renovations and forensic investigations in steel, concrete, masonry and mass timber.</p>',
        photo: demoImage('services/steel-frame'),
        alt: 'Steel frame of a four-story building under construction',
        width: 900,
      },
      {
        headline: 'Civil & site engineering',
        copy: '<p>Grading, utilities, stormwater management and permitting for campuses, parks and public facilities.</p>',
      },
      {
        headline: 'MEP engineering',
        copy: '<p>Mechanical, electrical and plumbing systems designed for low energy use and easy maintenance.</p>',
      },
      {
        headline: 'Sustainability consulting',
        copy: '<p>Energy modeling, LEED and ENERGY STAR certification, and decarbonization roadmaps for building portfolios.</p>',
        linkText: 'Read our sustainability articles',
        link: '/blog',
      },
    ],
  },
  {
    title: 'Markets We Serve',
    description: 'Healthcare, education, municipal, commercial and transportation clients rely on Cedar & Stone.',
    intro: 'Deep experience in the building types that communities depend on.',
    menus: [{ tag: TAG.PrimaryNavigation, sort: 3 }],
    blocks: [
      {
        headline: 'Healthcare',
        copy: '<p>Outpatient pavilions, operating suites and hospital renovations that keep departments open during construction.</p>',
        photo: demoImage('markets/healthcare'),
        alt: 'Daylit hospital corridor with patient rooms',
        width: 900,
      },
      {
        headline: 'Education',
        copy: '<p>K-12 schools and university buildings, from new classrooms to stormwater upgrades scheduled around the school year.</p>',
        photo: demoImage('markets/education'),
        alt: 'Students walking into a new elementary school',
        width: 900,
      },
      {
        headline: 'Municipal & transportation',
        copy: '<p>Libraries, public works facilities, pedestrian bridges and streetscapes for cities and counties.</p>',
      },
    ],
  },
  {
    title: 'Projects',
    seoTitle: 'Project Portfolio',
    description: 'Selected projects by Cedar & Stone Engineering: libraries, hospitals, schools and bridges.',
    intro: 'A selection of our recent work.',
    menus: [{ tag: TAG.PrimaryNavigation, sort: 4 }],
    blocks: [
      {
        headline: 'Our projects',
        copy: '<p>Browse recent work by market or service. Every project is led by a principal of the firm.</p>',
      },
      { headline: 'Recent projects', style: 'feed', meta: { feed: 'projects', tag: TAG.Projects, count: 12 } },
    ],
  },
  {
    title: 'News',
    seoTitle: 'News & Press',
    description: 'Project milestones, awards and firm news from Cedar & Stone Engineering.',
    intro: 'The latest from our firm.',
    menus: [{ tag: TAG.PrimaryNavigation, sort: 5 }],
    blocks: [
      {
        headline: 'News & press',
        copy: '<p>Project milestones, awards and announcements. Members of the press can reach us at <a href="mailto:press@example.com">press@example.com</a>.</p>',
      },
      { headline: 'Latest news', style: 'feed', meta: { feed: 'news', tag: TAG.News, count: 10 } },
    ],
  },
  {
    title: 'Events',
    description: 'Webinars, open houses, lunch-and-learns and career fairs hosted by Cedar & Stone Engineering.',
    intro: 'Join us online and in person.',
    menus: [{ tag: TAG.SecondaryNavigation, sort: 1 }],
    blocks: [
      {
        headline: 'Upcoming events',
        copy: '<p>Continuing-education sessions qualify for professional development hours (PDH).</p>',
      },
      { headline: 'Calendar', style: 'feed', meta: { feed: 'events', tag: TAG.Event, groupByCategory: true } },
    ],
  },
  {
    title: 'Blog',
    seoTitle: 'Engineering Insights Blog',
    description: 'Practical articles from our engineers on renovation, resilience, sustainability and careers.',
    intro: 'Practical insights from our engineers.',
    menus: [{ tag: TAG.SecondaryNavigation, sort: 2 }],
    blocks: [
      { headline: 'Insights', copy: '<p>Our engineers write about the questions clients ask us most.</p>' },
      { headline: 'Latest posts', style: 'feed', meta: { feed: 'blog', tag: TAG.Blog, count: 9 } },
    ],
  },
  {
    title: 'Careers',
    seoTitle: 'Careers at Cedar & Stone Engineering',
    description: 'Engineering jobs and internships at an employee-owned firm in Baltimore and Richmond.',
    intro: 'See your work built.',
    photo: demoImage('home/team-meeting'),
    menus: [
      { tag: TAG.SecondaryNavigation, sort: 3 },
      { tag: TAG.FooterNavigation, sort: 2 },
    ],
    blocks: [
      {
        headline: 'Why work with us',
        copy: '<ul><li>Employee ownership after one year</li><li>Paid licensure exams and review courses</li><li>Flexible hours and two remote days a week</li><li>A mentor from your first day</li></ul>',
        photo: demoImage('home/team-meeting'),
        alt: 'Engineers discussing a building model around a table',
        width: 900,
      },
      { headline: 'Open positions', style: 'feed', meta: { feed: 'careers', tag: TAG.Careers } },
    ],
  },
  {
    title: 'Contact Us',
    seoTitle: 'Contact Cedar & Stone Engineering',
    description: 'Call, e-mail or visit our Baltimore and Richmond offices, or send us a message.',
    intro: 'Tell us about your project.',
    menus: [
      { tag: TAG.PrimaryNavigation, sort: 6 },
      { tag: TAG.SecondaryNavigation, sort: 4 },
    ],
    blocks: [
      {
        headline: 'Baltimore (headquarters)',
        copy: '<p>1200 Harbor Street, Suite 400<br>Baltimore, MD 21230<br><a href="tel:+14105550142">(410) 555-0142</a></p>',
        linkText: 'Get directions',
        link: 'https://www.openstreetmap.org/search?query=Harbor%20Street%20Baltimore',
        target: '_blank',
      },
      {
        headline: 'Richmond',
        copy: '<p>300 East Main Street, Floor 6<br>Richmond, VA 23219<br><a href="tel:+18045550187">(804) 555-0187</a></p>',
      },
      {
        headline: 'Send us a message',
        copy: '<p>We answer every message within one business day.</p>',
        style: 'form',
        meta: { formId: 1 },
      },
    ],
  },
  {
    title: 'Privacy Policy',
    description: 'How Cedar & Stone Engineering collects, uses and protects personal information.',
    intro: 'How we handle your information.',
    menus: [{ tag: TAG.FooterNavigation, sort: 3 }],
    blocks: [
      {
        headline: 'Information we collect',
        copy: '<p>When you send us a message or register for an event we keep your name, e-mail address and what you tell us. Our website also records anonymous usage statistics.</p>',
      },
      {
        headline: 'How we use it',
        copy: '<p>We use your information only to answer you, to run the events you registered for and, if you agreed, to send our newsletter. We never sell personal information.</p>',
      },
      {
        headline: 'Your choices',
        copy: '<p>You can ask us to see, correct or delete your information at any time by writing to <a href="mailto:privacy@example.com">privacy@example.com</a>.</p>',
      },
    ],
  },
  {
    title: 'Accessibility Statement',
    description: 'Our commitment to a website that everyone can use, and how to report a barrier.',
    intro: 'Everyone should be able to use our website.',
    menus: [{ tag: TAG.FooterNavigation, sort: 4 }],
    blocks: [
      {
        headline: 'Our commitment',
        copy: '<p>We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA and test every new page with assistive technology.</p>',
      },
      {
        headline: 'Report a barrier',
        copy: '<p>If something on this site does not work for you, call <a href="tel:+14105550142">(410) 555-0142</a> or e-mail <a href="mailto:accessibility@example.com">accessibility@example.com</a>. We will respond within two business days.</p>',
      },
    ],
  },
];
