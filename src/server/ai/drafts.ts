// One AI draft from start to stream (docs/ai-tools.md): the settings and key,
// the page's values (404 outside the caller's scope), the prompt, a place in
// the caller's daily limit, then the provider's streamed answer as events.
// Every check that can refuse comes before the place is taken, so a refused
// call costs nothing. Nothing is saved here: the editor saves the draft when
// the user accepts it and saves the page.
import type { Readable } from 'node:stream';
import type { Executor } from '../platform/db/executor.js';
import type { Identity } from '../platform/data/identity.js';
import { coded } from '../platform/errors.js';
import type { KeyStore } from '../platform/secrets/key-store.js';
import type { ContentDraftBody, MetaDraftBody, TestBody } from '../../shared/api/openai.js';
import { findPrompt, promptFor, readSettings } from './ai-records.js';
import { finishHtml, finishMeta } from './draft-text.js';
import { eventStream } from './event-stream.js';
import { pageValues, siteName } from './page-values.js';
import { fillPrompt, type PromptValues } from './prompt-fill.js';
import { startChat, type ChatMessage } from './provider.js';
import { takeDailyPlace } from './usage.js';

export interface AiDeps {
  db: Executor;
  keys: KeyStore;
  /** FETCH_ALLOW, compiled. */
  allow: (ip: string) => boolean;
  publicUrl: string;
  now: () => number;
  /** Told about failures that are not the provider's plain answers (for the log). */
  log: (e: unknown) => void;
}

export type DraftRequest =
  | { kind: 'meta'; body: MetaDraftBody }
  | { kind: 'content'; body: ContentDraftBody }
  | { kind: 'test'; body: TestBody };

async function messagesFor(deps: AiDeps, identity: Identity, request: DraftRequest): Promise<ChatMessage[]> {
  const { db } = deps;
  const list = (system: string, user: string): ChatMessage[] => [
    ...(system.trim() ? [{ role: 'system' as const, content: system }] : []),
    { role: 'user', content: user },
  ];
  if (request.kind === 'test') {
    const prompt = request.body.promptId !== undefined ? await findPrompt(db, request.body.promptId) : undefined;
    return list(prompt?.system ?? '', request.body.message);
  }
  const body = request.body;
  const values: PromptValues = await pageValues(
    db,
    identity,
    { cId: body.cId, ...('cbId' in body ? { cbId: body.cbId, instruction: body.instruction } : {}) },
    await siteName(db, deps.publicUrl),
  );
  const prompt = await promptFor(db, request.kind, body.promptId);
  if (!prompt) throw coded(409, request.kind === 'meta' ? 'ai.noPromptMeta' : 'ai.noPromptContent', {}, 'promptId');
  return list(fillPrompt(prompt.system, values), fillPrompt(prompt.user, values));
}

export async function startDraft(
  deps: AiDeps,
  identity: Identity,
  request: DraftRequest,
  signal: AbortSignal,
): Promise<Readable> {
  const settings = await readSettings(deps.db);
  const keyName = settings.keyName.trim();
  const apiKey = keyName ? await deps.keys.read(keyName) : undefined;
  if (keyName && !apiKey) throw coded(409, 'ai.keyMissing', { key: keyName }, 'keyName');
  const messages = await messagesFor(deps, identity, request);
  const usage = await takeDailyPlace(deps.db, identity, settings.dailyLimit, deps.now());
  const pieces = await startChat({ settings, apiKey, allow: deps.allow }, messages, signal);
  const finish = request.kind === 'meta' ? finishMeta : finishHtml;
  return eventStream(pieces, (raw) => ({ text: finish(raw), usage }), deps.log);
}
