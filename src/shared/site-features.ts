// Site Setup's feature switches (spec §3 "Tag ids for feature areas"): each one's name and what it does, in
// English. The server answers them (settings/feature-switches.ts); the admin's English catalog is this table and
// French, German and Spanish translate it (src/admin/i18n/messages/site-features/), keyed `t<tag id>` (issue 41 item 2).
export const FEATURE_TEXTS = {
  t4: {
    name: 'Home Page',
    description: 'The site has a home page of its own: the HomePage record (500) at the site’s address.',
  },
  t5: { name: 'Favicon', description: 'Every page links the favicon file chosen in General Settings.' },
  t10: {
    name: 'Accessibility Page Scanner',
    description: 'The accessibility page scanner is offered, to check pages for accessibility problems.',
  },
  t12: { name: 'Breadcrumbs', description: 'Pages show the trail of menu items leading to them above their title.' },
  t14: {
    name: 'Comments',
    description:
      'Visitors may comment on posts; comments wait in Comment Moderation. Off: the comment form is closed (403).',
  },
  t15: {
    name: 'Custom Security Headers',
    description: 'The site sends the security header rules set in Custom Code (Content-Security-Policy and others).',
  },
  t16: {
    name: 'Events Grouped by Category',
    description: 'Event lists are shown grouped under their categories instead of by date alone.',
  },
  t17: {
    name: 'Header & Footer',
    description: 'Pages show the shared header and footer records (General Settings’ header and footer).',
  },
  t19: { name: 'Site Search', description: 'The site offers a search box and a search results page.' },
  t21: {
    name: 'Form User Profile Encryption',
    description: 'Names and addresses given to download a document are stored encrypted with the site’s key.',
  },
  t61: {
    name: 'Microsites',
    description: 'Sections of the site can run as microsites with their own look; the Microsites tool is offered.',
  },
  t62: { name: 'Emergency Alert', description: 'The Emergency Alert tool is offered, for a banner on every page.' },
  t80: { name: 'Email Manager', description: 'The e-mail tools (Email Test) are offered to staff given them.' },
  t85: {
    name: 'AI Tools',
    description: 'Staff given AI Tools may draft copy and meta descriptions with the configured AI provider.',
  },
  t91: {
    name: 'Register to Download',
    description:
      'Documents may ask visitors for their name and e-mail before downloading. Off: such documents answer 403.',
  },
} as const;

/** The feature tags Site Setup switches, in the order it lists them. */
export const FEATURE_TAG_IDS: readonly number[] = Object.keys(FEATURE_TEXTS).map((key) => Number(key.slice(1)));
