// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { Link, RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import editorEn from '../../i18n/messages/editor/en.js';
import { LeaveGuard } from './LeaveGuard.js';

const LEAVE_TITLE = editorEn.leave.title;

afterEach(cleanup);

function Editor() {
  const [text, setText] = useState('');
  return (
    <>
      <label>
        Headline <input value={text} onChange={(e) => setText(e.target.value)} />
      </label>
      <LeaveGuard when={text !== ''} />
      <Link to="/elsewhere">Go elsewhere</Link>
    </>
  );
}

function Where() {
  return <output aria-label="location">{useLocation().pathname}</output>;
}

const routes = [
  {
    path: '/edit',
    element: (
      <>
        <Editor />
        <Where />
      </>
    ),
  },
  { path: '/elsewhere', element: <Where /> },
];

const variants: [string, () => void][] = [
  [
    'a data router (useBlocker)',
    () => render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/edit'] })} />),
  ],
];

describe.each(variants)('the leave guard under %s', (_name, mount) => {
  it('lets a clean page go without asking', async () => {
    mount();
    await userEvent.click(screen.getByRole('link', { name: 'Go elsewhere' }));
    expect(screen.getByLabelText('location')).toHaveTextContent('/elsewhere');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks before leaving unsaved changes; staying keeps them, leaving goes', async () => {
    mount();
    await userEvent.type(screen.getByLabelText('Headline'), 'Draft text');
    await userEvent.click(screen.getByRole('link', { name: 'Go elsewhere' }));
    expect(await screen.findByRole('dialog', { name: LEAVE_TITLE })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Stay and keep editing' }));
    expect(screen.getByLabelText('location')).toHaveTextContent('/edit');
    expect(screen.getByLabelText('Headline')).toHaveValue('Draft text');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(screen.getByRole('link', { name: 'Go elsewhere' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Leave and lose the changes' }));
    expect(screen.getByLabelText('location')).toHaveTextContent('/elsewhere');
  });

  it('asks the browser before unloading while there are unsaved changes', async () => {
    mount();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await userEvent.type(screen.getByLabelText('Headline'), 'x');
    expect(unload()).toBe(true);
  });
});
