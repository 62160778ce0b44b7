import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text.js';

describe('sanitizeRichText', () => {
  it.each([
    [
      '<p>Plain <strong>bold</strong> <em>it</em> <u>u</u> <s>s</s><br /></p>',
      '<p>Plain <strong>bold</strong> <em>it</em> <u>u</u> <s>s</s><br /></p>',
    ],
    ['<h2>A</h2><h3>B</h3><h4>C</h4><h1>D</h1><h5>E</h5>', '<h2>A</h2><h3>B</h3><h4>C</h4>DE'],
    [
      '<ul><li>1</li></ul><ol><li>2</li></ol><blockquote>q</blockquote><pre><code>c</code></pre>',
      '<ul><li>1</li></ul><ol><li>2</li></ol><blockquote>q</blockquote><pre><code>c</code></pre>',
    ],
    ['<script>alert(1)</script>ok', 'ok'],
    ['<style>p{}</style>ok', 'ok'],
    ['<iframe src="https://x"></iframe>ok', 'ok'],
    ['<p onclick="x()" onmouseover="y()">t</p>', '<p>t</p>'],
    [
      '<img src="https://x/a.png" alt="a" width="10" height="5" onerror="x()" title="no">',
      '<img src="https://x/a.png" alt="a" width="10" height="5" />',
    ],
    ['<img src="data:image/png;base64,AAAA">', '<img />'],
    ['<img src="javascript:alert(1)">', '<img />'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="vbscript:x">x</a>', '<a>x</a>'],
    ['<a href="mailto:a@b.c" title="t">m</a>', '<a href="mailto:a@b.c" title="t">m</a>'],
    ['<a href="/about#team">r</a><a href="page.html">p</a>', '<a href="/about#team">r</a><a href="page.html">p</a>'],
    [
      '<a href="https://x" target="_blank">n</a>',
      '<a href="https://x" target="_blank" rel="noopener noreferrer">n</a>',
    ],
    ['<a href="https://x" target="evil" rel="nofollow">n</a>', '<a href="https://x" rel="nofollow">n</a>'],
    ['<span class="highlight" style="color:red">s</span>', '<span class="highlight" style="color:red">s</span>'],
    ['<a href="tel:+14105550142" class="phone">call</a>', '<a href="tel:+14105550142" class="phone">call</a>'],
    [
      '<div class="box"><table role="presentation" width="600" onload="x()"><tr><td align="center">c</td></tr></table></div>',
      '<div class="box"><table role="presentation" width="600"><tr><td align="center">c</td></tr></table></div>',
    ],
    [
      '<html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="0;url=https://evil"><title>{{subject}}</title><style>*{}</style></head><body>b</body></html>',
      '<html lang="en"><head><meta charset="utf-8" /><meta content="0;url=https://evil" /><title>{{subject}}</title></head><body>b</body></html>',
    ],
    ['<form action="/x"><input name="p"></form><iframe></iframe><object></object><svg onload="x()"></svg>ok', 'ok'],
    ['<div style="background-image:url(https://evil/x.png);color:blue">d</div>', '<div style="color:blue">d</div>'],
    ['<p style="text-align:center;position:fixed">c</p>', '<p style="text-align:center">c</p>'],
    ['<p style="background-color:url(javascript:x)">c</p>', '<p>c</p>'],
  ])('%s', (dirty, clean) => {
    expect(sanitizeRichText(dirty)).toBe(clean);
  });
});
