// @vitest-environment jsdom
// A system message is plain text (issue 41 item 1, decision 0115): the server stores what it is given, markup
// included, so every place that shows one shows it as text. Here: the tool's list (/system-messages), its form
// (?SId=), and the generated screens' value of a plain text field (the Data group's list and show); the shell's
// banner has its own (layout/SystemMessagesBanner.spec.tsx). A message that is blank is refused by the generated
// form, as the server refuses it.
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, RecordContextProvider, ResourceContextProvider, SimpleForm } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SCHEMA } from '../../../../shared/generated/entities.generated.js';
import { FieldInput, FieldValue } from '../../../resource-kit/field-registry.js';
import { fakeDb, inAdmin } from '../../site/sections/spec-support.js';
import { i18nProvider } from '../../../i18n/provider.js';
import { SystemMessagesPage } from './SystemMessagesPage.js';

afterEach(cleanup);

const MARKUP = '<img src=x onerror=alert(1)>hi <b>bold</b>';
const tables = () => ({
  systemmessages: [{ SId: 1000, SMessage: MARKUP, SType: 'warning', SStart: null, SEnd: null, SArchived: false }],
});

/** No element the message's markup would have made. */
const noMarkup = (root: HTMLElement) => {
  expect(root.querySelector('img')).toBeNull();
  expect(root.querySelector('b')).toBeNull();
};

describe('a system message with markup', () => {
  it('is shown as text in the list of /system-messages', async () => {
    const { container } = render(inAdmin(fakeDb(tables()), '/system-messages', <SystemMessagesPage />));
    expect(await screen.findByText(MARKUP)).toBeInTheDocument();
    noMarkup(container);
  });

  it('is shown as text in its form', async () => {
    const { container } = render(inAdmin(fakeDb(tables()), '/system-messages?SId=1000', <SystemMessagesPage />));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue(MARKUP));
    noMarkup(container);
  });

  it('is shown as text by the generated screens (list and show)', () => {
    const { container } = render(
      <AdminContext>
        <ResourceContextProvider value="SystemMessages">
          <RecordContextProvider value={tables().systemmessages[0]}>
            <FieldValue field={SCHEMA.SystemMessages.fields.SMessage} />
          </RecordContextProvider>
        </ResourceContextProvider>
      </AdminContext>,
    );
    expect(screen.getByText(MARKUP)).toBeInTheDocument();
    noMarkup(container);
  });
});

describe('the generated input of a required text (the Data group’s create and edit)', () => {
  it('refuses a blank message as the server does, and saves nothing', async () => {
    const onSubmit = vi.fn();
    const { container } = render(
      <AdminContext i18nProvider={i18nProvider}>
        <ResourceContextProvider value="SystemMessages">
          <SimpleForm onSubmit={onSubmit}>
            <FieldInput field={SCHEMA.SystemMessages.fields.SMessage} mode="create" />
          </SimpleForm>
        </ResourceContextProvider>
      </AdminContext>,
    );
    fireEvent.change(screen.getByRole('textbox', { name: /Message/ }), { target: { value: '   ' } });
    fireEvent.submit(container.querySelector('form')!);
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
