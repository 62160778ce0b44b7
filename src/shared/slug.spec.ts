import { describe, expect, it } from 'vitest';
import { slugify, tokenize } from './slug.js';

describe('slugify (spec §5)', () => {
  it.each([
    ['About Us', 'about-us'],
    ['  padded title  ', 'padded-title'],
    ["Tom's Page", 'toms-page'],
    ['O’Brien’s ‘quoted’ news', 'obriens-quoted-news'],
    ['Rock `n` Roll', 'rock-n-roll'],
    ['News & Views!!! 2026', 'news-views-2026'],
    ['a -- b __ c ... d', 'a-b-c-d'],
    ['---leading and trailing---', 'leading-and-trailing'],
    ['!!!', ''],
    ['', ''],
    ['Café Crème', 'café-crème'],
    ['Cafe\u0301', 'café'],
    ['Über Straße', 'über-straße'],
    ['日本語 ページ', '日本語-ページ'],
    ['Ελληνικά Νέα', 'ελληνικά-νέα'],
    ['Q3/Q4 results: 10% up', 'q3-q4-results-10-up'],
    ['tab\tand\nnewline', 'tab-and-newline'],
    ['emoji 🎉 party', 'emoji-party'],
    ['/news/old-title', 'news-old-title'],
  ])('%j → %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });
});

describe('tokenize keeps case', () => {
  it.each([
    ["Tom's News", 'Toms-News'],
    ['  Hello,   World!  ', 'Hello-World'],
    ['ÜBER cool', 'ÜBER-cool'],
    ['--x--', 'x'],
    ['...', ''],
  ])('%j → %j', (title, token) => {
    expect(tokenize(title)).toBe(token);
  });
});
