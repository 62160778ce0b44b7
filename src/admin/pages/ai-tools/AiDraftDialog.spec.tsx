// @vitest-environment jsdom
// "Draft with AI": the draft streams in as text (markup in the raw pieces is
// shown, never rendered), Accept hands over the finished draft the server
// sanitised, Discard hands over nothing, a failure shows the server's
// message; the accepted draft marks the save as AI-drafted.
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { draftReducer } from '../editor/model/draft-reducer.js';
import { buildSave } from '../editor/model/page-save.js';
import { draftOf } from '../editor/model/page-model.js';
import { samplePage } from '../editor/spec-support.js';
import { AiDraftButton } from './AiDraftButton.js';
import { readEvents } from './ai-api.js';
import { withQueryClient } from '../../api/spec-support.js';

afterEach(cleanup);

const event = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

/** A fetch answering one event stream, in the chunks given (split anywhere, as a network would). */
function streamingFetch(chunks: string[], status = 200): typeof fetch {
  return vi.fn(async () => {
    if (status !== 200)
      return new Response(
        JSON.stringify({ errors: [{ message: 'The AI server refused the API key (401)' }], status }),
        { status },
      );
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const c of chunks) controller.enqueue(new TextEncoder().encode(c));
        controller.close();
      },
    });
    return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
  }) as unknown as typeof fetch;
}

/** The server as the button sees it: GET /usage says whether drafting is switched on; drafts go to `drafts`. */
function aiServer(drafts: typeof fetch, draftsOn = true): typeof fetch {
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input).endsWith('/usage'))
      return Response.json({ day: '2026-11-26', used: 0, limit: 50, remaining: 50, draftsOn });
    return drafts(input, init);
  }) as unknown as typeof fetch;
}

describe('AiDraftButton', () => {
  it('streams the draft as text and accepts the sanitised one', async () => {
    const whole =
      event('delta', { text: '<b>Durable</b> ' }) +
      event('delta', { text: 'bridges.' }) +
      event('done', { text: 'Durable bridges.', usage: { used: 1, limit: 5 } });
    const fetch = streamingFetch([whole.slice(0, 17), whole.slice(17, 60), whole.slice(60)]);
    const onAccept = vi.fn();
    render(
      withQueryClient(
        <AiDraftButton
          allowed
          label="Draft with AI: page description"
          what="Meta description"
          kind="meta"
          body={{ cId: 7 }}
          onAccept={onAccept}
          fetch={aiServer(fetch)}
        />,
      ),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Draft with AI: page description' }));
    const accept = screen.getByRole('button', { name: 'Accept' });
    expect(accept).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'AI draft' })).toHaveTextContent('Durable bridges.'));
    expect(JSON.parse(String((fetch as unknown as ReturnType<typeof vi.fn>).mock.calls[0][1].body))).toEqual({
      cId: 7,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(onAccept).toHaveBeenCalledWith('Durable bridges.');
  });

  it('shows the server’s message when the draft fails, and discards without accepting', async () => {
    const onAccept = vi.fn();
    render(
      withQueryClient(
        <AiDraftButton
          allowed
          label="Draft with AI: page description"
          what="Meta description"
          kind="meta"
          body={{ cId: 7 }}
          onAccept={onAccept}
          fetch={aiServer(streamingFetch([], 502))}
        />,
      ),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Draft with AI: page description' }));
    await userEvent.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('The AI server refused the API key (401)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(onAccept).not.toHaveBeenCalled();
  });

  it('is not shown to a user without the AI tools, and does not ask the server', async () => {
    const server = aiServer(streamingFetch([]));
    render(
      withQueryClient(
        <AiDraftButton
          allowed={false}
          label="Draft with AI: page description"
          what="Meta description"
          kind="meta"
          body={{ cId: 7 }}
          onAccept={() => undefined}
          fetch={server}
        />,
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('button', { name: /Draft with AI/ })).toBeNull();
    expect(server).not.toHaveBeenCalled();
  });

  it('is not shown while the AI Tools switch is off', async () => {
    const server = aiServer(streamingFetch([]), false);
    render(
      withQueryClient(
        <AiDraftButton
          allowed
          label="Draft with AI: page description"
          what="Meta description"
          kind="meta"
          body={{ cId: 7 }}
          onAccept={() => undefined}
          fetch={server}
        />,
      ),
    );
    await waitFor(() => expect(server).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('button', { name: /Draft with AI/ })).toBeNull();
  });
});

describe('AI drafts in the working copy', () => {
  it('marks the save that carries an accepted draft, and only when one was accepted', () => {
    const base = draftOf(samplePage());
    const typed = draftReducer(base, { type: 'content', change: { CSeoTitle: 'Typed' } });
    expect(buildSave(base, typed, 'publish').aiDrafted).toBeUndefined();
    const drafted = draftReducer(typed, {
      type: 'content',
      change: { CMetaDesc: { description: 'From AI' } },
      aiDrafted: true,
    });
    expect(buildSave(base, drafted, 'publish')).toMatchObject({
      aiDrafted: true,
      content: { CMetaDesc: { description: 'From AI' } },
    });
  });

  it('reads events split across chunks', () => {
    const seen: string[] = [];
    const rest = readEvents(`${event('delta', { text: 'a\n\nb' })}event: done\nda`, (name, data) =>
      seen.push(`${name}:${String(data.text)}`),
    );
    expect(seen).toEqual(['delta:a\n\nb']);
    expect(rest).toBe('event: done\nda');
  });
});
