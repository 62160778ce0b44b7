// @vitest-environment jsdom
// The slow-load notice (spec §9): a first load counts as slow after 3 s, or
// 5 s on a slow connection; a background refetch never counts.
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSlowLoading } from '../api/useSlowLoading.js';
import { createQueryClient } from '../providers/query-client.js';
import { SLOW_LOADING_TEXT, SlowLoadingNotice } from './SlowLoadingNotice.js';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('useSlowLoading', () => {
  it('turns true 3 s into a load and false when it ends', () => {
    const hook = renderHook(({ loading }) => useSlowLoading(loading), { initialProps: { loading: true } });
    act(() => void vi.advanceTimersByTime(2_999));
    expect(hook.result.current).toBe(false);
    act(() => void vi.advanceTimersByTime(1));
    expect(hook.result.current).toBe(true);
    hook.rerender({ loading: false });
    expect(hook.result.current).toBe(false);
    hook.rerender({ loading: true });
    expect(hook.result.current).toBe(false); // a new load starts its own count
  });

  it('waits 5 s on a slow connection', () => {
    vi.stubGlobal('navigator', { connection: { effectiveType: '3g' } });
    const hook = renderHook(() => useSlowLoading(true));
    act(() => void vi.advanceTimersByTime(4_999));
    expect(hook.result.current).toBe(false);
    act(() => void vi.advanceTimersByTime(1));
    expect(hook.result.current).toBe(true);
  });
});

describe('SlowLoadingNotice', () => {
  function Reader({ queryFn }: { queryFn: () => Promise<string> }) {
    const { data } = useQuery({ queryKey: ['screen'], queryFn });
    return <p>{data ?? 'waiting'}</p>;
  }

  it('shows while a first read runs past 3 s, and goes when it answers', async () => {
    let answer: (value: string) => void = () => {};
    const client = createQueryClient();
    render(
      <QueryClientProvider client={client}>
        <SlowLoadingNotice />
        <Reader queryFn={() => new Promise<string>((resolve) => (answer = resolve))} />
      </QueryClientProvider>,
    );
    await act(async () => void (await vi.advanceTimersByTimeAsync(2_900)));
    expect(screen.queryByText(SLOW_LOADING_TEXT)).toBeNull();
    await act(async () => void (await vi.advanceTimersByTimeAsync(200)));
    expect(screen.getByRole('status')).toHaveTextContent(SLOW_LOADING_TEXT);
    await act(async () => {
      answer('rows');
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByText('rows')).toBeInTheDocument();
    expect(screen.queryByText(SLOW_LOADING_TEXT)).toBeNull();
  });

  it('does not count a refetch of data already on screen', async () => {
    const client = createQueryClient();
    client.setQueryData(['screen'], 'cached');
    render(
      <QueryClientProvider client={client}>
        <SlowLoadingNotice />
        <Reader queryFn={() => new Promise<string>(() => {})} />
      </QueryClientProvider>,
    );
    await act(async () => void (await vi.advanceTimersByTimeAsync(10_000)));
    expect(screen.getByText('cached')).toBeInTheDocument();
    expect(screen.queryByText(SLOW_LOADING_TEXT)).toBeNull();
  });
});
