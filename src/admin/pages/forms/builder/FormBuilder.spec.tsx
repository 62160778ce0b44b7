// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { PointerEventsCheckLevel, userEvent as baseUserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../../../providers/http-client.js';
import { FormBuilder } from './FormBuilder.js';
import type { FormRecord } from './form-api.js';

afterEach(cleanup);

// No pointer-events check: it reads the computed style of every ancestor on each click, slow in jsdom under MUI's styles.
const userEvent = baseUserEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const stored: FormRecord = {
  FrmId: 4,
  FrmName: 'Contact Us',
  TId: 1001,
  FrmVisible: true,
  FrmConfig: {
    fields: [
      { name: 'name', label: 'Your name', type: 'text', required: true },
      { name: 'email', label: 'E-mail', type: 'email', required: true },
    ],
    submitText: 'Send message',
    honeypotField: 'website',
  },
  FrmMetaData: { description: 'Kept as is', notify: { to: ['info@example.com'] } },
  FrmJavaScript: { onLoad: '', onSubmit: '' },
  FrmEmailMarketing: { enabled: false },
};

/** Typing in one go: a keystroke each would redraw the whole builder (and its preview) once per letter. */
async function typeIn(input: HTMLElement, text: string) {
  await userEvent.click(input);
  await userEvent.paste(text);
}

function renderBuilder(
  answer: (init: RequestInit) => Response = (init) => json({ ...stored, ...JSON.parse(String(init.body)) }),
  form: FormRecord | null = stored,
) {
  const calls: { url: string; method: string; body: Record<string, unknown> }[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(url), method: init.method ?? 'GET', body: JSON.parse(String(init.body ?? '{}')) });
    return answer(init);
  });
  const onSaved = vi.fn();
  render(
    <FormBuilder
      http={createHttpClient({ fetch, getToken: () => 'tok' })}
      form={form ?? undefined}
      templates={[{ id: 50, title: 'Default Email' }]}
      providers={[{ id: 9, title: 'Mailchimp' }]}
      onSaved={onSaved}
    />,
  );
  return { calls, onSaved };
}

const preview = () => screen.getByLabelText(/^Preview of/);
const fieldNames = (body: Record<string, unknown>) =>
  (body.FrmConfig as { fields: { name: string }[] }).fields.map((f) => f.name);

