// /style-guide (issue 16 item 6): the block styles (MiscData 401) and row
// designs (Row_Design 64) as a catalogue, each drawn as a sample block with
// its class and rules applied, and managed: add, change, remove, and whether
// the page editor's pickers offer it. Changing is for Admin and MoJoAdmin
// (the server refuses others); everyone who edits pages may look.
import { useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Add from '@mui/icons-material/Add';
import { Alert, Box, Button, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import type { StyleCatalogue, StyleEntry, StyleInput, StyleKind } from '../../../shared/api/style-guide.js';
import { SCREEN_READ } from '../../api/read-options.js';
import { errorText, useSiteApi } from '../../api/site-api.js';
import { ErrorNotice, Loading, ScreenFrame } from '../../kit/ScreenStates.js';
import { createStyleGuideApi, inputOf, styleGuideKeys } from './style-guide-api.js';
import { StyleCard } from './StyleCard.js';
import { emptyStyle, StyleDialog } from './StyleDialog.js';
import { useText } from '../../i18n/use-text.js';

/** Each kind's texts are under style-guide.<words>: title, add, empty. */
const SECTIONS: { kind: StyleKind; words: 'blockStyles' | 'rowDesigns'; list: (c: StyleCatalogue) => StyleEntry[] }[] =
  [
    { kind: 'block-styles', words: 'blockStyles', list: (c) => c.blockStyles },
    { kind: 'row-designs', words: 'rowDesigns', list: (c) => c.rowDesigns },
  ];

type Editing = { kind: StyleKind; words: 'blockStyles' | 'rowDesigns'; entry?: StyleEntry } | null;

export function StyleGuidePage() {
  const site = useSiteApi();
  const api = useMemo(() => createStyleGuideApi(site), [site]);
  const client = useQueryClient();
  const notify = useNotify();
  const text = useText();
  const query = useQuery({ queryKey: styleGuideKeys.catalogue(), queryFn: api.catalogue, ...SCREEN_READ });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [editing, setEditing] = useState<Editing>(null);

  const written = (answer: StyleCatalogue) => {
    client.setQueryData(styleGuideKeys.catalogue(), answer);
    void client.invalidateQueries({ queryKey: styleGuideKeys.offered() });
  };
  const run = async (work: () => Promise<StyleCatalogue>, done: string) => {
    setBusy(true);
    setProblem(undefined);
    try {
      written(await work());
      notify(done, { type: 'success' });
    } catch (e) {
      setProblem(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  if (query.error) return <ErrorNotice message={errorText(query.error)} />;
  const catalogue = query.data;
  return (
    <ScreenFrame title={text('style-guide.title')} intro={text('style-guide.intro')}>
      {problem && (
        <Alert severity="error" role="alert" onClose={() => setProblem(undefined)} sx={{ mb: 2 }}>
          {problem}
        </Alert>
      )}
      {!catalogue ? (
        <Loading />
      ) : (
        SECTIONS.map(({ kind, words, list }) => (
          <Box component="section" aria-labelledby={`${kind}-title`} key={kind} sx={{ mb: 4 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
              <Typography id={`${kind}-title`} component="h2" variant="h6" sx={{ flex: 1 }}>
                {text(`style-guide.${words}.title`)}
              </Typography>
              <Button
                startIcon={<Add />}
                variant="outlined"
                size="small"
                disabled={busy}
                onClick={() => setEditing({ kind, words })}
              >
                {text(`style-guide.${words}.add`)}
              </Button>
            </Box>
            {list(catalogue).length === 0 ? (
              <Typography>{text(`style-guide.${words}.empty`)}</Typography>
            ) : (
              <Box
                component="ul"
                aria-label={text(`style-guide.${words}.title`)}
                sx={{
                  p: 0,
                  m: 0,
                  display: 'grid',
                  gap: 2,
                  gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
                }}
              >
                {list(catalogue).map((entry) => (
                  <StyleCard
                    key={entry.name}
                    entry={entry}
                    busy={busy}
                    onToggle={() =>
                      void run(
                        () => api.change(kind, entry.name, { ...inputOf(entry), offered: !entry.offered }),
                        text(entry.offered ? 'style-guide.notOffered' : 'style-guide.offered', { name: entry.label }),
                      )
                    }
                    onEdit={() => setEditing({ kind, words, entry })}
                    onRemove={() =>
                      void run(() => api.remove(kind, entry.name), text('style-guide.removed', { name: entry.label }))
                    }
                  />
                ))}
              </Box>
            )}
          </Box>
        ))
      )}
      {editing && (
        <StyleDialog
          title={
            editing.entry
              ? text('style-guide.editTitle', { name: editing.entry.label })
              : text(`style-guide.${editing.words}.add`)
          }
          initial={editing.entry ? inputOf(editing.entry) : emptyStyle()}
          onCancel={() => setEditing(null)}
          onSave={async (input: StyleInput) => {
            const answer = editing.entry
              ? await api.change(editing.kind, editing.entry.name, input)
              : await api.add(editing.kind, input);
            setEditing(null);
            written(answer);
            notify(text('style-guide.saved', { name: input.label.trim() }), { type: 'success' });
          }}
        />
      )}
    </ScreenFrame>
  );
}

export default StyleGuidePage;
