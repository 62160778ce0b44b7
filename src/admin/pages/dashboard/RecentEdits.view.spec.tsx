// @vitest-environment jsdom
// "Continue where you left off" names each record as staff know it (issue 41 item 2): a record named by
// a moment (a content version's date) shows that moment in the user's language, never the raw ISO text;
// a News row shows its page's title and opens that page in the page editor.
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { RecentEdit } from '../../../shared/api/recent-edits.js';
import { createI18nProvider } from '../../i18n/provider.js';
import { formatDateTime } from '../../../shared/dates.js';
import { RecentEdits } from './RecentEdits.js';

afterEach(cleanup);

const AT = '2026-12-06T03:44:11.686Z';
const SAVED = '2026-11-30T09:15:00.000Z';
const EDITS: RecentEdit[] = [
  {
    entity: 'ContentVersion',
    key: '77',
    title: 'Content version 77',
    named: false,
    titleAt: SAVED,
    label: 'Content version',
    editedAt: AT,
  },
  {
    entity: 'News',
    key: '1008',
    title: 'Spring open day',
    named: true,
    pageId: 1052,
    label: 'News item',
    editedAt: AT,
  },
];

const shown = (language: string) =>
  render(
    <MemoryRouter>
      <AdminContext i18nProvider={createI18nProvider(language)} store={memoryStore()}>
        <RecentEdits edits={EDITS} />
      </AdminContext>
    </MemoryRouter>,
  );

describe('RecentEdits', () => {
  it.each(['en', 'fr'])('never shows a raw ISO time (%s), names a News row by its page', (language) => {
    shown(language);
    const list = screen.getByRole('list');
    expect(list).not.toHaveTextContent('2026-12-06T');
    expect(list).not.toHaveTextContent('1008');
    expect(list).not.toHaveTextContent('2026-11-30T');
    const saved = formatDateTime(SAVED, language);
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent(saved);
    expect(screen.getByRole('link', { name: /Spring open day/ })).toHaveAttribute('href', '/edit?cId=1052');
  });
});
