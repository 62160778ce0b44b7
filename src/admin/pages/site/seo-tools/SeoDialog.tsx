// Edits a page's SEO title, URL, meta description and keywords. The save goes
// through the editor's page save (PUT /api/v1/mc/editor/page/{CId} with the
// page's If-Match), so a changed URL gets its 301 redirect and the page a new
// version, exactly as when the page editor saves it.
import { useEffect, useState } from 'react';
import { Alert, Button, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { SizedDialog } from '../../../kit/SizedDialog.js';
import { MC_BASE, errorText, useSiteApi } from '../shared/site-api.js';

interface SeoFields {
  CSeoTitle: string;
  CSeoUrl: string;
  description: string;
  keywords: string;
}

interface PageAnswer {
  content: { CTitle: string; CSeoTitle: string | null; CSeoUrl: string | null; CMetaDesc: unknown };
  redirect?: { RFrom: string; RTo: string };
}

const metaObject = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

export function seoProblem(f: SeoFields): string | undefined {
  if (f.CSeoUrl.trim() && !f.CSeoUrl.trim().startsWith('/')) return 'The SEO URL starts with /, e.g. /about-us.';
  if (/\s/.test(f.CSeoUrl.trim())) return 'The SEO URL cannot contain spaces.';
  return undefined;
}

export function SeoDialog({ CId, onClose, onSaved }: { CId: number; onClose: () => void; onSaved: (message: string) => void }) {
  const api = useSiteApi();
  const [page, setPage] = useState<{ etag?: string; body: PageAnswer }>();
  const [fields, setFields] = useState<SeoFields>();
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    api.getWithEtag<PageAnswer>(`${MC_BASE}/editor/page/${CId}`).then(
      ({ body, etag }) => {
        setPage({ body, etag });
        const meta = metaObject(body.content.CMetaDesc);
        setFields({ CSeoTitle: body.content.CSeoTitle ?? '', CSeoUrl: body.content.CSeoUrl ?? '', description: String(meta.description ?? ''), keywords: String(meta.keywords ?? '') });
      },
      (e: unknown) => setError(errorText(e)),
    );
  }, [api, CId]);
  const set = (patch: Partial<SeoFields>) => setFields((f) => (f ? { ...f, ...patch } : f));
  const save = async () => {
    if (!fields || !page) return;
    const problem = seoProblem(fields);
    if (problem) return setError(problem);
    setSaving(true);
    try {
      const CMetaDesc = { ...metaObject(page.body.content.CMetaDesc), description: fields.description.trim(), keywords: fields.keywords.trim() };
      const content = { CSeoTitle: fields.CSeoTitle.trim(), CSeoUrl: fields.CSeoUrl.trim(), CMetaDesc };
      const saved = await api.send<PageAnswer>('PUT', `${MC_BASE}/editor/page/${CId}`, { content, mode: 'publish', note: 'SEO Tools' }, page.etag);
      onSaved(saved.redirect ? `Saved; visitors of ${saved.redirect.RFrom} are now sent to ${saved.redirect.RTo}` : 'SEO fields saved');
    } catch (e) {
      setError(errorText(e));
      setSaving(false);
    }
  };
  return (
    <SizedDialog open onClose={onClose} size="2xl" aria-labelledby="seo-title">
      <DialogTitle id="seo-title">SEO of {page?.body.content.CTitle ?? `page ${CId}`}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error && <Alert severity="error">{error}</Alert>}
          {fields && (
            <>
              <TextField label="SEO title" value={fields.CSeoTitle} onChange={(e) => set({ CSeoTitle: e.target.value })} helperText={`${fields.CSeoTitle.length} characters (about 60 show in search results)`} />
              <TextField label="SEO URL" value={fields.CSeoUrl} onChange={(e) => set({ CSeoUrl: e.target.value })} helperText="Changing it sends visitors of the old URL here (301)" />
              <TextField label="Meta description" value={fields.description} onChange={(e) => set({ description: e.target.value })} multiline minRows={2} helperText={`${fields.description.length} characters (about 155 show)`} />
              <TextField label="Keywords" value={fields.keywords} onChange={(e) => set({ keywords: e.target.value })} helperText="Separated by commas" />
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={() => void save()} disabled={!fields || saving}>
          Save
        </Button>
      </DialogActions>
    </SizedDialog>
  );
}
