// API groups with their endpoints (issue 13 item 5): read together, and
// saved together as the spec's relational batch (§4: endpoints left out are
// deleted, new ones created, changed ones updated) in one transaction,
// through the data layer, so every row written is checked by the schema and
// audited like any edit. The version (ETag) covers the group and all its
// endpoints, so a save over someone else's change to either is refused.
import type { ApiGroupSave, ApiGroupWithEndpoints, EndpointDraft } from '../../shared/api/api-access.js';
import { apiGroupProblems } from '../../shared/api-access.js';
import { relationalBatch } from '../../shared/relational-batch.js';
import type { EntityMeta } from '../../shared/schema-model.js';
import type { Executor, Queryable, Row } from '../platform/db/executor.js';
import { ApiError, invalid, notFound } from '../platform/errors.js';
import { rowToRecord } from '../platform/data/codec.js';
import { entity, visibleFields } from '../platform/data/entities.js';
import type { Actor, Identity } from '../platform/data/identity.js';
import { authorize, etagOf, findRow } from '../platform/data/reads.js';
import { deleteOne, insertOne, updateOne } from '../platform/data/writes.js';

const GROUP = entity('ApiGroup');
const ENDPOINT = entity('ApiEndpoint');
const EDITABLE: (keyof EndpointDraft)[] = ['AeMethod', 'AePath', 'AeDescription', 'AeEnabled'];

const record = <T>(e: EntityMeta, row: Row, db: Queryable) => rowToRecord(e, visibleFields(e), row, db.dialect) as T;

async function endpointRows(db: Queryable, agIds: number[]): Promise<Row[]> {
  if (!agIds.length) return [];
  return db.all(
    db.builder
      .selectFrom('ApiEndpoint')
      .selectAll()
      .where('AgId', 'in', agIds)
      .orderBy('AgId')
      .orderBy('AeId')
      .compile(),
  );
}

function answer(db: Queryable, group: Row, endpoints: Row[]): { value: ApiGroupWithEndpoints; etag: string } {
  const value = {
    group: record<ApiGroupWithEndpoints['group']>(GROUP, group, db),
    endpoints: endpoints.map((r) => record<ApiGroupWithEndpoints['endpoints'][number]>(ENDPOINT, r, db)),
  };
  return { value, etag: etagOf(JSON.stringify(value)) };
}

/** Every group by name, each with its endpoints. */
export async function listGroups(db: Executor, identity: Identity): Promise<ApiGroupWithEndpoints[]> {
  authorize(identity, GROUP, 'read');
  authorize(identity, ENDPOINT, 'read');
  const groups = await db.all(
    db.builder.selectFrom('ApiGroup').selectAll().orderBy('AgName').orderBy('AgId').compile(),
  );
  const endpoints = await endpointRows(
    db,
    groups.map((g) => g.AgId as number),
  );
  return groups.map(
    (g) =>
      answer(
        db,
        g,
        endpoints.filter((e) => e.AgId === g.AgId),
      ).value,
  );
}

async function current(db: Queryable, identity: Identity, agId: number, forUpdate: boolean) {
  const group = await findRow(db, identity, GROUP, [agId], forUpdate);
  if (!group) throw notFound(`API group ${agId} was not found`);
  return { group, endpoints: await endpointRows(db, [agId]) };
}

export async function readGroup(db: Executor, identity: Identity, agId: number) {
  authorize(identity, GROUP, 'read');
  authorize(identity, ENDPOINT, 'read');
  const { group, endpoints } = await current(db, identity, agId, false);
  return answer(db, group, endpoints);
}

function checked(body: unknown): ApiGroupSave {
  const problems = apiGroupProblems(body as { group?: Record<string, unknown>; endpoints?: unknown[] });
  if (problems.length) throw invalid(problems[0].message, problems[0].field);
  const save = body as ApiGroupSave;
  return { group: { ...save.group, AgName: save.group.AgName.trim() }, endpoints: save.endpoints };
}

function endpointFields(draft: EndpointDraft): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const name of EDITABLE)
    if (draft[name] !== undefined) fields[name] = name === 'AeDescription' && draft[name] === '' ? null : draft[name];
  return fields;
}

