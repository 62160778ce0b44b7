// The AI tools' configuration, kept where the spec puts it (§3 misc data
// kinds AI_Prompt 9 and AI_Settings 10; docs/ai-tools.md):
//   AI_Settings: a connection record {baseUrl, model, temperature, maxTokens,
//     keyName, timeoutSeconds} and a limits record {requestsPerUserPerDay};
//   AI_Prompt: one record per prompt {use, system, user}.
// Read tolerantly (older seeds have other names and extra keys); written
// through the data layer's single-record writes, so each change is audited.
import type { Queryable, Row } from '../platform/db/executor.js';
import { rowToRecord } from '../platform/data/codec.js';
import { entity, visibleFields } from '../platform/data/entities.js';
import type { Actor } from '../platform/data/identity.js';
import { deleteOne, insertOne, updateOne } from '../platform/data/writes.js';
import { coded } from '../platform/errors.js';
import {
  AI_PROMPT_USES,
  type AiPrompt,
  type AiPromptUse,
  type AiPromptValues,
  type AiSettingsValues,
} from '../../shared/api/openai.js';

const AI_PROMPT_KIND = 9;
const AI_SETTINGS_KIND = 10;

/** What a fresh install (or a database without the records) uses. */
const DEFAULT_SETTINGS: AiSettingsValues = {
  baseUrl: 'https://api.openai.com/v1',
  model: 'gpt-4o-mini',
  temperature: 0.7,
  maxTokens: 800,
  keyName: 'OpenAI_ApiKey',
  timeoutSeconds: 60,
  dailyLimit: 100,
};

type Json = Record<string, unknown>;
interface MiscRow {
  MdId: number;
  MdName: string;
  MdValue: unknown;
  MdSortOrder: number;
}

const asObject = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});
const num = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);
const str = (v: unknown, fallback: string) => (typeof v === 'string' ? v : fallback);

async function rowsOfKind(q: Queryable, kind: number): Promise<MiscRow[]> {
  const meta = entity('MiscData');
  const rows = await q.all<Row>(
    q.builder
      .selectFrom('MiscData')
      .selectAll()
      .where('MdKind', '=', kind)
      .orderBy('MdSortOrder')
      .orderBy('MdId')
      .compile(),
  );
  return rows.map((r) => rowToRecord(meta, visibleFields(meta), r, q.dialect) as unknown as MiscRow);
}

const isConnection = (r: MiscRow) => 'baseUrl' in asObject(r.MdValue) || 'model' in asObject(r.MdValue);
const isLimits = (r: MiscRow) => 'requestsPerUserPerDay' in asObject(r.MdValue);

export async function readSettings(q: Queryable): Promise<AiSettingsValues> {
  const rows = await rowsOfKind(q, AI_SETTINGS_KIND);
  const c = asObject(rows.find(isConnection)?.MdValue);
  const l = asObject(rows.find(isLimits)?.MdValue);
  const d = DEFAULT_SETTINGS;
  return {
    baseUrl: str(c.baseUrl, d.baseUrl),
    model: str(c.model, d.model),
    temperature: num(c.temperature, d.temperature),
    maxTokens: num(c.maxTokens, d.maxTokens),
    keyName: str(c.keyName, d.keyName),
    timeoutSeconds: num(c.timeoutSeconds, d.timeoutSeconds),
    // A limits record switched off ({enabled: false}, older seeds) allows no drafts.
    dailyLimit: l.enabled === false ? 0 : num(l.requestsPerUserPerDay, d.dailyLimit),
  };
}

/** Both settings records in one transaction (the caller's), created when missing. */
export async function writeSettings(tx: Queryable, actor: Actor, values: AiSettingsValues): Promise<void> {
  const meta = entity('MiscData');
  const rows = await rowsOfKind(tx, AI_SETTINGS_KIND);
  const { dailyLimit, ...connection } = values;
  const put = async (row: MiscRow | undefined, name: string, value: Json, sortOrder: number) => {
    if (row)
      await updateOne(
        tx,
        actor,
        meta,
        [row.MdId],
        { MdValue: { ...asObject(row.MdValue), ...value } },
        { replace: false },
      );
    else
      await insertOne(tx, actor, meta, {
        MdKind: AI_SETTINGS_KIND,
        MdName: name,
        MdValue: value,
        MdSortOrder: sortOrder,
      });
  };
  await put(rows.find(isConnection), 'Connection', connection, 1);
  await put(rows.find(isLimits), 'Limits', { requestsPerUserPerDay: dailyLimit, enabled: true }, 2);
}

function toPrompt(r: MiscRow): AiPrompt {
  const v = asObject(r.MdValue);
  const use = (AI_PROMPT_USES as readonly unknown[]).includes(v.use) ? (v.use as AiPromptUse) : 'any';
  return {
    id: r.MdId,
    name: r.MdName,
    use,
    system: str(v.system, ''),
    user: str(v.user, ''),
    sortOrder: r.MdSortOrder,
  };
}

export async function listPrompts(q: Queryable): Promise<AiPrompt[]> {
  return (await rowsOfKind(q, AI_PROMPT_KIND)).map(toPrompt);
}

export async function findPrompt(q: Queryable, id: number): Promise<AiPrompt> {
  const found = (await listPrompts(q)).find((p) => p.id === id);
  if (!found) throw coded(404, 'ai.promptMissing', { id });
  return found;
}

/** The prompt a call uses: the one asked for, else the first for this use, else the first for any use. */
export async function promptFor(
  q: Queryable,
  use: 'meta' | 'content',
  id: number | undefined,
): Promise<AiPrompt | undefined> {
  if (id !== undefined) return findPrompt(q, id);
  const prompts = await listPrompts(q);
  return prompts.find((p) => p.use === use) ?? prompts.find((p) => p.use === 'any');
}

const promptValue = (p: AiPromptValues) => ({ use: p.use, system: p.system, user: p.user });

export async function createPrompt(tx: Queryable, actor: Actor, p: AiPromptValues): Promise<AiPrompt> {
  const sortOrder = p.sortOrder ?? (await listPrompts(tx)).reduce((max, x) => Math.max(max, x.sortOrder ?? 0), 0) + 1;
  const row = await insertOne(tx, actor, entity('MiscData'), {
    MdKind: AI_PROMPT_KIND,
    MdName: p.name,
    MdValue: promptValue(p),
    MdSortOrder: sortOrder,
  });
  return findPrompt(tx, row.MdId as number);
}

export async function savePrompt(tx: Queryable, actor: Actor, id: number, p: AiPromptValues): Promise<AiPrompt> {
  const current = await findPrompt(tx, id);
  const old = (await rowsOfKind(tx, AI_PROMPT_KIND)).find((r) => r.MdId === id);
  await updateOne(
    tx,
    actor,
    entity('MiscData'),
    [id],
    {
      MdName: p.name,
      MdValue: { ...asObject(old?.MdValue), ...promptValue(p) },
      MdSortOrder: p.sortOrder ?? current.sortOrder,
    },
    { replace: false },
  );
  return findPrompt(tx, id);
}

export async function deletePrompt(tx: Queryable, actor: Actor, id: number): Promise<void> {
  await findPrompt(tx, id);
  await deleteOne(tx, actor, entity('MiscData'), [id]);
}
