// E-mail marketing (spec §7, docs/email-marketing.md):
//   staff, under /api/v1/mc/emailmarketing (signed in; EmailManager tag 80, Admin, MoJoAdmin):
//     GET  /settings            every provider's settings and the Key Manager key names
//     PUT  /settings/{cid}      save one provider's settings
//     POST /{provider}          {action:'test'} checks the connection; {action:'lists'} the provider's lists
//   public (no sign-in; CORS like the public form submit):
//     POST /api/emailmarketing/{provider}  {email, listId?, fields?, consent, consentText?}
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Executor } from '../platform/db/executor.js';
import type { Identity } from '../platform/data/identity.js';
import { badRequest, forbidden, invalid } from '../platform/errors.js';
import { connect } from './connect.js';
import { MarketingError } from './marketing-error.js';
import { providerByCId, providerByPath } from './providers.js';
import { keyNames, readAllSettings, readSettings, saveSettings } from './settings-store.js';
import { subscribeContact, type MarketingDeps } from './subscribe-contact.js';
import { offeredLists } from './offered-lists.js';
import { recordConsent } from './consent-record.js';
import { toPlainText } from '../../shared/forms/plain-text.js';
import { actorOf, identityOf } from '../platform/plugins/authenticate.js';
import { isAdmin } from '../platform/http/access.js';
import { mayUseTool } from '../access/index.js';
import {
  ProviderParams,
  ProviderSettings,
  SettingsBody,
  SettingsCidParams,
  SettingsList,
  StaffActionBody,
  StaffActionResult,
  SubscribeBody,
  SubscribeResult,
} from '../../shared/api/email-marketing.js';
import { withSchemaTypes } from '../platform/http/schema-types.js';

/** The EmailManager tool's tag (spec §3 "Tag ids for feature areas"). */
const EMAIL_MANAGER_TAG_ID = 80;
/** The field bots fill in (the public form submit uses the same name). */
const SUBSCRIBE_HONEYPOT = 'website_url';

/** Whoever may use the EmailManager tool (access/tool-access.ts: Admin, MoJoAdmin, or a Maintenance User given tag 80 and the dashboard); only Admins change where the server connects. Anyone else: 403. */
async function requireEmailManager(db: Executor, identity: Identity): Promise<{ mayChangeConnection: boolean }> {
  if (isAdmin(identity)) return { mayChangeConnection: true };
  if (await mayUseTool(db, identity, EMAIL_MANAGER_TAG_ID)) return { mayChangeConnection: false };
  throw forbidden(
    'E-mail marketing is for Admin and MoJoAdmin accounts, and Maintenance Users given the EmailManager tag (80)',
  );
}

const security = [{ bearer: [] }];

