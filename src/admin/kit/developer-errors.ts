// The errors meant for developers (spec §5: "a data table without columns,
// and an endpoint without a fetcher"): a screen put together wrongly fails at
// once, naming what is missing and where, instead of drawing an empty table
// or failing later with "http is not a function" deep inside a read. They
// are thrown while the screen or client is made, so the first run of the
// screen (or its spec) shows them; staff never should.
import { Children, isValidElement, type ReactNode } from 'react';

export class DeveloperError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DeveloperError';
  }
}

/** A data table needs at least one column among its children. */
export function requireColumns(table: string, columns: ReactNode): void {
  if (!Children.toArray(columns).some(isValidElement)) {
    throw new DeveloperError(
      `${table}: a data table requires columns; give it at least one column (EntityColumn or DataTable.Col) as a child.`,
    );
  }
}

/** An endpoint needs a fetcher: the function its requests go through. */
export function requireFetcher(endpoint: string, fetcher: unknown): void {
  if (typeof fetcher !== 'function') {
    throw new DeveloperError(
      `${endpoint}: an endpoint requires a fetcher; pass the HTTP client (providers/http-client.ts createHttpClient()) it sends its requests through.`,
    );
  }
}
