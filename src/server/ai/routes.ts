// /api/v1/mc/openai (spec §7; issue 15 item 5; docs/ai-tools.md): AI drafts
// for the page editor (meta, content) and the AI Tools screen (test box,
// usage, settings, prompts). HTTP in and out only; the rules live in
// src/server/ai/. Drafts answer server-sent events (AI_STREAM_DESCRIPTION).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { decodeField } from '../platform/data/codec.js';
import { coded } from '../platform/errors.js';
import { requireMaintenance } from '../editor/index.js';
import { actorOf, identityOf } from '../platform/plugins/authenticate.js';
import { enforce, EXPENSIVE_PER_USER, type LimitStore } from '../platform/rate-limit/index.js';
import { requireAdmin } from '../platform/http/access.js';
import { NoContent } from '../../shared/api/common.js';
import {
  AI_STREAM_DESCRIPTION,
  AiPrompt,
  AiPromptsAnswer,
  AiPromptValues,
  AiSettingsAnswer,
  AiSettingsValues,
  AiStatusAnswer,
  ContentDraftBody,
  MetaDraftBody,
  PromptIdParams,
  TestBody,
} from '../../shared/api/openai.js';
import { aiSwitchedOn, requireAiSwitchedOn, requireAiTools } from './access.js';
import { createPrompt, deletePrompt, listPrompts, readSettings, savePrompt, writeSettings } from './ai-records.js';
import { startDraft, type AiDeps, type DraftRequest } from './drafts.js';
import { PLACEHOLDERS } from './prompt-fill.js';
import { usageOf } from './usage.js';
import { withSchemaTypes } from '../platform/http/schema-types.js';

const doc = (summary: string) => ({ summary, tags: ['AI tools'], security: [{ bearer: [] }] });
const streamed = {
  200: { description: AI_STREAM_DESCRIPTION, content: { 'text/event-stream': { schema: { type: 'string' } } } },
};

interface OpenAiRouteDeps extends AiDeps {
  limiter: LimitStore;
}

/** Register under /api/v1/mc/openai with the authenticate hook. */
export function registerOpenAiRoutes(scope: FastifyInstance, deps: OpenAiRouteDeps) {
  const app = withSchemaTypes(scope);
  const { db } = deps;
  app.addHook('preHandler', async (request) => requireAiTools(identityOf(request)));

  const draft = async (request: FastifyRequest, reply: FastifyReply, which: DraftRequest) => {
    const identity = identityOf(request);
    // The settings' test box sends no page text: an admin may try the provider before switching the tools on.
    if (which.kind !== 'test') {
      requireMaintenance(identity);
      await requireAiSwitchedOn(db);
    }
    await enforce(deps.limiter, identity.userId, EXPENSIVE_PER_USER);
    // The browser going away stops the provider's answer too (the response's close: the request's fires once its body is read).
    const stop = new AbortController();
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) stop.abort();
    });
    const events: Readable = await startDraft(deps, identity, which, stop.signal);
    return reply
      .header('content-type', 'text/event-stream; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-accel-buffering', 'no')
      .send(events);
  };

  app.post(
    '/meta',
    {
      compress: false,
      schema: {
        ...doc('Draft a page’s meta description (streamed; nothing is saved)'),
        body: MetaDraftBody,
        response: streamed,
      },
    },
    async (request, reply) => draft(request, reply, { kind: 'meta', body: request.body }),
  );

  app.post(
    '/content',
    {
      compress: false,
      schema: {
        ...doc('Draft a block’s copy (streamed HTML, sanitised at the end; nothing is saved)'),
        body: ContentDraftBody,
        response: streamed,
      },
    },
    async (request, reply) => draft(request, reply, { kind: 'content', body: request.body }),
  );

  app.post(
    '/test',
    {
      compress: false,
      schema: {
        ...doc('Send a message to the AI server with the current settings (the AI Tools test box; streamed)'),
        body: TestBody,
        response: streamed,
      },
    },
    async (request, reply) => draft(request, reply, { kind: 'test', body: request.body }),
  );

  app.get(
    '/usage',
    {
      schema: {
        ...doc('The caller’s AI drafts today against the per-user daily limit, and whether drafting is switched on'),
        response: { 200: AiStatusAnswer },
      },
    },
    async (request) => {
      const settings = await readSettings(db);
      const usage = await usageOf(db, identityOf(request).userId, settings.dailyLimit, deps.now());
      return { ...usage, draftsOn: await aiSwitchedOn(db) };
    },
  );

  app.get(
    '/prompts',
    {
      schema: {
        ...doc('The AI prompts (misc data kind 9) and the placeholders they may use'),
        response: { 200: AiPromptsAnswer },
      },
    },
    async () => ({
      prompts: await listPrompts(db),
      placeholders: PLACEHOLDERS.map((p) => ({ ...p })),
    }),
  );

  app.post(
    '/prompts',
    { schema: { ...doc('Add an AI prompt (Admin)'), body: AiPromptValues, response: { 201: AiPrompt } } },
    async (request, reply) => {
      requireAdmin(identityOf(request), 'Changing AI prompts');
      return reply.code(201).send(await db.transaction((tx) => createPrompt(tx, actorOf(request), request.body)));
    },
  );

  app.put(
    '/prompts/:id',
    {
      schema: {
        ...doc('Change an AI prompt (Admin)'),
        params: PromptIdParams,
        body: AiPromptValues,
        response: { 200: AiPrompt },
      },
    },
    async (request) => {
      requireAdmin(identityOf(request), 'Changing AI prompts');
      return db.transaction((tx) => savePrompt(tx, actorOf(request), request.params.id, request.body));
    },
  );

  app.delete(
    '/prompts/:id',
    { schema: { ...doc('Delete an AI prompt (Admin)'), params: PromptIdParams, response: { 204: NoContent } } },
    async (request, reply) => {
      requireAdmin(identityOf(request), 'Changing AI prompts');
      await db.transaction((tx) => deletePrompt(tx, actorOf(request), request.params.id));
      return reply.code(204).send();
    },
  );

  const settingsAnswer = async () => {
    const settings = await readSettings(db);
    const keys = await db.all<{ KmName: string; KmHasValue: unknown }>(
      db.builder.selectFrom('KeyManager').select(['KmName', 'KmHasValue']).orderBy('KmName').compile(),
    );
    const named = keys.find((k) => k.KmName === settings.keyName.trim());
    return {
      ...settings,
      keyPresent: !!named && decodeField('KeyManager', 'KmHasValue', named.KmHasValue, db.dialect) === true,
      keyNames: keys.map((k) => k.KmName),
    };
  };

  app.get(
    '/settings',
    {
      schema: {
        ...doc('The AI settings (misc data kind 10), with the Key Manager key names (never their values) (Admin)'),
        response: { 200: AiSettingsAnswer },
      },
    },
    async (request) => {
      requireAdmin(identityOf(request), 'The AI settings');
      return settingsAnswer();
    },
  );

  app.put(
    '/settings',
    { schema: { ...doc('Save the AI settings (Admin)'), body: AiSettingsValues, response: { 200: AiSettingsAnswer } } },
    async (request) => {
      requireAdmin(identityOf(request), 'The AI settings');
      requireHttpUrl(request.body.baseUrl);
      await db.transaction((tx) => writeSettings(tx, actorOf(request), request.body));
      return settingsAnswer();
    },
  );
}

/** The base URL must be an http(s) address; whether its host may be called is decided at each call (SSRF rules). */
function requireHttpUrl(raw: string): void {
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) {
    throw coded(422, 'ai.baseUrl', {}, 'baseUrl');
  }
}
