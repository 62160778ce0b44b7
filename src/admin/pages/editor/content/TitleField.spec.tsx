// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useReducer } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { draftReducer } from '../model/draft-reducer.js';
import { draftOf, type Draft } from '../model/page-model.js';
import { samplePage } from '../spec-support.js';
import { TitleField } from './TitleField.js';

afterEach(cleanup);

let current: Draft;
function Harness() {
  const [draft, dispatch] = useReducer(draftReducer, draftOf(samplePage()));
  current = draft;
  return <TitleField content={draft.content} dispatch={dispatch} />;
}

async function retitle(text: string) {
  render(<Harness />);
  const input = screen.getByLabelText(/^Title/);
  await userEvent.clear(input);
  await userEvent.type(input, `${text}{Enter}`);
  return input;
}

describe('the rename decision', () => {
  it('offers the three options, explaining that a name-only change affects only maintenance', async () => {
    await retitle('Who We Are');
    const dialog = await screen.findByRole('dialog', { name: 'Rename this page?' });
    expect(dialog).toHaveTextContent('“About Us” to “Who We Are”');
    for (const name of ['Change title and URL', 'Change page name only', "Don't change anything"])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(dialog).toHaveTextContent(/Only the name staff see in maintenance changes/);
  });

  it('Change title and URL: title, SEO title and URL all take the new name', async () => {
    await retitle('Who We Are');
    await userEvent.click(await screen.findByRole('button', { name: 'Change title and URL' }));
    expect(current.content).toMatchObject({ CTitle: 'Who We Are', CSeoTitle: 'Who We Are', CSeoUrl: '/who-we-are' });
  });

  it('Change page name only: the title changes, the SEO title and URL stay', async () => {
    await retitle('Who We Are');
    await userEvent.click(await screen.findByRole('button', { name: 'Change page name only' }));
    expect(current.content).toMatchObject({ CTitle: 'Who We Are', CSeoTitle: 'About Us', CSeoUrl: '/about-us' });
  });

  it("Don't change anything: the field goes back to the old title", async () => {
    const input = await retitle('Who We Are');
    await userEvent.click(await screen.findByRole('button', { name: "Don't change anything" }));
    expect(current.content).toMatchObject({ CTitle: 'About Us', CSeoTitle: 'About Us', CSeoUrl: '/about-us' });
    expect(input).toHaveValue('About Us');
  });

  it('asks nothing when the title is the same ignoring case and surrounding spaces', async () => {
    await retitle('  about us ');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(current.content.CTitle).toBe('About Us');
  });
});
