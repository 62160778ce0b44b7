// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ListContextProvider, type ListControllerResult } from 'react-admin';
import { afterEach, expect, it } from 'vitest';
import { ListEmpty, NO_DATA_TEXT, NO_RESULTS_TEXT } from './ListStates.js';

afterEach(cleanup);

const withFilters = (filterValues: Record<string, unknown>) => ({ filterValues }) as unknown as ListControllerResult;

it.each([
  [{}, NO_DATA_TEXT],
  [{ q: '' }, NO_DATA_TEXT],
  [{ q: 'news' }, NO_RESULTS_TEXT],
  [{ CTitle: 'x' }, NO_RESULTS_TEXT],
])('an empty table with filters %j says %s', (filters, text) => {
  render(
    <ListContextProvider value={withFilters(filters)}>
      <ListEmpty />
    </ListContextProvider>,
  );
  expect(screen.getByRole('status')).toHaveTextContent(text);
});

it("uses the spec's texts", () => {
  expect([NO_RESULTS_TEXT, NO_DATA_TEXT]).toEqual(['No search results found', 'No data available']);
});
