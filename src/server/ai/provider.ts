// The OpenAI-compatible client (the `openai` package; docs/ai-tools.md): the
// base URL, model, temperature, token limit and time limit come from the
// AI_Settings records, the key from Key Manager (none for a local server such
// as llama.cpp, Ollama or vLLM). Every request goes through clientFetch (the
// SSRF rules, FETCH_ALLOW, one deadline). The SDK's own retries are off: a
// retry would spend the user's time and the provider's quota behind their back.
// Every failure becomes an ApiError with a message a person can act on
// (providerError), with a code the admin words (ai.*, docs/decisions/0120): never a 500, never a 401
// (which the admin reads as "signed out").
// The SDK is loaded at the first call, not at start: most instances never call a
// provider, and loading it cost every start 57 ms (docs/decisions/0095-the-server-runs-bundled.md).
import type OpenAI from 'openai';
import { ApiError, coded } from '../platform/errors.js';
import { clientFetch } from '../platform/net/client-fetch.js';
import type { AiSettingsValues } from '../../shared/api/openai.js';

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

interface ProviderOptions {
  settings: AiSettingsValues;
  /** The Key Manager value; undefined for a server that needs none. */
  apiKey: string | undefined;
  /** FETCH_ALLOW: private addresses the server may call. */
  allow: (ip: string) => boolean;
}

const REMOTE = 'The AI server';

type Sdk = typeof OpenAI;
let sdk: Sdk | undefined;
const loadSdk = async (): Promise<Sdk> => (sdk ??= (await import('openai')).default);
const short = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}…` : text);

/** The project's own error behind an SDK error (clientFetch's refusals and deadlines), if any. */
function ownCause(e: unknown): ApiError | undefined {
  for (let c: unknown = e, depth = 0; c && depth < 5; c = (c as { cause?: unknown }).cause, depth++) {
    if (c instanceof ApiError) return c;
  }
  return undefined;
}

/** What the provider's error body says ({error: {message}}), without the SDK's status prefix. */
function providerMessage(e: InstanceType<typeof OpenAI.APIError>): string {
  const body = e.error as { message?: unknown } | undefined;
  return short(typeof body?.message === 'string' && body.message ? body.message : e.message);
}

/** Any failure of a call to the provider, as the answer the user sees. */
function providerError(e: unknown, timeoutSeconds: number): ApiError {
  const own = ownCause(e);
  if (own) {
    if (own.status === 400) return coded(400, 'ai.addressRefused', { detail: own.message }, 'baseUrl');
    if (own.status === 504) return coded(504, 'ai.timeout', { seconds: timeoutSeconds });
    return own;
  }
  if (e instanceof ApiError) return e;
  // An SDK error exists only once the SDK was loaded for the call that failed.
  return (
    (sdk && sdkError(sdk, e, timeoutSeconds)) ??
    coded(502, 'ai.unreadable', { detail: short(e instanceof Error ? e.message : String(e)) })
  );
}

/** The SDK's errors, in words a person can act on. */
function sdkError(OpenAI: Sdk, e: unknown, timeoutSeconds: number): ApiError | undefined {
  if (e instanceof OpenAI.APIConnectionTimeoutError) return coded(504, 'ai.timeout', { seconds: timeoutSeconds });
  if (e instanceof OpenAI.APIUserAbortError) return coded(499, 'ai.cancelled');
  if (e instanceof OpenAI.APIConnectionError) return coded(502, 'ai.unreachable', { detail: short(e.message) });
  if (e instanceof OpenAI.AuthenticationError || e instanceof OpenAI.PermissionDeniedError) {
    return coded(502, 'ai.keyRefused', { status: e.status, detail: providerMessage(e) });
  }
  if (e instanceof OpenAI.RateLimitError) {
    const retry = e.headers?.get('retry-after');
    return coded(
      429,
      'ai.rateLimited',
      { detail: providerMessage(e) },
      undefined,
      retry && /^\d+$/.test(retry) ? { 'retry-after': retry } : {},
    );
  }
  if (e instanceof OpenAI.APIError)
    return e.status
      ? coded(502, 'ai.answered', { status: e.status, detail: providerMessage(e) })
      : coded(502, 'ai.answeredError', { detail: providerMessage(e) });
  return undefined;
}

async function openClient({ settings, apiKey, allow }: ProviderOptions): Promise<OpenAI> {
  const deadlineMs = settings.timeoutSeconds * 1000;
  const OpenAI = await loadSdk();
  return new OpenAI({
    // A server without keys gets no Authorization header (the SDK insists on some key, so a placeholder, then unset).
    apiKey: apiKey ?? 'none',
    ...(apiKey ? {} : { defaultHeaders: { authorization: null } }),
    // Never from the environment: only the settings and Key Manager decide where calls go and who they claim to be.
    organization: null,
    project: null,
    baseURL: settings.baseUrl.replace(/\/+$/, ''),
    // clientFetch's deadline ends the call with its own message; the SDK's timer is only a backstop.
    timeout: deadlineMs + 5000,
    maxRetries: 0,
    fetch: clientFetch({ allow, deadlineMs, remote: REMOTE }),
  });
}

/**
 * Starts a streamed chat completion. Resolves once the provider has accepted
 * the request (so a refused key or a bad model is an ordinary error answer),
 * with the text pieces to read; rejects with providerError's ApiError.
 */
export async function startChat(
  options: ProviderOptions,
  messages: ChatMessage[],
  signal?: AbortSignal,
): Promise<AsyncIterable<string>> {
  const { settings } = options;
  const client = await openClient(options);
  let stream: AsyncIterable<OpenAI.Chat.Completions.ChatCompletionChunk>;
  try {
    stream = await client.chat.completions.create(
      {
        model: settings.model,
        messages,
        temperature: settings.temperature,
        max_tokens: settings.maxTokens,
        stream: true,
      },
      { signal },
    );
  } catch (e) {
    throw providerError(e, settings.timeoutSeconds);
  }
  return pieces(stream, settings.timeoutSeconds);
}

async function* pieces(
  stream: AsyncIterable<OpenAI.Chat.Completions.ChatCompletionChunk>,
  timeoutSeconds: number,
): AsyncIterable<string> {
  let refusal = '';
  try {
    for await (const chunk of stream) {
      const choice = chunk.choices?.[0];
      const delta = choice?.delta as { content?: string | null; refusal?: string | null } | undefined;
      if (delta?.refusal) refusal += delta.refusal;
      if (delta?.content) yield delta.content;
      if (choice?.finish_reason === 'content_filter') throw coded(422, 'ai.contentFilter');
    }
  } catch (e) {
    throw providerError(e, timeoutSeconds);
  }
  if (refusal) throw coded(422, 'ai.declined', { detail: short(refusal) });
}