/** Names the endpoint a data-layer refusal is about (a unique or length rule the shared check does not know). */
async function atEndpoint<T>(index: number, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    if (e instanceof ApiError)
      throw new ApiError(
        e.status,
        `Endpoint ${index + 1}: ${e.message}`,
        e.field ? `endpoints[${index}].${e.field}` : `endpoints[${index}]`,
        e.headers,
      );
    throw e;
  }
}

async function writeEndpoints(tx: Queryable, actor: Actor, agId: number, before: Row[], drafts: EndpointDraft[]) {
  const was = before.map((r) => record<EndpointDraft & { AeId: number }>(ENDPOINT, r, tx));
  // An empty description is none; an endpoint sent without AeEnabled keeps its switch.
  const same = (was: EndpointDraft, now: EndpointDraft) =>
    was.AeMethod === now.AeMethod &&
    was.AePath === now.AePath &&
    (was.AeDescription ?? null) === (now.AeDescription || null) &&
    (now.AeEnabled === undefined || was.AeEnabled === now.AeEnabled);
  const batch = relationalBatch(was, drafts, 'AeId', same);
  if (batch.deletes.length) authorize(actor, ENDPOINT, 'delete');
  if (batch.updates.length) authorize(actor, ENDPOINT, 'update');
  if (batch.creates.length) authorize(actor, ENDPOINT, 'create');
  for (const aeId of batch.deletes) await deleteOne(tx, actor, ENDPOINT, [aeId as number]);
  for (const draft of batch.updates)
    await atEndpoint(drafts.indexOf(draft), () =>
      updateOne(tx, actor, ENDPOINT, [draft.AeId as number], endpointFields(draft), { replace: false }),
    );
  for (const draft of batch.creates)
    await atEndpoint(drafts.indexOf(draft), () =>
      insertOne(tx, actor, ENDPOINT, { ...endpointFields(draft), AgId: agId }),
    );
}

function etagMatches(header: string, etag: string) {
  return header.trim() === '*' || header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}

/** Saves a group and its endpoints as given; `ifMatch` (the ETag the user loaded) refuses a save over someone else's change. */
export async function saveGroup(db: Executor, actor: Actor, agId: number, body: unknown, ifMatch?: string) {
  authorize(actor, GROUP, 'update');
  const save = checked(body);
  return db.transaction(async (tx) => {
    const before = await current(tx, actor, agId, true);
    if (ifMatch !== undefined && !etagMatches(ifMatch, answer(tx, before.group, before.endpoints).etag)) {
      throw new ApiError(
        412,
        `API group ${agId} was changed by someone else since you loaded it: reload it and make your change again`,
      );
    }
    await writeEndpoints(tx, actor, agId, before.endpoints, save.endpoints);
    // After the endpoints: a refusal here (a name another group has) undoes them too.
    await updateOne(
      tx,
      actor,
      GROUP,
      [agId],
      { ...save.group, AgDescription: save.group.AgDescription || null },
      { replace: false },
    );
    const after = await current(tx, actor, agId, false);
    return answer(tx, after.group, after.endpoints);
  });
}

export async function createGroup(db: Executor, actor: Actor, body: unknown) {
  authorize(actor, GROUP, 'create');
  const save = checked(body);
  return db.transaction(async (tx) => {
    const group = await insertOne(tx, actor, GROUP, { ...save.group, AgDescription: save.group.AgDescription || null });
    const agId = group.AgId as number;
    await writeEndpoints(tx, actor, agId, [], save.endpoints);
    const after = await current(tx, actor, agId, false);
    return answer(tx, after.group, after.endpoints);
  });
}

/** Deletes a group with its endpoints (the endpoints first: they reference it). */
export async function deleteGroup(db: Executor, actor: Actor, agId: number): Promise<void> {
  authorize(actor, GROUP, 'delete');
  authorize(actor, ENDPOINT, 'delete');
  await db.transaction(async (tx) => {
    const { endpoints } = await current(tx, actor, agId, true);
    for (const e of endpoints) await deleteOne(tx, actor, ENDPOINT, [e.AeId as number]);
    await deleteOne(tx, actor, GROUP, [agId]);
  });
}
