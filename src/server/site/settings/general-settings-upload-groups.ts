// Two groups of /general-settings about files: the editor's options with the image upload limits (checked
// against the server's own UPLOAD_MAX_BYTES), and the favicon, kept in its tag (spec §3 tag 5). The other groups:
// general-settings-groups.ts.
import { coded } from '../../platform/errors.js';
import { IMAGE_FORMATS, type SettingsValues } from '../../../shared/api/general-settings.js';
import { TAG } from '../../../shared/fixed-tags.js';
import type { SettingsGroup } from './settings-group.js';
import { miscObject, num, str, writeMisc, writeTag } from './setting-records.js';
import { webAddress } from './setting-rules.js';
import { MD_KIND } from '../../../shared/misc-data-kinds.js';

const MB = 1024 * 1024;

export const editor: SettingsGroup<SettingsValues['editor']> = {
  key: 'editor',
  label: 'Editor options and upload limits',
  mojoAdminOnly: false,
  async read(q) {
    const options = await miscObject(q, MD_KIND.Content_Editing, 'Editor Options');
    const limits = await miscObject(q, MD_KIND.Content_Editing, 'Image Upload Limits');
    const formats = Array.isArray(limits.formats)
      ? limits.formats.filter((f): f is (typeof IMAGE_FORMATS)[number] =>
          (IMAGE_FORMATS as readonly unknown[]).includes(f),
        )
      : [];
    return {
      spellCheck: options.spellCheck !== false,
      autosaveSeconds: num(options.autosaveSeconds) ?? 60,
      pasteAsPlainText: options.pasteAsPlainText === true,
      maxImageWidth: num(limits.maxWidth) ?? 2400,
      maxImageHeight: num(limits.maxHeight) ?? 2400,
      maxUploadMegabytes: Math.round(((num(limits.maxBytes) ?? 10 * MB) / MB) * 10) / 10,
      imageFormats: formats.length ? formats : ['jpg', 'png', 'webp'],
    };
  },
  check(_q, v, ctx) {
    if (v.autosaveSeconds > 0 && v.autosaveSeconds < 10) throw coded(422, 'settings.autosave', {}, 'autosaveSeconds');
    const serverMb = ctx.config.uploadMaxBytes / MB;
    if (v.maxUploadMegabytes * MB > ctx.config.uploadMaxBytes) {
      throw coded(422, 'settings.uploadLimit', { max: Math.floor(serverMb * 10) / 10 }, 'maxUploadMegabytes');
    }
    return { ...v, maxUploadMegabytes: Math.round(v.maxUploadMegabytes * 10) / 10 };
  },
  async write(tx, actor, v, before) {
    const options = await miscObject(tx, MD_KIND.Content_Editing, 'Editor Options');
    const limits = await miscObject(tx, MD_KIND.Content_Editing, 'Image Upload Limits');
    await writeMisc(tx, actor, MD_KIND.Content_Editing, 'Editor Options', {
      ...options,
      spellCheck: v.spellCheck,
      autosaveSeconds: v.autosaveSeconds,
      pasteAsPlainText: v.pasteAsPlainText,
    });
    // An unchanged megabyte figure keeps the exact byte count it was read from.
    const maxBytes =
      v.maxUploadMegabytes === before.maxUploadMegabytes && num(limits.maxBytes) !== null
        ? num(limits.maxBytes)
        : Math.round(v.maxUploadMegabytes * MB);
    await writeMisc(tx, actor, MD_KIND.Content_Editing, 'Image Upload Limits', {
      ...limits,
      maxWidth: v.maxImageWidth,
      maxHeight: v.maxImageHeight,
      maxBytes,
      formats: v.imageFormats,
    });
  },
};

export const favicon: SettingsGroup<SettingsValues['favicon']> = {
  key: 'favicon',
  label: 'Favicon',
  mojoAdminOnly: false,
  async read(q) {
    const tag = await q.first<{ TPath: unknown }>(
      q.builder.selectFrom('Tag').select('TPath').where('TId', '=', TAG.Favicon).compile(),
    );
    if (!tag) throw coded(422, 'settings.faviconTagMissing', {}, 'path');
    return { path: str(tag.TPath) };
  },
  check(_q, v) {
    const path = webAddress(v.path, 'path', 'favicon', { path: true, optional: true, httpsOnly: true });
    if (path && !/\.(ico|png|svg)(\?.*)?$/i.test(path)) throw coded(422, 'settings.faviconType', {}, 'path');
    return { path };
  },
  // The tag's path names the file; its visibility (site setup's switch) says whether pages link it.
  write: (tx, actor, v) => writeTag(tx, actor, TAG.Favicon, { TPath: v.path || null }),
};
