// @vitest-environment jsdom
// One date and time shape per language (issue 41 item 2, docs/decisions/0117): a generated list's cell, a record's
// field and a date picker (its placeholder-filled field and its helper text) agree, in French and German, and
// English keeps the spec's MM/dd/yyyy.
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext, memoryStore, RecordContextProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18nProvider } from '../../i18n/provider.js';
import { cellRenderer, FieldValue } from '../../resource-kit/field-registry.js';
import { DateLocalization } from './DateLocalization.js';
import { SpecDatePicker } from './SpecDatePicker.js';
import { useDates } from './use-dates.js';
import { formatDateTime } from '../../../shared/dates.js';
import type { FieldMeta } from '../../../shared/schema-model.js';

afterEach(cleanup);

// 3:44 PM local time on 6 December 2026, whatever the machine's zone.
const MOMENT = new Date(2026, 11, 6, 15, 44, 11).toISOString();
const DAY = new Date(Date.UTC(2026, 11, 6));
const field = { name: 'CModified', type: 'datetime' } as unknown as FieldMeta;

function Helper() {
  const dates = useDates();
  return <p data-testid="helper">{dates.format}</p>;
}

function renderIn(language: string) {
  return render(
    <AdminContext i18nProvider={createI18nProvider(language)} store={memoryStore({ locale: language })}>
      <DateLocalization>
        <RecordContextProvider value={{ id: 1, CModified: MOMENT }}>
          <div data-testid="record">
            <FieldValue field={field} />
          </div>
        </RecordContextProvider>
        <SpecDatePicker label="Day" value={DAY} onChange={() => undefined} helperText={<Helper />} />
      </DateLocalization>
    </AdminContext>,
  );
}

describe.each([
  ['fr', '06/12/2026 15:44', '06/12/2026', 'dd/MM/yyyy'],
  ['de', '06.12.2026 15:44', '06.12.2026', 'dd.MM.yyyy'],
  ['en', '12/06/2026 3:44 PM', '12/06/2026', 'MM/dd/yyyy'],
])('%s', (language, moment, day, format) => {
  it('a list cell, a record and a picker show the one shape', () => {
    expect(formatDateTime(MOMENT, language)).toBe(moment);
    const cell = cellRenderer(field, { language, yes: '', no: '' })!;
    expect(cell({ CModified: MOMENT })).toBe(moment);
    renderIn(language);
    expect(screen.getByTestId('record')).toHaveTextContent(moment);
    expect(screen.getByRole('group', { name: 'Day' }).textContent?.replace(/[\u2066-\u2069\u200e\s]/g, '')).toContain(
      day,
    );
    expect(screen.getByTestId('helper')).toHaveTextContent(format);
  });
});
