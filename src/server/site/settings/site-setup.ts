// The values of /site-setup (issue 16 item 2): the public URL, the second
// factor for every account, the main menu's template. MoJoAdmin's only.
import { storedJsonObject } from '../../platform/data/codec.js';
import type { Queryable } from '../../platform/db/executor.js';
import { coded } from '../../platform/errors.js';
import { MAIN_MENU_TEMPLATES, type SiteSetupValues } from '../../../shared/api/general-settings.js';
import { contentJson, str, writeContent, writeMisc } from './setting-records.js';
import { REQUIRE_SECOND_FACTOR_ROW, SITE_SETUP_KIND, siteRequiresSecondFactor } from '../../auth/index.js';
import { webAddress } from './setting-rules.js';
import { CID, objectOf, type SettingsGroup } from './settings-group.js';

/**
 * The site's public URL as saved in Site Setup (SeoDData 67's CanonicalHost, its origin), or undefined when none is
 * saved (empty, not an http(s) URL, or the record missing). The sitemap's and robots.txt's URLs are built on it,
 * PUBLIC_URL (the back office's address) being the fallback (site/sitemap/sitemap-files.ts).
 */
export async function savedPublicUrl(q: Queryable): Promise<string | undefined> {
  const row = await q.first<{ CMetaData: unknown }>(
    q.builder.selectFrom('Content').select('CMetaData').where('CId', '=', CID.SeoDData).compile(),
  );
  const saved = row ? str(storedJsonObject('Content', row, 'CMetaData', q.dialect).CanonicalHost).trim() : '';
  if (!saved) return undefined;
  try {
    const url = new URL(saved);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

export const SITE_SETUP: SettingsGroup<SiteSetupValues> = {
  key: 'site-setup',
  label: 'Site setup',
  mojoAdminOnly: true,
  async read(q) {
    const seo = (await contentJson(q, CID.SeoDData, 'SEO default data')).meta;
    const menu = await contentJson(q, CID.Primary_Nav, 'Primary navigation');
    return {
      publicUrl: str(seo.CanonicalHost),
      requireSecondFactor: await siteRequiresSecondFactor(q),
      mainMenuTemplateId: menu.templateId ?? MAIN_MENU_TEMPLATES[0].id,
    };
  },
  check(_q, v) {
    const url = webAddress(v.publicUrl, 'publicUrl', 'publicUrl');
    const parsed = new URL(url);
    if (parsed.pathname !== '/' || parsed.search || parsed.hash)
      throw coded(422, 'settings.publicUrlAlone', {}, 'publicUrl');
    if (!MAIN_MENU_TEMPLATES.some((t) => t.id === v.mainMenuTemplateId)) {
      throw coded(
        422,
        'settings.mainMenuTemplate',
        { choices: MAIN_MENU_TEMPLATES.map((t) => `${t.name} (${t.id})`).join(', ') },
        'mainMenuTemplateId',
      );
    }
    return {
      publicUrl: parsed.origin,
      requireSecondFactor: v.requireSecondFactor,
      mainMenuTemplateId: v.mainMenuTemplateId,
    };
  },
  async write(tx, actor, v, before) {
    if (v.publicUrl !== before.publicUrl) {
      const seo = (await contentJson(tx, CID.SeoDData, 'SEO default data')).meta;
      await writeContent(tx, actor, CID.SeoDData, {
        meta: { CanonicalHost: v.publicUrl, Organization: { ...objectOf(seo.Organization), url: v.publicUrl } },
      });
    }
    if (v.requireSecondFactor !== before.requireSecondFactor)
      await writeMisc(tx, actor, SITE_SETUP_KIND, REQUIRE_SECOND_FACTOR_ROW, v.requireSecondFactor);
    if (v.mainMenuTemplateId !== before.mainMenuTemplateId) {
      // The main menu record's template, and the header's copy of it, agree.
      await writeContent(tx, actor, CID.Primary_Nav, { columns: { TemplateId: v.mainMenuTemplateId } });
      await writeContent(tx, actor, CID.Header, { meta: { NavigationTemplateId: v.mainMenuTemplateId } });
    }
  },
};
