// The AI tools' calls (/api/v1/mc/openai; shared/api/openai.ts;
// docs/ai-tools.md). JSON calls go through the app's one HTTP client; the
// drafting calls answer server-sent events, read here as they arrive:
// `delta` pieces (raw text, shown as text only), then `done` with the
// sanitised draft, or `error`. A failure before the stream starts is an
// ordinary error answer, turned into an Error with the server's message (worded
// in the reader's language when it carries a code, as the stream's `error` is).
import type { TranslateFunction } from 'react-admin';
import { bearerHeader, serverMessage, type HttpClient } from '../../providers/http-client.js';
import { serverErrorText } from '../../kit/server-messages.js';
import type {
  AiPrompt,
  AiPromptsAnswer,
  AiPromptValues,
  AiSettingsAnswer,
  AiSettingsValues,
  AiStatusAnswer,
  ContentDraftBody,
  MetaDraftBody,
  TestBody,
} from '../../../shared/api/openai.js';
import { API_PREFIX } from '../../../shared/api/prefixes.js';

const AI_URL = API_PREFIX.ai;

export const aiKeys = {
  all: () => ['ai-tools'] as const,
  usage: () => ['ai-tools', 'usage'] as const,
  prompts: () => ['ai-tools', 'prompts'] as const,
  settings: () => ['ai-tools', 'settings'] as const,
};

const json = (body: unknown) => ({ body: JSON.stringify(body) });

export const aiApi = (http: HttpClient) => ({
  usage: async () => (await http(`${AI_URL}/usage`)).json as AiStatusAnswer,
  prompts: async () => (await http(`${AI_URL}/prompts`)).json as AiPromptsAnswer,
  createPrompt: async (p: AiPromptValues) =>
    (await http(`${AI_URL}/prompts`, { method: 'POST', ...json(p) })).json as AiPrompt,
  savePrompt: async (id: number, p: AiPromptValues) =>
    (await http(`${AI_URL}/prompts/${id}`, { method: 'PUT', ...json(p) })).json as AiPrompt,
  deletePrompt: async (id: number) => void (await http(`${AI_URL}/prompts/${id}`, { method: 'DELETE' })),
  settings: async () => (await http(`${AI_URL}/settings`)).json as AiSettingsAnswer,
  saveSettings: async (s: AiSettingsValues) =>
    (await http(`${AI_URL}/settings`, { method: 'PUT', ...json(s) })).json as AiSettingsAnswer,
});

export type DraftKind = 'meta' | 'content' | 'test';
export type DraftBody = MetaDraftBody | ContentDraftBody | TestBody;

interface DraftHandlers {
  onDelta: (text: string) => void;
  signal?: AbortSignal;
  fetch?: typeof fetch;
  /** The reader's texts, for the failures this reader names itself. */
  text: TranslateFunction;
}

/** Parses the complete events in `buffer`; answers the unfinished rest. */
export function readEvents(buffer: string, each: (event: string, data: Record<string, unknown>) => void): string {
  const blocks = buffer.split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    const event = /^event: (.*)$/m.exec(block)?.[1];
    const data = /^data: (.*)$/m.exec(block)?.[1];
    if (event && data) each(event, JSON.parse(data) as Record<string, unknown>);
  }
  return rest;
}

/** Streams one draft; resolves with the finished, sanitised text. */
export async function streamDraft(
  kind: DraftKind,
  body: DraftBody,
  { onDelta, signal, fetch: doFetch = (i, init) => globalThis.fetch(i, init), text: translate }: DraftHandlers,
): Promise<string> {
  const headers = { 'content-type': 'application/json', accept: 'text/event-stream', ...bearerHeader() };
  const response = await doFetch(`${AI_URL}/${kind}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
    credentials: 'include',
    signal,
  });
  if (!response.ok || !response.body) {
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    // The refusal in the reader's language when it carries a code (ai.*, docs/decisions/0120), else as the server wrote it.
    const first = (parsed as { errors?: Record<string, unknown>[] } | undefined)?.errors?.[0];
    throw new Error(
      (first && serverErrorText(first, translate)) ||
        serverMessage(parsed) ||
        translate('ai-tools.stream.failed', { status: response.status }),
    );
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let done: string | undefined;
  let failure: string | undefined;
  for (;;) {
    const { value, done: ended } = await reader.read();
    if (value) {
      buffer = readEvents(buffer + value, (event, data) => {
        if (event === 'delta') onDelta(String(data.text ?? ''));
        else if (event === 'done') done = String(data.text ?? '');
        else if (event === 'error')
          failure = serverErrorText(data, translate) || translate('ai-tools.stream.answerFailed');
      });
    }
    if (ended) break;
  }
  if (failure) throw new Error(failure);
  if (done === undefined) throw new Error(translate('ai-tools.stream.incomplete'));

  return done;
}
