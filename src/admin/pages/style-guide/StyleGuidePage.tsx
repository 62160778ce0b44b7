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
import { errorText, useSiteApi } from '../site/shared/site-api.js';
import { ErrorNotice, Loading, ScreenFrame } from '../site/shared/ScreenStates.js';
import { createStyleGuideApi, inputOf, styleGuideKeys } from './style-guide-api.js';
import { StyleCard } from './StyleCard.js';
import { emptyStyle, StyleDialog } from './StyleDialog.js';

const SECTIONS: { kind: StyleKind; title: string; one: string; list: (c: StyleCatalogue) => StyleEntry[]; empty: string }[] = [
  { kind: 'block-styles', title: 'Block styles', one: 'block style', list: (c) => c.blockStyles, empty: 'There are no block styles yet.' },
  { kind: 'row-designs', title: 'Row designs', one: 'row design', list: (c) => c.rowDesigns, empty: 'There are no row designs yet.' },
];

const INTRO = 'The styles a block of a page can take, and the designs of the rows blocks sit in, each drawn with its own class and rules. Switch one off to stop the page editor offering it; blocks that already use it keep it.';

type Editing = { kind: StyleKind; one: string; entry?: StyleEntry } | null;

export function StyleGuidePage() {
  const site = useSiteApi();
  const api = useMemo(() => createStyleGuideApi(site), [site]);
  const client = useQueryClient();
  const notify = useNotify();
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
    <ScreenFrame title="Style Guide" intro={INTRO}>
      {problem && (
        <Alert severity="error" role="alert" onClose={() => setProblem(undefined)} sx={{ mb: 2 }}>
          {problem}
        </Alert>
      )}
      {!catalogue ? (
        <Loading />
      ) : (
        SECTIONS.map(({ kind, title, one, list, empty }) => (
          <Box component="section" aria-labelledby={`${kind}-title`} key={kind} sx={{ mb: 4 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
              <Typography id={`${kind}-title`} component="h2" variant="h6" sx={{ flex: 1 }}>
                {title}
              </Typography>
              <Button startIcon={<Add />} variant="outlined" size="small" disabled={busy} onClick={() => setEditing({ kind, one })}>
                Add {one}
              </Button>
            </Box>
            {list(catalogue).length === 0 ? (
              <Typography>{empty}</Typography>
            ) : (
              <Box component="ul" aria-label={title} sx={{ p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))' }}>
                {list(catalogue).map((entry) => (
                  <StyleCard
                    key={entry.name}
                    entry={entry}
                    busy={busy}
                    onToggle={() => void run(() => api.change(kind, entry.name, { ...inputOf(entry), offered: !entry.offered }), entry.offered ? `${entry.label} is no longer offered` : `${entry.label} is offered`)}
                    onEdit={() => setEditing({ kind, one, entry })}
                    onRemove={() => void run(() => api.remove(kind, entry.name), `${entry.label} removed`)}
                  />
                ))}
              </Box>
            )}
          </Box>
        ))
      )}
      {editing && (
        <StyleDialog
          title={editing.entry ? `Edit ${editing.entry.label}` : `Add ${editing.one}`}
          initial={editing.entry ? inputOf(editing.entry) : emptyStyle()}
          onCancel={() => setEditing(null)}
          onSave={async (input: StyleInput) => {
            const answer = editing.entry ? await api.change(editing.kind, editing.entry.name, input) : await api.add(editing.kind, input);
            setEditing(null);
            written(answer);
            notify(`${input.label.trim()} saved`, { type: 'success' });
          }}
        />
      )}
    </ScreenFrame>
  );
}

export default StyleGuidePage;