/** Register under /api/v1/mc/emailmarketing with the sign-in hook. */
export function registerEmailMarketingStaff(scope: FastifyInstance, deps: MarketingDeps & { db: Executor }) {
  const app = withSchemaTypes(scope);
  const { db } = deps;
  app.get(
    '/settings',
    {
      schema: {
        summary: 'Read the e-mail-marketing providers’ settings (key names only)',
        tags: ['E-mail marketing'],
        security,
        response: { 200: SettingsList },
      },
    },
    async (request) => {
      const { mayChangeConnection } = await requireEmailManager(db, identityOf(request));
      return { providers: await readAllSettings(db), keyNames: await keyNames(db), mayChangeConnection };
    },
  );

  app.put(
    '/settings/:cid',
    {
      schema: {
        summary: 'Save one e-mail-marketing provider’s settings',
        tags: ['E-mail marketing'],
        security,
        params: SettingsCidParams,
        body: SettingsBody,
        response: { 200: ProviderSettings },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const { mayChangeConnection } = await requireEmailManager(db, actor);
      const cId = Number(request.params.cid);
      if (!Number.isSafeInteger(cId)) throw badRequest('cid must be a provider record id (9, 24, 25 or 26)', 'cid');
      providerByCId(cId);
      return saveSettings(db, actor, cId, request.body, mayChangeConnection);
    },
  );

  app.post(
    '/:provider',
    {
      schema: {
        summary: 'Test the connection to a provider, or read its lists',
        tags: ['E-mail marketing'],
        security,
        params: ProviderParams,
        body: StaffActionBody,
        response: { 200: StaffActionResult },
      },
    },
    async (request) => {
      await requireEmailManager(db, identityOf(request));
      const kind = providerByPath(request.params.provider);
      // Tests and list pickers work on a switched-off provider: that is how it is set up before going live.
      const { client } = await connect(deps, kind.cId, { requireEnabled: false });
      if (request.body.action === 'lists') {
        const lists = await client.lists();
        return {
          success: true as const,
          provider: kind.slug,
          message: `${kind.name} has ${lists.length} list${lists.length === 1 ? '' : 's'}`,
          lists,
        };
      }
      return { success: true as const, provider: kind.slug, message: await client.test() };
    },
  );
}

interface PublicSubscribeDeps extends MarketingDeps {
  db: Executor;
  /** Throws a 429 when this client address has signed up too often lately. */
  limitByAddress: (request: FastifyRequest) => Promise<void>;
  /** Throws a 429 when this e-mail address has been signed up too often lately. */
  limitByEmail: (email: string) => Promise<void>;
}

/** Register at the root: POST /api/emailmarketing/{provider}. */
export function registerEmailMarketingPublic(scope: FastifyInstance, deps: PublicSubscribeDeps) {
  const app = withSchemaTypes(scope);
  const { db } = deps;
  app.post(
    '/api/emailmarketing/:provider',
    {
      schema: {
        summary: 'Sign an address up at an e-mail-marketing provider (public; consent required; rate limited)',
        tags: ['Public site'],
        params: ProviderParams,
        body: SubscribeBody,
        response: { 200: SubscribeResult },
      },
    },
    async (request) => {
      await deps.limitByAddress(request);
      const body = request.body;
      // A bot: answered as if it worked, nothing sent or stored.
      if (body[SUBSCRIBE_HONEYPOT]?.trim()) return { success: true as const, status: 'pending' as const };
      const kind = providerByPath(request.params.provider);
      if (body.consent !== true)
        throw invalid('consent must be true: the visitor has to agree to receive e-mail', 'consent');
      const settings = await readSettings(db, kind.cId);
      if (!settings.enabled) throw new MarketingError('config', `Sign-ups through ${kind.name} are switched off`);
      const email = body.email.trim();
      await deps.limitByEmail(email.toLowerCase());
      const listId = body.listId?.trim() || settings.defaultListId;
      if (body.listId?.trim() && !(await offeredLists(db, kind.cId, settings.defaultListId)).has(listId)) {
        throw invalid(`The list "${listId.slice(0, 100)}" is not one this site offers`, 'listId');
      }
      const consent = {
        email,
        provider: kind.slug,
        providerCId: kind.cId,
        listId,
        consentText: toPlainText(body.consentText ?? '').slice(0, 1000),
        ip: request.ip,
      };
      try {
        const done = await subscribeContact(deps, kind.cId, { email, listId, fields: body.fields });
        await recordConsent(db, { ...consent, outcome: done.status });
        return { success: true as const, status: done.status };
      } catch (e) {
        if (!(e instanceof MarketingError)) throw e;
        await recordConsent(db, { ...consent, outcome: 'failed', error: e.message });
        throw forVisitor(e, kind.name);
      }
    },
  );
}

/**
 * What a visitor is told. Their own mistakes (the address, the list) and
 * when to come back are theirs to know; the site's settings and the
 * provider's view of our key are not (the staff screen shows those).
 */
const SETTINGS_FIELDS = new Set(['keyName', 'apiBaseUrl', 'clientId', 'accountId', 'listId']);

function forVisitor(e: MarketingError, provider: string): MarketingError {
  if (e.failure === 'auth' || (e.failure === 'config' && SETTINGS_FIELDS.has(e.field ?? ''))) {
    return new MarketingError(
      'unavailable',
      `Sign-ups through ${provider} are not available right now: please try again later`,
      { status: 503 },
    );
  }
  return e;
}
