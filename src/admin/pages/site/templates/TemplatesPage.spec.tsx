// @vitest-environment jsdom
// /templates (issue 25 item 3): the tool's heading, no Create (the ids are
// fixed), and a template's own form (?TemplateId=) that saves with PATCH and
// returns to the list.
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeDb, inAdmin, type Tables } from '../sections/spec-support.js';
import { TemplatesPage } from './TemplatesPage.js';

afterEach(cleanup);

const tables = (): Tables => ({
  template: [
    {
      TemplateId: 11,
      TName: 'Primary_Navigation',
      TDescription: 'Main menu with drop-downs.',
      CtId: 10,
      TPath: 'templates/navigation/primary.liquid',
      TVisible: true,
      TLastModified: null,
    },
  ],
});

describe('/templates', () => {
  it('has its heading and no Create', async () => {
    render(inAdmin(fakeDb(tables()), '/templates', <TemplatesPage />));
    expect(await screen.findByRole('heading', { level: 1, name: 'Templates' })).toBeInTheDocument();
    expect(await screen.findByText('Primary_Navigation')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create' })).toBeNull();
  });

  it("edits a template in the tool's own form and returns to the list", async () => {
    const db = fakeDb(tables());
    render(inAdmin(db, '/templates?TemplateId=11', <TemplatesPage />));
    expect(await screen.findByRole('heading', { level: 1, name: 'Template Primary_Navigation' })).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Description' }), { target: { value: 'The main menu.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Templates' })).toBeInTheDocument();
    expect(db.requests.find((r) => r.method === 'PATCH')).toMatchObject({
      path: '/api/v1/db/template/11',
      body: { TName: 'Primary_Navigation', TDescription: 'The main menu.', TVisible: true },
    });
  });

  it('says an unknown template was not found', async () => {
    render(inAdmin(fakeDb(tables()), '/templates?TemplateId=x1', <TemplatesPage />));
    expect(await screen.findByText('Template x1 was not found.')).toBeInTheDocument();
  });
});
