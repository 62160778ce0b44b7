// @vitest-environment jsdom
// Spec §4 "any write other than a read invalidates the cached data of that
// resource", checked through react-admin's own useUpdate in the pessimistic
// mode the Edit screens use: react-admin alone leaves the cached lists
// valid; the app's QueryClient invalidates them (and only that resource's).
import '@testing-library/jest-dom/vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { CoreAdminContext, useCreate, useDelete, useUpdate, type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client.js';

afterEach(cleanup);

const TAG_LIST = ['Tag', 'getList', { pagination: { page: 1, perPage: 20 } }];
const CONTENT_LIST = ['Content', 'getList', { pagination: { page: 1, perPage: 20 } }];

function fakeProvider(fail = false): DataProvider {
  const answer = async (_resource: string, params: any) => {
    if (fail) throw new Error('This record was changed by someone else');
    return { data: { id: params.id ?? 9, TName: 'b' } };
  };
  return { update: answer, create: answer, delete: answer } as unknown as DataProvider;
}

async function setup(queryClient: QueryClient, dataProvider = fakeProvider()) {
  queryClient.setQueryData(TAG_LIST, { data: [{ id: 1, TName: 'a' }], total: 1 });
  queryClient.setQueryData(CONTENT_LIST, { data: [{ id: 1, CTitle: 'x' }], total: 1 });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <CoreAdminContext dataProvider={dataProvider} queryClient={queryClient}>
      {children}
    </CoreAdminContext>
  );
  const hook = renderHook(() => ({ update: useUpdate()[0], create: useCreate()[0], remove: useDelete()[0] }), {
    wrapper,
  });
  await waitFor(() => expect(hook.result.current).not.toBeNull()); // the admin context renders after its first effects
  return hook;
}

const invalidated = (client: QueryClient, key: unknown[]) => client.getQueryState(key)?.isInvalidated;

describe('cache invalidation on writes (spec §4)', () => {
  it("react-admin's pessimistic update alone patches the list but leaves it valid", async () => {
    const client = new QueryClient();
    const { result } = await setup(client);
    let done = false;
    await act(async () => {
      result.current.update(
        'Tag',
        { id: 1, data: { TName: 'b' }, previousData: { id: 1, TName: 'a' } },
        { mutationMode: 'pessimistic', onSuccess: () => (done = true) },
      );
    });
    await waitFor(() => expect(done).toBe(true));
    expect((client.getQueryData(TAG_LIST) as any).data[0].TName).toBe('b');
    expect(invalidated(client, TAG_LIST)).toBe(false);
  });

  it('createQueryClient invalidates every cached read of the written resource, and no other', async () => {
    const client = createQueryClient();
    const { result } = await setup(client);
    await act(async () => {
      result.current.update(
        'Tag',
        { id: 1, data: { TName: 'b' }, previousData: { id: 1, TName: 'a' } },
        { mutationMode: 'pessimistic' },
      );
    });
    await waitFor(() => expect(invalidated(client, TAG_LIST)).toBe(true));
    expect(invalidated(client, CONTENT_LIST)).toBe(false);
  });

  it('a create invalidates too', async () => {
    const client = createQueryClient();
    const { result } = await setup(client);
    await act(async () => {
      result.current.create('Content', { data: { CTitle: 'y' } });
    });
    await waitFor(() => expect(invalidated(client, CONTENT_LIST)).toBe(true));
    expect(invalidated(client, TAG_LIST)).toBe(false);
  });

  it('a failed write invalidates nothing (an open form is not reset under the user)', async () => {
    const client = createQueryClient();
    const { result } = await setup(client, fakeProvider(true));
    let failed = false;
    await act(async () => {
      result.current.update(
        'Tag',
        { id: 1, data: { TName: 'b' }, previousData: { id: 1, TName: 'a' } },
        { mutationMode: 'pessimistic', onError: () => (failed = true) },
      );
    });
    await waitFor(() => expect(failed).toBe(true));
    expect(invalidated(client, TAG_LIST)).toBe(false);
  });

  it("a delete invalidates the resource's reads but does not fetch the deleted record again (no 404 toast after the delete's own)", async () => {
    const client = createQueryClient();
    const { result } = await setup(client);
    const deletedRead = ['Tag', 'getOne', { id: '1', meta: undefined }];
    const otherRead = ['Tag', 'getOne', { id: '2', meta: undefined }];
    let fetchesOfDeleted = 0;
    let fetchesOfOther = 0;
    // Both reads on screen (observed), as the edit screen's is while its delete runs.
    const observers = [
      new QueryObserver(client, {
        queryKey: deletedRead,
        queryFn: async () => (fetchesOfDeleted++, { data: { id: 1 } }),
        staleTime: Infinity,
      }),
      new QueryObserver(client, {
        queryKey: otherRead,
        queryFn: async () => (fetchesOfOther++, { data: { id: 2 } }),
        staleTime: Infinity,
      }),
    ];
    const stop = observers.map((observer) => observer.subscribe(() => undefined));
    await waitFor(() => expect([fetchesOfDeleted, fetchesOfOther]).toEqual([1, 1]));
    await act(async () => {
      result.current.remove('Tag', { id: 1, previousData: { id: 1, TName: 'a' } }, { mutationMode: 'pessimistic' });
    });
    await waitFor(() => expect(invalidated(client, TAG_LIST)).toBe(true));
    await waitFor(() => expect(fetchesOfOther).toBe(2));
    expect(invalidated(client, deletedRead)).toBe(true);
    expect(fetchesOfDeleted).toBe(1);
    for (const unsubscribe of stop) unsubscribe();
  });
});
