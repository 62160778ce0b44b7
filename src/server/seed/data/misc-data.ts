// Misc data rows for each kind of spec §3 (Token_Location 1 ... AI_Settings 10).
// Ids are kind × 100 + position, so that content can refer to a blog author
// or a market by a stable id (e.g. blog author 601, market 701).
import type { JsonValue, MiscData } from '../../../shared/generated/entities.generated.js';
import { demoImage } from './demo-images.js';
import { BLOCK_STYLES } from './block-styles.js';
import { MD_KIND } from '../../../shared/misc-data-kinds.js';

type Entry = [name: string, value: JsonValue];

const ENTRIES: Record<keyof typeof MD_KIND, Entry[]> = {
  // The insertion points of custom code (docs/tokens.md), in page order; `placement` is the key a template inserts one by.
  Token_Location: [
    [
      'Head Start',
      { placement: 'head-start', description: 'Inserted right after <head> (consent managers, tag manager loaders).' },
    ],
    [
      'Head End',
      { placement: 'head-end', description: 'Inserted just before </head> (verification tags, style sheets).' },
    ],
    [
      'Body Start',
      { placement: 'body-start', description: 'Inserted right after <body> (tag manager no-script frames).' },
    ],
    [
      'Body End',
      { placement: 'body-end', description: 'Inserted just before </body> (chat widgets, deferred scripts).' },
    ],
  ],
  Seo_Tools: [
    ['Default Change Frequency', { ChangeFrequency: 3, label: 'weekly' }],
    ['Default Sitemap Priority', { priority: 0.5 }],
    ['Title Suffix', { separator: ' | ', suffix: 'Cedar & Stone Engineering' }],
    ['Search Engine Verification', { google: '', bing: '' }],
  ],
  Time_Zone: [
    ['Site Time Zone', 'America/New_York'],
    ['Central Time', 'America/Chicago'],
    ['Mountain Time', 'America/Denver'],
    ['Pacific Time', 'America/Los_Angeles'],
  ],
  Content_Editing: [
    // MdId 401: the style guide's block styles (style-guide/block-styles.ts).
    ['Block Styles', BLOCK_STYLES],
    [
      'Image Upload Limits',
      { maxWidth: 2400, maxHeight: 2400, maxBytes: 10485760, formats: ['jpg', 'png', 'webp', 'svg'] },
    ],
    ['Editor Options', { spellCheck: true, autosaveSeconds: 60, pasteAsPlainText: false }],
  ],
  Blog_Tags: [
    ['Structural Engineering', { slug: 'structural-engineering' }],
    ['Sustainability', { slug: 'sustainability' }],
    ['Infrastructure', { slug: 'infrastructure' }],
    ['Project Delivery', { slug: 'project-delivery' }],
    ['Careers & Culture', { slug: 'careers-culture' }],
    ['Technology', { slug: 'technology' }],
  ],
  Blog_Authors: [
    [
      'Maya Okafor, PE',
      {
        title: 'Principal, Structural Engineering',
        email: 'maya.okafor@example.com',
        photo: demoImage('team/maya-okafor'),
        bio: 'Maya leads the structural group and has designed schools, hospitals and bridges across the Mid-Atlantic for twenty years.',
      },
    ],
    [
      'Daniel Reyes',
      {
        title: 'Sustainability Director',
        email: 'daniel.reyes@example.com',
        photo: demoImage('team/daniel-reyes'),
        bio: 'Daniel helps clients cut operating carbon and certify buildings under LEED and ENERGY STAR.',
      },
    ],
    [
      'Priya Natarajan, PE',
      {
        title: 'Civil Engineering Lead',
        email: 'priya.natarajan@example.com',
        photo: demoImage('team/priya-natarajan'),
        bio: 'Priya designs stormwater and site infrastructure for municipalities and campuses.',
      },
    ],
    [
      'Tom Whitaker',
      {
        title: 'Director of People',
        email: 'tom.whitaker@example.com',
        photo: demoImage('team/tom-whitaker'),
        bio: 'Tom runs recruiting, mentoring and the firm’s internship program.',
      },
    ],
  ],
  Markets: [
    ['Healthcare', { slug: 'healthcare', icon: 'LocalHospital' }],
    ['Education', { slug: 'education', icon: 'School' }],
    ['Municipal & Government', { slug: 'municipal-government', icon: 'AccountBalance' }],
    ['Commercial & Mixed Use', { slug: 'commercial-mixed-use', icon: 'Business' }],
    ['Transportation', { slug: 'transportation', icon: 'Train' }],
  ],
  Services: [
    ['Structural Engineering', { slug: 'structural-engineering' }],
    ['Civil & Site Engineering', { slug: 'civil-site-engineering' }],
    ['MEP Engineering', { slug: 'mep-engineering' }],
    ['Sustainability Consulting', { slug: 'sustainability-consulting' }],
    ['Building Condition Assessments', { slug: 'building-condition-assessments' }],
    ['Construction Administration', { slug: 'construction-administration' }],
  ],
  // AI tools (docs/ai-tools.md): {use, system, user}; {{placeholders}} are filled from the page (ai/prompt-fill.ts).
  AI_Prompt: [
    [
      'Meta Description',
      {
        use: 'meta',
        system:
          'You write concise, accurate meta descriptions for the website of {{siteName}}. Answer with the description only: plain text, one sentence or two, at most 155 characters, no quotes, no emojis.',
        user: 'Page title: {{title}}\nCurrent meta description: {{metaDescription}}\nIntro: {{intro}}\nPage text:\n{{content}}',
      },
    ],
    [
      'Block Copy',
      {
        use: 'content',
        system:
          'You are a copywriter for {{siteName}}. Write clear, friendly, factual copy in American English. Answer with the copy only, as short paragraphs using HTML <p>, <h2>, <ul> and <li> tags only.',
        user: 'Page title: {{title}}\nBlock headline: {{headline}}\nCurrent copy:\n{{block}}\n\nRequest: {{instruction}}',
      },
    ],
  ],
  AI_Settings: [
    [
      'Connection',
      {
        baseUrl: 'https://api.openai.com/v1',
        model: 'gpt-4o-mini',
        temperature: 0.7,
        maxTokens: 800,
        keyName: 'OpenAI_ApiKey',
        timeoutSeconds: 60,
      },
    ],
    ['Limits', { enabled: true, requestsPerUserPerDay: 100 }],
  ],
  // Read at every sign-in (auth/login.ts); REQUIRE_SECOND_FACTOR=true on the server requires it whatever this says.
  Site_Setup: [['Require Second Factor', false]],
};

const mdId = (kind: keyof typeof MD_KIND, position: number) => MD_KIND[kind] * 100 + position;

export const MISC_DATA: MiscData[] = (Object.keys(ENTRIES) as (keyof typeof MD_KIND)[]).flatMap((kind) =>
  ENTRIES[kind].map(([name, value], i) => ({
    MdId: mdId(kind, i + 1),
    MdKind: MD_KIND[kind],
    MdName: name,
    MdValue: value,
    MdSortOrder: i + 1,
  })),
);

/** One kind's entries, for the demo content that refers to them. */
export function miscEntries(kind: keyof typeof MD_KIND): { id: number; name: string }[] {
  return ENTRIES[kind].map(([name], i) => ({ id: mdId(kind, i + 1), name }));
}
