// Edits a page's SEO title, URL, meta description and keywords. The save goes
// through the editor's page save (PUT /api/v1/mc/editor/page/{CId} with the
// page's If-Match), so a changed URL gets its 301 redirect and the page a new
// version, exactly as when the page editor saves it. The page is a form read
// (api/read-options.ts): the fields and the ETag the save sends come from
// one answer; a save marks the page's other reads stale.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, Button, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { SizedDialog } from '../../../kit/SizedDialog.js';
import { queryKeys } from '../../../api/query-keys.js';
import { FORM_READ } from '../../../api/read-options.js';
import { usePageWritten } from '../../editor/api/editor-queries.js';
import { MC_BASE, errorText, useSiteApi } from '../../../api/site-api.js';
import type { Page } from '../../../../shared/api/editor.js';
import { useText } from '../../../i18n/use-text.js';

interface SeoFields {
  CSeoTitle: string;
  CSeoUrl: string;
  description: string;
  keywords: string;
}

const metaObject = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/** The message key of the fields' first problem, if any. */
function seoProblem(f: SeoFields): string | undefined {
  if (f.CSeoUrl.trim() && !f.CSeoUrl.trim().startsWith('/')) return 'site.seo.urlSlash';
  if (/\s/.test(f.CSeoUrl.trim())) return 'site.seo.urlSpaces';
  return undefined;
}

const fieldsOf = (content: Page['content']): SeoFields => {
  const meta = metaObject(content.CMetaDesc);
  return {
    CSeoTitle: content.CSeoTitle ?? '',
    CSeoUrl: content.CSeoUrl ?? '',
    description: String(meta.description ?? ''),
    keywords: String(meta.keywords ?? ''),
  };
};

type DialogProps = { CId: number; onClose: () => void; onSaved: (message: string) => void };

export function SeoDialog({ CId, onClose, onSaved }: DialogProps) {
  const api = useSiteApi();
  const text = useText();
  const read = useQuery({
    queryKey: queryKeys.editor.seoPage(CId),
    queryFn: () => api.getWithEtag<Page>(`${MC_BASE}/editor/page/${CId}`),
    ...FORM_READ,
  });
  return (
    <SizedDialog open onClose={onClose} size="2xl" aria-labelledby="seo-title">
      <DialogTitle id="seo-title">
        {text('site.seo.dialogTitle', { title: read.data?.body.content.CTitle ?? text('site.seo.pageN', { id: CId }) })}
      </DialogTitle>
      {read.data ? (
        <SeoForm CId={CId} page={read.data} onClose={onClose} onSaved={onSaved} />
      ) : (
        <>
          <DialogContent>
            <Stack spacing={2} sx={{ pt: 1 }}>
              {read.error && <Alert severity="error">{errorText(read.error)}</Alert>}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{text('site.seo.cancel')}</Button>
            <Button variant="contained" disabled>
              {text('site.seo.save')}
            </Button>
          </DialogActions>
        </>
      )}
    </SizedDialog>
  );
}

function SeoForm({ CId, page, onClose, onSaved }: DialogProps & { page: { etag?: string; body: Page } }) {
  const api = useSiteApi();
  const pageWritten = usePageWritten();
  const text = useText();
  const [fields, setFields] = useState<SeoFields>(() => fieldsOf(page.body.content));
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const set = (patch: Partial<SeoFields>) => setFields((f) => ({ ...f, ...patch }));
  const save = async () => {
    const problem = seoProblem(fields);
    if (problem) return setError(text(problem));
    setSaving(true);
    try {
      const CMetaDesc = {
        ...metaObject(page.body.content.CMetaDesc),
        description: fields.description.trim(),
        keywords: fields.keywords.trim(),
      };
      const content = { CSeoTitle: fields.CSeoTitle.trim(), CSeoUrl: fields.CSeoUrl.trim(), CMetaDesc };
      const saved = await api.send<Page>(
        'PUT',
        `${MC_BASE}/editor/page/${CId}`,
        { content, mode: 'publish', note: 'SEO Tools' },
        page.etag,
      );
      void pageWritten(CId); // a published save: the page's summary, versions and drafts are behind now
      onSaved(
        saved.redirect
          ? text('site.seo.savedRedirect', { from: saved.redirect.RFrom, to: saved.redirect.RTo })
          : text('site.seo.saved'),
      );
    } catch (e) {
      setError(errorText(e));
      setSaving(false);
    }
  };
  return (
    <>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error && <Alert severity="error">{error}</Alert>}
          <TextField
            label={text('site.seo.seoTitle')}
            value={fields.CSeoTitle}
            onChange={(e) => set({ CSeoTitle: e.target.value })}
            helperText={text('site.seo.seoTitleHelp', { count: fields.CSeoTitle.length })}
          />
          <TextField
            label={text('site.seo.seoUrl')}
            value={fields.CSeoUrl}
            onChange={(e) => set({ CSeoUrl: e.target.value })}
            helperText={text('site.seo.seoUrlHelp')}
          />
          <TextField
            label={text('site.seo.description')}
            value={fields.description}
            onChange={(e) => set({ description: e.target.value })}
            multiline
            minRows={2}
            helperText={text('site.seo.descriptionHelp', { count: fields.description.length })}
          />
          <TextField
            label={text('site.seo.keywords')}
            value={fields.keywords}
            onChange={(e) => set({ keywords: e.target.value })}
            helperText={text('site.seo.keywordsHelp')}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{text('site.seo.cancel')}</Button>
        <Button variant="contained" onClick={() => void save()} disabled={saving}>
          {text('site.seo.save')}
        </Button>
      </DialogActions>
    </>
  );
}
