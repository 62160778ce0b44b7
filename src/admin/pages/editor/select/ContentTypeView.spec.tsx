// @vitest-environment jsdom
// /edit/select?ctId=: the content of one type, headed by the type's name,
// with title, URL and last change, each row's Edit opening the page editor;
// without ctId the tag tree and search are still there.
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeDb, inAdmin, type Tables } from '../../site/sections/spec-support.js';
import { SelectContentScreen } from './SelectContentScreen.js';

afterEach(cleanup);

const at = '2026-03-02T10:00:00.000Z';
const content = (CId: number, CtId: number, CTitle: string, CSeoUrl: string | null, CDeleted = false) => ({
  CId,
  CtId,
  CTitle,
  CSeoUrl,
  CLastModified: at,
  CDeleted,
  CMetaData: {},
});

const tables = (): Tables => ({
  contenttype: [
    { CtId: 1, CtName: 'Webpage' },
    { CtId: 5, CtName: 'Shared_Content' },
    { CtId: 52, CtName: 'Email_Template' },
  ],
  content: [
    content(50, 52, 'Default Email', null),
    content(55, 52, 'Forgot Password', null),
    content(56, 52, 'Old Template', null, true),
    content(19, 5, 'Maintenance Mode', null),
    content(500, 1, 'Home', '/'),
  ],
  tag: [{ TId: 4, TIdParent: null, TName: 'Home Page', TPath: null, TVisible: true, TDeleted: false }],
  tagtocontent: [],
});

const open = (url: string) => render(inAdmin(fakeDb(tables()), url, <SelectContentScreen />));
const row = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

describe('/edit/select?ctId=', () => {
  it('lists the e-mail templates (type 52) under the type name (spaces for underscores), each opening the editor', async () => {
    open('/edit/select?ctId=52');
    expect(await screen.findByRole('heading', { level: 1, name: 'Email Template' })).toBeInTheDocument();
    const first = await row('Default Email');
    expect(within(first).getByRole('link', { name: 'Edit Default Email' })).toHaveAttribute('href', '/edit?cId=50');
    expect(first.querySelector('.column-CLastModified')?.textContent).toMatch(/\d/); // last modified
    expect(within(await row('Forgot Password')).getByRole('link', { name: 'Edit Forgot Password' })).toHaveAttribute(
      'href',
      '/edit?cId=55',
    );
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent?.trim())).toEqual(
      expect.arrayContaining(['Title', 'Actions']),
    );
    expect(screen.queryByText('Old Template')).toBeNull(); // deleted
    expect(screen.queryByText('Maintenance Mode')).toBeNull(); // another type
    expect(screen.queryByRole('link', { name: /^Add / })).toBeNull(); // templates are not added through Add Content
    expect(screen.getByRole('link', { name: 'Browse all content by tag' })).toHaveAttribute('href', '/edit/select');
  });

  it('lists shared content (type 5) with an Add button for the page-like type', async () => {
    open('/edit/select?ctId=5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Shared Content' })).toBeInTheDocument();
    expect(within(await row('Maintenance Mode')).getByRole('link', { name: 'Edit Maintenance Mode' })).toHaveAttribute(
      'href',
      '/edit?cId=19',
    );
    expect(screen.getByRole('link', { name: 'Add Shared Content' })).toHaveAttribute('href', '/edit/add?ctId=5');
    expect(screen.queryByText('Default Email')).toBeNull();
  });

  it('says so when the type does not exist', async () => {
    open('/edit/select?ctId=999');
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no content type 999.');
  });

  it('keeps the tag tree and search without ctId', async () => {
    open('/edit/select');
    expect(screen.getByRole('heading', { level: 1, name: 'Select Content' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search by title or URL' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Home Page' })).toBeInTheDocument();
  });
});
