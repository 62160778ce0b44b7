// The templates docs/preview.md shows, and the ones a site starts with (preview/default-templates.ts), render
// without a Liquid problem through the preview's engine, with the variables the renderer gives a page.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderPart } from '../../src/server/preview/page-engine.js';
import {
  DEFAULT_PAGE_TEMPLATES,
  FOOTER_TEMPLATE,
  HEADER_TEMPLATE,
} from '../../src/server/preview/default-templates.js';

const doc = readFileSync(join(import.meta.dirname, '../../docs/preview.md'), 'utf8');
const examples = [...doc.matchAll(/```liquid\n([\s\S]*?)```/g)].map((m) => m[1]);

const scope = {
  'Company-Phone': '555-0100',
  site: { name: 'Example', url: 'https://www.example.org', year: 2026 },
  page: {
    title: 'Title',
    introText: '<p>Intro</p>',
    blocks: [
      {
        headline: 'Block',
        copy: '<p>Copy</p>',
        photo: '/files/a.png',
        photoAlt: 'A',
        link: '/x',
        linkText: '',
        linkTarget: '_self',
        cssClass: 'block-default',
      },
    ],
    news: { date: '2026-01-02T00:00:00.000Z', author: 'Ann' },
    event: { location: 'Hall', dates: [{ start: '2026-01-02T10:00:00.000Z', end: '' }], registrationUrl: '/r' },
    data: {
      BlogAuthorName: 'Ann',
      PublishDate: '2026-01-02',
      BlogTagNames: ['One'],
      Client: 'City',
      MarketName: 'Civic',
      ServiceNames: ['A', 'B'],
    },
  },
  menus: { primary: { html: '<nav></nav>', items: [] }, secondary: { html: '' }, footer: { html: '' } },
  header: { logo: '/files/logo.png', logoAlt: 'Logo', link: '/' },
};

describe('template examples', () => {
  it('finds one example per content type in docs/preview.md', () => {
    expect(examples.length).toBeGreaterThanOrEqual(5);
  });

  it.each(examples.map((e, i) => [i + 1, e] as const))('docs/preview.md example %i renders', async (_n, source) => {
    const r = await renderPart(source, scope);
    expect(r.problem).toBeNull();
    expect(r.html.trim()).not.toBe('');
  });

  it.each(Object.entries({ ...DEFAULT_PAGE_TEMPLATES, header: HEADER_TEMPLATE, footer: FOOTER_TEMPLATE }))(
    'the default template %s renders',
    async (_name, source) => {
      const r = await renderPart(source, scope);
      expect(r.problem).toBeNull();
    },
  );

  it('shows a filter it does not know as a problem with its line and column', async () => {
    const r = await renderPart('<p>\n  {{ page.title | shout }}</p>', scope);
    expect(r.problem).toMatchObject({ line: 2, column: 3 });
  });
});
