// A provider's settings live in its record's CMetaData (seed:
// named-content.ts emailMarketing()): Enabled, ApiBaseUrl, ApiKeyName,
// DefaultListId, DoubleOptIn, and DataCenter / ClientId / AccountId. Other
// keys in CMetaData are kept. The key itself is in the Key Manager; only its
// name is here, and only its name ever reaches the browser.
import { auditEvent } from '../platform/data/audit-events.js';
import { dialectOf } from '../platform/db/dialect.js';
import type { Executor, Queryable } from '../platform/db/executor.js';
import type { Actor } from '../platform/data/identity.js';
import { forbidden, invalid, notFound } from '../platform/errors.js';
import { storedJsonObject } from '../platform/data/codec.js';
import { updateContent } from '../site/index.js';
import type { ProviderSettings, SettingsBody } from '../../shared/api/email-marketing.js';
import { providerByCId, PROVIDERS, type ProviderKind } from './providers.js';

/** The settings as stored, without keySet (which asks the Key Manager). */
export type StoredSettings = Omit<ProviderSettings, 'keySet'>;

const META_NAMES = { dataCenter: 'DataCenter', clientId: 'ClientId', accountId: 'AccountId' } as const;
const str = (v: unknown) => (typeof v === 'string' ? v : v == null ? '' : String(v));

function fromMeta(kind: ProviderKind, meta: Record<string, unknown>): StoredSettings {
  return {
    cId: kind.cId,
    slug: kind.slug,
    name: kind.name,
    enabled: meta.Enabled === true,
    apiBaseUrl: str(meta.ApiBaseUrl),
    keyName: str(meta.ApiKeyName),
    defaultListId: str(meta.DefaultListId),
    doubleOptIn: meta.DoubleOptIn !== false,
    ...(kind.idSetting ? { [kind.idSetting]: str(meta[META_NAMES[kind.idSetting]]) } : {}),
  };
}

export async function readSettings(db: Queryable, cId: number): Promise<StoredSettings> {
  const kind = providerByCId(cId);
  const row = await db.first<{ CMetaData: unknown }>(
    db.builder.selectFrom('Content').select('CMetaData').where('CId', '=', cId).compile(),
  );
  if (!row) throw notFound(`The ${kind.name} settings record (content ${cId}) is missing`);
  return fromMeta(kind, storedJsonObject('Content', row, 'CMetaData', db.dialect));
}

/** Key Manager names that hold a value: the key picker's choices. */
export async function keyNames(db: Queryable): Promise<string[]> {
  const d = dialectOf(db);
  const rows = await db.all<{ KmName: string }>(
    db.builder
      .selectFrom('KeyManager')
      .select('KmName')
      .where('KmHasValue', '=', d.bool(true))
      .orderBy('KmName')
      .compile(),
  );
  return rows.map((r) => r.KmName);
}

async function withKeySet(db: Queryable, s: StoredSettings, names?: string[]): Promise<ProviderSettings> {
  const set = (names ?? (await keyNames(db))).includes(s.keyName);
  return { ...s, keySet: !!s.keyName && set };
}

export async function readAllSettings(db: Queryable): Promise<ProviderSettings[]> {
  const names = await keyNames(db);
  return Promise.all(PROVIDERS.map(async (p) => withKeySet(db, await readSettings(db, p.cId), names)));
}

/**
 * Saves one provider's settings. The API base URL and the key name decide
 * where a secret is sent, so only someone who may change the connection
 * (Admin, MoJoAdmin) may change them; anyone else's body must repeat them.
 */
export async function saveSettings(
  db: Executor,
  actor: Actor,
  cId: number,
  body: SettingsBody,
  mayChangeConnection: boolean,
): Promise<ProviderSettings> {
  const kind = providerByCId(cId);
  await db.transaction(async (tx) => {
    let read = tx.builder.selectFrom('Content').selectAll().where('CId', '=', cId);
    if (dialectOf(tx).locksRows) read = read.forUpdate();
    const before = await tx.first<Record<string, unknown>>(read.compile());
    if (!before) throw notFound(`The ${kind.name} settings record (content ${cId}) is missing`);
    const meta = storedJsonObject('Content', before, 'CMetaData', tx.dialect);
    const current = fromMeta(kind, meta);
    checkBaseUrl(body.apiBaseUrl.trim());
    if (!mayChangeConnection) {
      if (body.apiBaseUrl.trim() !== current.apiBaseUrl)
        throw forbidden('Only Admin and MoJoAdmin accounts may change the API base URL', 'apiBaseUrl');
      if (body.keyName.trim() !== current.keyName)
        throw forbidden('Only Admin and MoJoAdmin accounts may change which key is used', 'keyName');
    }
    const next: Record<string, unknown> = {
      ...meta,
      Enabled: body.enabled,
      ApiBaseUrl: body.apiBaseUrl.trim(),
      ApiKeyName: body.keyName.trim(),
      DefaultListId: body.defaultListId.trim(),
      DoubleOptIn: body.doubleOptIn,
    };
    if (kind.idSetting && body[kind.idSetting] !== undefined)
      next[META_NAMES[kind.idSetting]] = body[kind.idSetting]!.trim();
    await updateContent(tx, actor, before, { CMetaData: next });
    const after = fromMeta(kind, next);
    await auditEvent(tx, {
      type: 'Email',
      message: `${kind.name} e-mail marketing: ${after.enabled ? 'on' : 'off'}, ${after.apiBaseUrl || 'no API base URL'}, key "${after.keyName || 'none'}", default list "${after.defaultListId || 'none'}", double opt-in ${after.doubleOptIn ? 'on' : 'off'}`,
      userName: actor.userName,
      requestId: actor.requestId,
      impersonator: actor.impersonatorName,
    });
  });
  return withKeySet(db, await readSettings(db, cId));
}

/** An http(s) address, or nothing yet; where it points is checked when it is called (SSRF rules). */
function checkBaseUrl(value: string): void {
  if (!value) return;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw invalid('apiBaseUrl must be an address such as https://us1.api.mailchimp.com/3.0', 'apiBaseUrl');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw invalid('apiBaseUrl must start with https:// (or http://)', 'apiBaseUrl');
  if (url.username || url.password)
    throw invalid('apiBaseUrl must not hold a user name or password: the key comes from the Key Manager', 'apiBaseUrl');
}