// Each change redraws the whole builder (about a hundred MUI inputs and the preview), slow in jsdom on a busy machine.
describe('form builder', { timeout: 60_000 }, () => {
  it('adds a field whose name follows its label, and the preview shows it as a visitor would', async () => {
    // Label queries, not role queries: the builder is a large tree, and role queries walk all of it each time.
    renderBuilder();
    await userEvent.click(screen.getByText('Add field'));
    const label = screen.getByLabelText(/^Field 3 label/);
    expect(label).toHaveFocus();
    await typeIn(label, 'Phone number');
    expect(screen.getByLabelText('Phone number: name')).toHaveValue('phone_number');
    await userEvent.click(screen.getByLabelText('Phone number is required'));
    await typeIn(screen.getByLabelText('Phone number: pattern (regular expression)'), '[0-9 ]{6,}');
    const input = within(preview()).getByLabelText('Phone number *');
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('pattern', '[0-9 ]{6,}');
    expect(within(preview()).getByText('Send message')).toBeInTheDocument();
  });

  it('saves the fields as FrmConfig, settings without an input riding along', async () => {
    const { calls } = renderBuilder();
    await userEvent.click(screen.getByText('Add field'));
    await typeIn(screen.getByLabelText(/^Field 3 label/), 'Phone number');
    await typeIn(screen.getByLabelText('Phone number: pattern (regular expression)'), '[0-9 ]{6,}');
    await userEvent.click(screen.getByText('Save form'));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ url: '/api/v1/db/form/4', method: 'PATCH' });
    expect(calls[0].body.FrmConfig).toEqual({
      submitText: 'Send message',
      honeypotField: 'website',
      fields: [
        ...(stored.FrmConfig as { fields: unknown[] }).fields,
        { name: 'phone_number', label: 'Phone number', type: 'text', pattern: '[0-9 ]{6,}' },
      ],
    });
    expect(calls[0].body.FrmMetaData).toEqual({ description: 'Kept as is', notify: { to: ['info@example.com'] } });
    expect(await screen.findByText('Saved “Contact Us”.')).toBeInTheDocument();
  });

  it('saves the notification recipients and the e-mail marketing hook-up', async () => {
    const { calls } = renderBuilder();
    const recipients = screen.getByLabelText('Notification recipients');
    await userEvent.clear(recipients);
    await typeIn(recipients, 'info@example.com, sales@example.com');
    await userEvent.click(screen.getByLabelText('Subscribe visitors who ask to (isSubscribe)'));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Provider/ }));
    await userEvent.click(within(screen.getByRole('listbox')).getByText('Mailchimp'));
    await userEvent.click(screen.getByText('Add mapping'));
    expect(screen.getByLabelText('Provider field 1')).toHaveValue('email');
    await typeIn(screen.getByLabelText('List id'), 'list-7');
    await userEvent.click(screen.getByText('Save form'));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].body.FrmMetaData).toEqual({
      description: 'Kept as is',
      notify: { to: ['info@example.com', 'sales@example.com'] },
    });
    expect(calls[0].body.FrmEmailMarketing).toEqual({
      enabled: true,
      providerCId: 9,
      listId: 'list-7',
      fieldMap: { email: 'email' },
    });
  });

  it('marks every problem at its input before sending anything', async () => {
    const { calls } = renderBuilder();
    await userEvent.click(screen.getByText('Add field'));
    await typeIn(screen.getByLabelText(/^Field 3 label/), 'E-mail');
    const name = screen.getAllByLabelText('E-mail: name')[1];
    expect(name).toHaveValue('e_mail');
    await userEvent.clear(name);
    await typeIn(name, 'email');
    await userEvent.click(screen.getByText('Save form'));
    expect(await screen.findByRole('alert')).toHaveTextContent('used by another field');
    expect(name).toHaveAccessibleDescription(/used by another field/);
    expect(calls).toHaveLength(0);
  });

  it('shows the server’s refusal next to the field it names', async () => {
    renderBuilder(() =>
      json(
        { errors: [{ message: 'The name "name" is reserved', field: 'FrmConfig.fields[0].name' }], status: 422 },
        422,
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save form' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The form was not saved: The name "name" is reserved');
    expect(screen.getByRole('textbox', { name: 'Your name: name' })).toHaveAccessibleDescription(
      'The name "name" is reserved',
    );
    expect(screen.getByRole('textbox', { name: 'Your name: name' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('moves a field with its keyboard-reachable buttons, and the preview follows', async () => {
    const { calls } = renderBuilder();
    const down = screen.getByRole('button', { name: 'Move field 1 down' });
    down.focus();
    await userEvent.keyboard('{Enter}');
    const labels = within(preview())
      .getAllByRole('textbox')
      .map((i) => i.getAttribute('name'));
    expect(labels).toEqual(['email', 'name']);
    await userEvent.click(screen.getByRole('button', { name: 'Save form' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(fieldNames(calls[0].body)).toEqual(['email', 'name']);
  });

  it('creates a new form with POST', async () => {
    const { calls, onSaved } = renderBuilder(
      (init) => json({ ...JSON.parse(String(init.body)), FrmId: 9, TId: 1005 }, 201),
      null,
    );
    await typeIn(screen.getByRole('textbox', { name: 'Form name' }), 'Volunteers');
    await userEvent.click(screen.getByRole('button', { name: 'Create form' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ FrmId: 9 })));
    expect(calls[0]).toMatchObject({
      url: '/api/v1/db/form',
      method: 'POST',
      body: { FrmName: 'Volunteers', FrmVisible: true, FrmConfig: { fields: [], submitText: 'Send' } },
    });
  });
});

describe('form builder keyboard drag', () => {
  // jsdom lays nothing out: give each field card a 40px slot by its place in the list, as a browser would.
  let restore: () => void;
  beforeEach(() => {
    const original = Element.prototype.getBoundingClientRect;
    Element.prototype.getBoundingClientRect = function (this: Element) {
      const li = this.closest('li');
      const list = li?.parentElement;
      const index = li && list ? Array.from(list.children).indexOf(li) : 0;
      const top = index * 40;
      return {
        x: 0,
        y: top,
        top,
        left: 0,
        right: 400,
        bottom: top + 40,
        width: 400,
        height: 40,
        toJSON: () => ({}),
      } as DOMRect;
    };
    restore = () => (Element.prototype.getBoundingClientRect = original);
  });
  afterEach(() => restore());

  it('Space, ArrowDown, Space moves the first field below the second', async () => {
    const { calls } = renderBuilder();
    const handle = screen.getByRole('button', { name: 'Drag to reorder field 1' });
    handle.focus();
    fireEvent.keyDown(handle, { key: ' ', code: 'Space' });
    await waitFor(() => expect(handle).toHaveAttribute('aria-pressed', 'true'));
    fireEvent.keyDown(handle, { key: 'ArrowDown', code: 'ArrowDown' });
    await waitFor(() => expect(document.body).toHaveTextContent('Field 1 is over position 2 of 2.'));
    await act(async () => {
      fireEvent.keyDown(handle, { key: ' ', code: 'Space' });
    });
    await waitFor(() => expect(screen.getByRole('listitem', { name: 'Field 1: E-mail' })).toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Save form' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(fieldNames(calls[0].body)).toEqual(['email', 'name']);
  });
});
