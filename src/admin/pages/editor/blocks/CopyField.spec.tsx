// @vitest-environment jsdom
// A block's copy inside the block list: template content (types 52–54) is
// edited as HTML source (the code editor) with a sanitised preview and never
// mounts the rich box; a web page's block has the 'Edit HTML' toggle between
// the two; a plain-text block (robots.txt) is plain text in the code editor,
// sent escaped. Each change is checked in the batch the save would send.
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useReducer } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminContext } from 'react-admin';
import { draftReducer, type DraftAction } from '../model/draft-reducer.js';
import { draftOf, type Draft } from '../model/page-model.js';
import { blockBatch } from '../model/page-save.js';
import { samplePage } from '../spec-support.js';
import { BlockList } from './BlockList.js';
import { codeOf, replaceCode } from '../../../code-editor/spec-support.js';

afterEach(cleanup);

const FOOTER = `<div class="footer-contact">
  <strong>Cedar &amp; Stone</strong><br>
  <a href="tel:+14105550142">(410) 555-0142</a>
</div><script>window.ran = 1</script><img src="x.png" onerror="window.ran = 2" alt="x">`;

const LAYOUT = `<!DOCTYPE html><html lang="en"><head><title>{{subject}}</title></head><body>
<table role="presentation" width="600"><tr><td style="position:fixed">{{body}}</td></tr></table></body></html>`;

function pageOf(ctId: number, copy: string) {
  const page = samplePage();
  page.content = { ...page.content, CtId: ctId };
  page.blocks = [{ ...page.blocks[0], CbCopy: copy }];
  return draftOf(page);
}

let current: Draft;
function Harness({ base, ctId }: { base: Draft; ctId: number }) {
  const [draft, dispatch] = useReducer(draftReducer, base);
  current = draft;
  return (
    <AdminContext>
      <BlockList cId={500} ctId={ctId} blocks={draft.blocks} dispatch={dispatch as React.Dispatch<DraftAction>} />
    </AdminContext>
  );
}

const openBlock = () => userEvent.click(screen.getByRole('button', { name: 'Edit block 1' }));
const preview = () => screen.getByTestId('html-preview');
/** The rich box (tiptap) is mounted: its ProseMirror element is in the page. */
const richBox = () => document.querySelector('.ProseMirror');

describe('template content (types 52–54)', () => {
  it('edits the footer copy as HTML source, stores it as typed, and previews it sanitised', async () => {
    const base = pageOf(53, FOOTER);
    render(<Harness base={base} ctId={53} />);
    await openBlock();
    const source = await screen.findByRole('textbox', { name: 'Copy (HTML source)' });
    expect(codeOf(source)).toBe(FOOTER);
    expect(source.closest('[data-language]')).toHaveAttribute('data-language', 'html'); // the code editor, HTML highlighted
    expect(screen.queryByRole('button', { name: 'Edit HTML' })).toBeNull(); // no way into the rich box
    expect(richBox()).toBeNull();

    replaceCode(source, FOOTER.replace('(410) 555-0142', '(410) 555-0199'));
    const batch = blockBatch(base.blocks, current.blocks, 500);
    expect(batch.updates).toHaveLength(1);
    expect(batch.updates[0].CbCopy).toBe(FOOTER.replace('(410) 555-0142', '(410) 555-0199'));

    await waitFor(() =>
      expect(within(preview()).getByRole('link', { hidden: true })).toHaveTextContent('(410) 555-0199'),
    );
    expect(within(preview()).getByText('(410) 555-0199', { exact: false }).closest('a')).toHaveAttribute(
      'href',
      'tel:+14105550142',
    );
    expect(preview().querySelector('div.footer-contact')).not.toBeNull();
    expect(preview().querySelector('script')).toBeNull();
    expect(preview().querySelector('img')).not.toHaveAttribute('onerror');
    expect(preview()).toHaveAttribute('inert');
  });

  it('previews an e-mail layout with its table and without the document shell or inline styles', async () => {
    render(<Harness base={pageOf(52, LAYOUT)} ctId={52} />);
    await openBlock();
    expect(codeOf(await screen.findByRole('textbox', { name: 'Copy (HTML source)' }))).toBe(LAYOUT);
    const cell = preview().querySelector('table[role="presentation"] td');
    expect(cell).toHaveTextContent('{{body}}');
    expect(cell).not.toHaveAttribute('style');
    expect(preview().querySelector('html, head, title')).toBeNull();
  });
});

describe('a web page block', () => {
  it("switches between the rich box and the HTML source with 'Edit HTML'", async () => {
    const base = pageOf(1, '<p>First copy</p>');
    render(<Harness base={base} ctId={1} />);
    await openBlock();
    const toggle = screen.getByRole('button', { name: 'Edit HTML' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('textbox', { name: 'Copy (HTML source)' })).toBeNull();
    await screen.findByText('First copy', { selector: '.ProseMirror *' }, { timeout: 5000 });

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const source = await screen.findByRole('textbox', { name: 'Copy (HTML source)' });
    expect(codeOf(source)).toBe('<p>First copy</p>');
    expect(richBox()).toBeNull();
    replaceCode(source, '<p class="lead">First <em>copy</em></p>');
    expect(blockBatch(base.blocks, current.blocks, 500).updates[0].CbCopy).toBe(
      '<p class="lead">First <em>copy</em></p>',
    );
    await waitFor(() => expect(preview().querySelector('p.lead em')).toHaveTextContent('copy'));

    await userEvent.click(toggle);
    expect(screen.queryByRole('textbox', { name: 'Copy (HTML source)' })).toBeNull();
    const rich = await screen.findByText('copy', { selector: '.ProseMirror em' }, { timeout: 5000 });
    expect(rich).toBeInTheDocument(); // the rich box starts from the edited source
  });
});

describe('a plain-text block (robots.txt)', () => {
  it('shows the text, not markup, and sends what is typed escaped so the sanitiser keeps it exactly', async () => {
    const base = pageOf(1, 'User-agent: *\nDisallow: /search?q=1&amp;p=2\n');
    base.blocks[0] = { ...base.blocks[0], CbMetaData: { style: 'plain-text' } };
    render(<Harness base={base} ctId={1} />);
    await openBlock();
    const box = await screen.findByRole('textbox', { name: 'Copy (plain text)' });
    expect(codeOf(box)).toBe('User-agent: *\nDisallow: /search?q=1&p=2\n');
    expect(box.closest('[data-language]')).toHaveAttribute('data-language', 'text');
    expect(screen.queryByRole('button', { name: 'Edit HTML' })).toBeNull();
    expect(richBox()).toBeNull();

    replaceCode(box, 'User-agent: *\nDisallow: /a?x=1&y=<2>\n');
    expect(blockBatch(base.blocks, current.blocks, 500).updates[0].CbCopy).toBe(
      'User-agent: *\nDisallow: /a?x=1&amp;y=&lt;2&gt;\n',
    );
    await waitFor(() => expect(codeOf(box)).toBe('User-agent: *\nDisallow: /a?x=1&y=<2>\n'));
  });
});
