// The demo site's images: small one-colour PNGs generated at first start
// (files/solid-png.ts) and registered as media records (seed/demo-media.ts),
// so no seeded page shows a broken image. Each has a fixed stored name,
// derived from its demo name, so the seed data can refer to its URL before
// the file exists and every start agrees on it.
import { createHash } from 'node:crypto';
import type { Rgb } from '../../files/solid-png.js';

export interface DemoImage {
  /** The demo name: a folder-like path without extension, e.g. 'home/hero-bridge'. */
  name: string;
  width: number;
  height: number;
  colour: Rgb;
  alt: string;
}

const WIDE = { width: 64, height: 36 }; // 16:9, like the heroes and share images they stand for
const PHOTO = { width: 48, height: 32 }; // 3:2
const PORTRAIT = { width: 32, height: 40 }; // 4:5
const LOGO = { width: 90, height: 24 };

export const DEMO_IMAGES: readonly DemoImage[] = [
  { name: 'logo', ...LOGO, colour: [18, 52, 86], alt: 'Company logo' },
  { name: 'logo-white', ...LOGO, colour: [240, 244, 248], alt: 'Company logo, white' },
  { name: 'og-default', ...WIDE, colour: [30, 90, 140], alt: 'Share image' },
  { name: 'home/hero-bridge', ...WIDE, colour: [70, 110, 150], alt: 'A steel bridge at dusk' },
  { name: 'home/team-meeting', ...PHOTO, colour: [150, 120, 90], alt: 'The team around a drawing table' },
  { name: 'home/engineers-site-review', ...PHOTO, colour: [200, 150, 60], alt: 'Engineers reviewing a site' },
  { name: 'about/office-exterior', ...PHOTO, colour: [120, 130, 140], alt: 'The office from the street' },
  { name: 'team/maya-okafor', ...PORTRAIT, colour: [160, 110, 100], alt: 'Maya Okafor' },
  { name: 'team/daniel-reyes', ...PORTRAIT, colour: [110, 120, 160], alt: 'Daniel Reyes' },
  { name: 'team/priya-natarajan', ...PORTRAIT, colour: [140, 100, 140], alt: 'Priya Natarajan' },
  { name: 'team/tom-whitaker', ...PORTRAIT, colour: [100, 140, 120], alt: 'Tom Whitaker' },
  { name: 'services/drawings-review', ...PHOTO, colour: [90, 100, 120], alt: 'Structural drawings under review' },
  { name: 'services/steel-frame', ...PHOTO, colour: [110, 110, 110], alt: 'A steel frame going up' },
  { name: 'markets/healthcare', ...PHOTO, colour: [80, 160, 170], alt: 'A hospital wing' },
  { name: 'markets/education', ...PHOTO, colour: [190, 130, 70], alt: 'A school building' },
  { name: 'news/richmond-office', ...PHOTO, colour: [130, 90, 70], alt: 'The Richmond office' },
  {
    name: 'projects/riverside-library-reading-room',
    ...WIDE,
    colour: [170, 140, 100],
    alt: 'The Riverside Library reading room',
  },
  { name: 'projects/harbor-point-topping-out', ...WIDE, colour: [60, 100, 130], alt: 'Harbor Point topping out' },
  { name: 'projects/westfield-rain-garden', ...WIDE, colour: [80, 140, 80], alt: 'The Westfield rain garden' },
  { name: 'blog/bioretention', ...PHOTO, colour: [90, 130, 70], alt: 'A bioretention cell' },
  { name: 'blog/green-roof', ...PHOTO, colour: [100, 150, 90], alt: 'A green roof' },
  { name: 'blog/historic-masonry', ...PHOTO, colour: [160, 100, 80], alt: 'Historic masonry' },
  { name: 'blog/site-visit', ...PHOTO, colour: [180, 160, 90], alt: 'A site visit' },
  { name: 'events/mass-timber', ...PHOTO, colour: [180, 140, 90], alt: 'A mass timber structure' },
  { name: 'events/open-house', ...PHOTO, colour: [140, 150, 170], alt: 'The office open house' },
];

/** The stored name of a demo image: 32 hex characters, the shape of every stored name (files/stored-name.ts). */
export function demoStoredName(name: string): string {
  return `${createHash('sha256').update(`demo-image:${name}`).digest('hex').slice(0, 32)}.png`;
}

/** The URL of a demo image; an unknown name fails the seed rather than seeding a broken image. */
export function demoImage(name: string): string {
  if (!DEMO_IMAGES.some((i) => i.name === name)) throw new Error(`No demo image named "${name}"`);
  return `/files/${demoStoredName(name)}`;
}

/** The demo image behind a URL demoImage() made; anything else fails the seed. */
export function demoImageOfUrl(url: string): DemoImage {
  const image = DEMO_IMAGES.find((i) => `/files/${demoStoredName(i.name)}` === url);
  if (!image) throw new Error(`${url} is not a demo image's URL`);
  return image;
}
