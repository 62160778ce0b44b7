import { describe, expect, it } from 'vitest';
import { decodeEntities, htmlToText, isPlainTextBlock, textToHtml } from './html-text.js';

describe('decodeEntities', () => {
  it.each([
    ['a &amp; b', 'a & b'],
    ['&lt;b&gt; &quot;q&quot; &apos;', '<b> "q" \''],
    ['&#65;&#x42;&#X43;', 'ABC'],
    ['&amp;lt;', '&lt;'], // once, not twice
    ['&unknown; &#0; &#x110000;', '&unknown; &#0; &#x110000;'],
    ['no references', 'no references'],
  ])('%j → %j', (given, want) => expect(decodeEntities(given)).toBe(want));
});

describe('textToHtml and htmlToText', () => {
  it.each([
    'User-agent: *\nDisallow: /a?x=1&y=2\nDisallow: /<b>\n',
    'Sitemap: https://example.test/sitemap.xml',
    '&amp; stays as typed: &lt;',
    '',
  ])('round-trips %j', (text) => expect(htmlToText(textToHtml(text))).toBe(text));

  it.each([
    ['<p>User-agent: *</p><p>Disallow: /x</p>', 'User-agent: *\nDisallow: /x\n'],
    ['<p>one<br>two<br/>three</p>\n<p>four</p>', 'one\ntwo\nthree\nfour\n'],
    ['line\r\nnext', 'line\nnext'],
    ['<strong>bold</strong> &amp; <em>plain</em>', 'bold & plain'],
  ])('reads markup %j as %j', (html, want) => expect(htmlToText(html)).toBe(want));
});

describe('isPlainTextBlock', () => {
  it.each([
    [{ style: 'plain-text' }, true],
    [{ style: 'default' }, false],
    [{}, false],
    [null, false],
    ['plain-text', false],
  ])('%j → %s', (meta, want) => expect(isPlainTextBlock(meta)).toBe(want));
});
