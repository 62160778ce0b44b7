// The records of another entity that belong to the rows a list shows (News,
// EventItem, EventDate by CId; MiscData names by kind): one read per page of
// rows, shared by every cell through react-query's cache. The ids are sent
// in chunks: the filter grammar takes at most 50 terms (one per id), and a
// page can show up to 500 rows.
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useListContext, type Identifier, type RaRecord } from 'react-admin';

const IDS_PER_READ = 40;

export function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export function useRelated<T extends RaRecord>(
  resource: string,
  field: string,
  ids: readonly unknown[],
): T[] | undefined {
  const dataProvider = useDataProvider();
  const unique = [...new Set(ids)].sort();
  const { data } = useQuery({
    // The resource first, so react-admin's invalidation after a write to it reaches this too.
    queryKey: [resource, 'related', field, unique],
    enabled: unique.length > 0,
    queryFn: async ({ signal }) => {
      const parts = await Promise.all(
        chunk(unique, IDS_PER_READ).map((part) =>
          // perPage 0: every matching row (the data provider reads them all).
          dataProvider.getList<T>(resource, {
            filter: { [field]: part },
            pagination: { page: 1, perPage: 0 },
            sort: { field, order: 'ASC' },
            signal,
          }),
        ),
      );
      return parts.flatMap((p) => p.data);
    },
  });
  return unique.length ? data : [];
}

/** The CIds of the rows the enclosing list shows. */
export function useListedCIds(): number[] {
  const { data } = useListContext<{ id: Identifier; CId: number }>();
  return (data ?? []).map((r) => r.CId);
}
