// The site tools' reads: a GET through the site API client under a key of
// api/query-keys.ts, with the shared read options. `form: true` for a read
// that seeds a form (read afresh on every opening, never refetched under
// the user's edits).
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { FORM_READ, SCREEN_READ } from './read-options.js';
import { errorText, useSiteApi } from './site-api.js';

interface SiteReadOptions {
  enabled?: boolean;
  form?: boolean;
}

export function useSiteRead<T>(
  queryKey: QueryKey,
  path: string,
  { enabled = true, form = false }: SiteReadOptions = {},
) {
  const api = useSiteApi();
  const query = useQuery({ queryKey, queryFn: () => api.get<T>(path), enabled, ...(form ? FORM_READ : SCREEN_READ) });
  // The screens' inline notice text: the server's message (site-api's errorText).
  return { ...query, errorMessage: query.error ? errorText(query.error) : undefined };
}
