import { describe, expect, it } from 'vitest';
import { toPlainText } from './plain-text.js';

describe('toPlainText', () => {
  it.each([
    ['Hello', 'Hello'],
    ['<b>bold</b> move', 'bold move'],
    ['<script>alert(1)</script>after', 'after'],
    ['<img src=x onerror=alert(1)>', ''],
    ['&lt;script&gt;alert(1)&lt;/script&gt;', 'scriptalert(1)/script'],
    ['Tom &amp; Jerry', 'Tom & Jerry'],
    ['a\u0000b\u0007c', 'abc'],
    ['line one\nline two', 'line one\nline two'],
    ['<svg/onload=alert(1)', ''],
    ['&#60;img src=x onerror=alert(1)&#62;', 'img src=x onerror=alert(1)'],
  ])('%j → %j', (given, want) => expect(toPlainText(given)).toBe(want));
});
