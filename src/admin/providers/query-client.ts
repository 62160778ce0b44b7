// Spec §4: "any write other than a read invalidates the cached data of that
// resource". react-admin 5.15 already does so for create, delete and
// deleteMany in every mutation mode, and for update and updateMany in the
// optimistic and undoable modes; a pessimistic update or updateMany (the
// Edit screens use pessimistic) only patches the cached record into the
// cached lists, so a list sorted or filtered on the changed field, its
// totals, and other resources' reference reads stay as they were.
//
// This QueryClient closes that gap for every react-admin write: once a
// mutation succeeds (after react-admin's own cache updates, which run in the
// mutation's onSuccess), every cached read of its resource is invalidated
// and the ones on screen refetch. A failed write (a 412, say) invalidates
// nothing, so an open form is not reset under the user's changes.
//
// A deleted record's own read (react-admin's getOne) is marked stale but
// not fetched again: its screen is on its way to the list, and a refetch
// would answer 404, which react-admin's edit screen shows as the error
// "Element does not exist" (and a second redirect) right after the
// delete's own toast, pushing that toast's Undo result behind it.
//
// Its query defaults are spec §9's client caching constants
// (api/client-caching.ts): one retry 5 s (10 s) after a failure, reads
// deduplicated over 2 s, focus revalidation at most every 5 s. A screen's
// own options (api/read-options.ts) still win over them.
import { MutationCache, QueryClient, type Query, type QueryClientConfig } from '@tanstack/react-query';
import { shellQueryDefaults } from '../api/client-caching.js';

/**
 * react-admin's mutation keys are [resource, kind, params], but the resource
 * there is the one given to the hook; one given at call time
 * (`update('Tag', …)`) is only in the variables.
 */
const WRITE_KINDS: ReadonlySet<string> = new Set(['create', 'update', 'updateMany', 'delete', 'deleteMany']);

/** The ids a delete or deleteMany removed (as react-admin keys its getOne reads: strings), else none. */
function deletedIds(kind: unknown, variables: unknown): string[] {
  const v = (variables ?? {}) as { id?: unknown; ids?: unknown };
  if (kind === 'delete' && v.id !== undefined) return [String(v.id)];
  if (kind === 'deleteMany' && Array.isArray(v.ids)) return v.ids.map(String);
  return [];
}

/** A read of one of `ids` by id: react-admin's key [resource, 'getOne', { id, meta }]. */
const readOfOneOf = (ids: string[]) => (query: Query) =>
  query.queryKey[1] === 'getOne' && ids.includes(String((query.queryKey[2] as { id?: unknown } | undefined)?.id));

let appClient: QueryClient | undefined;

/**
 * The admin app's one client: `<Admin>`'s, and the one reads started before the app has rendered go into (the
 * editor's preload, pages/editor/api/editor-prefetch.ts), so the screens find them in its cache.
 */
export function appQueryClient(): QueryClient {
  return (appClient ??= createQueryClient());
}

export function createQueryClient(config: Omit<QueryClientConfig, 'mutationCache'> = {}): QueryClient {
  const client: QueryClient = new QueryClient({
    ...config,
    defaultOptions: {
      ...config.defaultOptions,
      queries: { ...shellQueryDefaults(), ...config.defaultOptions?.queries },
    },
    mutationCache: new MutationCache({
      onSettled: (_data, error, variables, _context, mutation) => {
        const [hookResource, kind] = mutation.options.mutationKey ?? [];
        const resource = (variables as { resource?: unknown } | undefined)?.resource ?? hookResource;
        if (error || typeof resource !== 'string' || !WRITE_KINDS.has(String(kind))) return;
        // Not awaited: the save should not wait for the lists to reload.
        const gone = deletedIds(kind, variables);
        if (!gone.length) return void client.invalidateQueries({ queryKey: [resource] });
        const isGoneRead = readOfOneOf(gone);
        void client.invalidateQueries({ queryKey: [resource], predicate: (query) => !isGoneRead(query) });
        void client.invalidateQueries({ queryKey: [resource], predicate: isGoneRead, refetchType: 'none' });
      },
    }),
  });
  return client;
}
