// Campaign tracking constants (spec §3 "Tracking values"): type 1 MEDIUM with
// the spec's 17 values in its order, type 2 SOURCE with 29 outlets and ad
// platforms (the spec's examples plus 22 more), alphabetical.
import type { DBConstants } from '../../../shared/generated/entities.generated.js';

const DBC_TYPE = { MEDIUM: 1, SOURCE: 2 } as const;

const MEDIUMS = [
  'Article',
  'Banner-Ad',
  'CPC',
  'Direct-Mail',
  'Email',
  'Giveaway',
  'Literature',
  'Newsletter',
  'Outdoor',
  'Press-Release',
  'Print-Advertising',
  'Radio',
  'Social-Marketing',
  'Television',
  'Video',
  'Web-Advertising',
  'White-Paper',
] as const;

const SOURCES = [
  'AdRoll',
  'Amazon',
  'Apple-News',
  'Bing-MSN',
  'Craigslist',
  'DuckDuckGo',
  'Facebook',
  'Glassdoor',
  'Google',
  'Hulu',
  'iHeartRadio',
  'Indeed',
  'Instagram',
  'LinkedIn',
  'Nextdoor',
  'Outbrain',
  'Pandora',
  'Pinterest',
  'Quora',
  'Reddit',
  'Roku',
  'Snapchat',
  'Spotify',
  'Taboola',
  'TikTok',
  'Twitter',
  'Yahoo',
  'Yelp',
  'YouTube',
] as const;

export const TRACKING_CONSTANTS: DBConstants[] = [
  ...MEDIUMS.map((v, i) => ({ DbcId: i + 1, DbcType: DBC_TYPE.MEDIUM, DbcValue: v, DbcSortOrder: i + 1 })),
  ...SOURCES.map((v, i) => ({
    DbcId: MEDIUMS.length + i + 1,
    DbcType: DBC_TYPE.SOURCE,
    DbcValue: v,
    DbcSortOrder: i + 1,
  })),
];
