// @vitest-environment jsdom
// The date-and-time picker (issue 41 item 2; decision 0119): a moment is shown and typed in the language's one
// shape — dd/MM/yyyy HH:mm in French, MM/dd/yyyy hh:mm AM/PM in English — and handed to the form as the local
// 'yyyy-MM-ddTHH:mm' text it validates; a moment left half-typed is reported as incomplete, not as none.
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { AdminContext, memoryStore } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../../i18n/provider.js';
import { INCOMPLETE_MOMENT, SpecDateTimePicker } from './SpecDateTimePicker.js';

afterEach(cleanup);

function Controlled({ initial, onChange }: { initial: string; onChange: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <SpecDateTimePicker
      label="Starts"
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

const renderIn = (language: string, initial: string, onChange: (v: string) => void = () => undefined) =>
  render(
    <AdminContext i18nProvider={createI18nProvider(language)} store={memoryStore({ locale: language })}>
      {/* No localization around it: the picker brings its own, in the language of <Admin> (DateLocalization). */}
      <Controlled initial={initial} onChange={onChange} />
      <button type="button">elsewhere</button>
    </AdminContext>,
  );

/** The field's visible text, without the direction marks the picker puts around its sections. */
const shown = () => screen.getByRole('group', { name: 'Starts' }).textContent?.replace(/[\u2066-\u2069\u200e]/g, '');

describe('SpecDateTimePicker', () => {
  it('shows a moment in the language’s shape', () => {
    renderIn('fr', '2026-12-06T15:44');
    expect(shown()).toContain('06/12/2026 15:44');
    cleanup();
    renderIn('en', '2026-12-06T15:44');
    expect(shown()).toContain('12/06/2026 03:44 PM');
  });

  it('takes a moment typed section by section and hands the form its local text', async () => {
    const onChange = vi.fn();
    renderIn('fr', '', onChange);
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Starts' })).getByRole('spinbutton', { name: 'Jour' }),
    );
    await userEvent.keyboard('020520301030');
    expect(onChange).toHaveBeenLastCalledWith('2030-05-02T10:30');
  });

  it('reports a moment left half-typed as incomplete', async () => {
    const onChange = vi.fn();
    renderIn('en', '', onChange);
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Starts' })).getByRole('spinbutton', { name: 'Month' }),
    );
    await userEvent.keyboard('05');
    await userEvent.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(onChange).toHaveBeenLastCalledWith(INCOMPLETE_MOMENT);
  });
});
