// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext, RecordContextProvider, SimpleForm } from 'react-admin';
import { afterEach, expect, it } from 'vitest';
import { SCHEMA } from '../../shared/generated/entities.generated.js';
import { cellRenderer, FieldInput, FieldValue } from './field-registry.js';
import { fieldKind } from './field-kind.js';
import { richTextWords, safeHtml } from './rich-text.js';

afterEach(cleanup);

const CbCopy = SCHEMA.ContentBlock.fields.CbCopy;

it('picks the rich-text kind for format: html fields only', () => {
  expect(fieldKind(CbCopy)).toBe('richText');
  expect(fieldKind(SCHEMA.Content.fields.CIntroText)).toBe('richText');
  expect(fieldKind(SCHEMA.SystemMessages.fields.SMessage)).toBe('text');
});

it.each([
  ['<p>Hi<script>alert(1)</script></p>', '<p>Hi</p>'],
  ['<img src="x.png" onerror="alert(1)">', '<img src="x.png">'],
  ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
  ['<iframe src="https://evil.test"></iframe><b>ok</b>', '<b>ok</b>'],
  ['<p style="position:fixed">x</p>', '<p>x</p>'],
])('safeHtml(%s) keeps formatting and drops what runs', (input, want) => {
  expect(safeHtml(input)).toBe(want);
});

it.each([
  ['<p>Fish &amp; chips</p><p>daily</p>', 'Fish & chips daily'],
  ['<h2>A</h2>\n<ul><li>b</li></ul>', 'A b'],
  ['', ''],
])('a list cell shows the words of %j', (html, words) => {
  expect(richTextWords(html)).toBe(words);
  if (html) expect(cellRenderer(CbCopy)!({ CbCopy: html })).toBe(words);
});

it('a show view renders the copy as markup, without the script', () => {
  render(
    <RecordContextProvider
      value={{ id: 1, CbCopy: '<p>Hello <strong>world</strong><img src="a.png" onerror="window.hacked=1"></p>' }}
    >
      <FieldValue field={CbCopy} />
    </RecordContextProvider>,
  );
  expect(screen.getByText('world').tagName).toBe('STRONG');
  expect(document.querySelector('img')).not.toHaveAttribute('onerror');
});

it('an edit form edits the copy in the rich-text editor', async () => {
  render(
    <AdminContext>
      <SimpleForm record={{ id: 1, CbCopy: '<p>Opening hours</p>' }} toolbar={false}>
        <FieldInput field={CbCopy} mode="edit" />
      </SimpleForm>
    </AdminContext>,
  );
  const editor = await screen.findByText('Opening hours', {}, { timeout: 5000 });
  expect(editor.closest('[contenteditable="true"]')).not.toBeNull();
});
