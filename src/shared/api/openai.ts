// /api/v1/mc/openai (spec §7 openai/content and openai/meta; issue 15 item 5;
// docs/ai-tools.md): AI drafts for the page editor, the AI Tools screen's
// settings, prompts, test box and usage. The drafting calls answer a stream
// of server-sent events (AI_STREAM_EVENTS); everything else is JSON.
import { Type, type Static } from 'typebox';

const recordId = (description: string) => Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description });

export const MetaDraftBody = Type.Object(
  {
    cId: recordId('The page whose meta description is drafted.'),
    promptId: Type.Optional(
      recordId('The AI_Prompt record (MiscData kind 9) to use; the first prompt for meta descriptions by default.'),
    ),
  },
  { additionalProperties: false },
);
export type MetaDraftBody = Static<typeof MetaDraftBody>;

export const ContentDraftBody = Type.Object(
  {
    cId: recordId('The page whose block copy is drafted.'),
    cbId: Type.Optional(
      recordId('The block the copy is for (its headline and current copy fill {{headline}} and {{block}}).'),
    ),
    instruction: Type.Optional(
      Type.String({ maxLength: 2000, description: 'What the user asks for; fills {{instruction}}.' }),
    ),
    promptId: Type.Optional(recordId('The AI_Prompt record to use; the first prompt for block copy by default.')),
  },
  { additionalProperties: false },
);
export type ContentDraftBody = Static<typeof ContentDraftBody>;

export const TestBody = Type.Object(
  {
    message: Type.String({ minLength: 1, maxLength: 4000, description: 'Sent to the AI server as the user message.' }),
    promptId: Type.Optional(recordId('A prompt whose system text goes with the message.')),
  },
  { additionalProperties: false },
);
export type TestBody = Static<typeof TestBody>;

export const AI_STREAM_DESCRIPTION =
  'Server-sent events: `delta` {text} (raw model text, show as text), then `done` {text, usage} (the sanitised draft) or `error` {status, message}. Failures before the stream starts are ordinary error answers (400, 403, 404, 429, 502, 504).';

export const AiUsageAnswer = Type.Object({
  day: Type.String({ description: 'The UTC day counted (YYYY-MM-DD).' }),
  used: Type.Integer({ minimum: 0 }),
  limit: Type.Integer({ minimum: 0, description: 'Drafts each user may ask for per UTC day.' }),
  remaining: Type.Integer({ minimum: 0 }),
});
export type AiUsageAnswer = Static<typeof AiUsageAnswer>;

/** GET /usage: the caller's usage and whether drafting is switched on, so the editor offers "Draft with AI" only when it is. */
export const AiStatusAnswer = Type.Intersect([
  AiUsageAnswer,
  Type.Object({
    draftsOn: Type.Boolean({
      description:
        'Whether the AI Tools switch (Site Setup, feature tag 85) is on; drafts for pages are refused while it is off.',
    }),
  }),
]);
export type AiStatusAnswer = Static<typeof AiStatusAnswer>;

export const AiSettingsValues = Type.Object(
  {
    baseUrl: Type.String({
      minLength: 1,
      maxLength: 800,
      description:
        'The OpenAI-compatible API base, e.g. https://api.openai.com/v1 or http://127.0.0.1:8080/v1 (a private address needs FETCH_ALLOW).',
    }),
    model: Type.String({ minLength: 1, maxLength: 200 }),
    temperature: Type.Number({ minimum: 0, maximum: 2 }),
    maxTokens: Type.Integer({ minimum: 1, maximum: 32000 }),
    keyName: Type.String({
      maxLength: 400,
      description: 'The Key Manager key holding the API key; empty for a local server without one.',
    }),
    timeoutSeconds: Type.Integer({ minimum: 1, maximum: 600 }),
    dailyLimit: Type.Integer({ minimum: 0, maximum: 100000, description: 'Drafts per user per UTC day (0: none).' }),
  },
  { additionalProperties: false },
);
export type AiSettingsValues = Static<typeof AiSettingsValues>;

export const AiSettingsAnswer = Type.Object({
  ...AiSettingsValues.properties,
  keyPresent: Type.Boolean({
    description: 'Whether the named key exists in Key Manager with a value (the value is never sent).',
  }),
  keyNames: Type.Array(Type.String(), { description: 'The Key Manager key names, for the picker.' }),
});
export type AiSettingsAnswer = Static<typeof AiSettingsAnswer>;

export const AI_PROMPT_USES = ['meta', 'content', 'any'] as const;
export type AiPromptUse = (typeof AI_PROMPT_USES)[number];

export const AiPromptValues = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 400 }),
    use: Type.Union([Type.Literal('meta'), Type.Literal('content'), Type.Literal('any')], {
      description: 'meta: meta descriptions; content: block copy; any: both.',
    }),
    system: Type.String({ maxLength: 8000, description: 'The system message; {{placeholders}} are filled.' }),
    user: Type.String({ minLength: 1, maxLength: 8000, description: 'The user message; {{placeholders}} are filled.' }),
    sortOrder: Type.Optional(Type.Integer()),
  },
  { additionalProperties: false },
);
export type AiPromptValues = Static<typeof AiPromptValues>;

export const AiPrompt = Type.Object({ id: Type.Integer(), ...AiPromptValues.properties });
export type AiPrompt = Static<typeof AiPrompt>;

export const AiPromptsAnswer = Type.Object({
  prompts: Type.Array(AiPrompt),
  placeholders: Type.Array(Type.Object({ name: Type.String(), description: Type.String() })),
});
export type AiPromptsAnswer = Static<typeof AiPromptsAnswer>;

export const PromptIdParams = Type.Object({ id: recordId('The AI_Prompt record id.') });
export type PromptIdParams = Static<typeof PromptIdParams>;
