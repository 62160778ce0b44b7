// The page editor's "News details" / "Event details" panel (News_Detail and
// Event_Detail pages): the page's facts row and an event's dates, loaded and
// saved on their own through the generic interface, with their own Save —
// not the page's Publish: the facts are not part of a page version (a draft
// cannot hold them, a restore does not bring them back), so they are written
// at once, like the Placement panel's tag links (docs/decisions/0074-news-and-event-details-in-the-editor.md).
// A page made before the add call made
// its row gets one on its first Save.
import { useState } from 'react';
import { Alert, Box, Button, Typography } from '@mui/material';
import type { RaRecord } from 'react-admin';
import { useEditorApi } from '../api/EditorApiContext.js';
import type { ContentRecord } from '../api/types.js';
import { EventDatesField, type EditedDate } from './EventDatesField.js';
import { FactInput } from './FactInput.js';
import { factsKindOf, type FactsKind } from './fact-fields.js';
import { saveDates, saveFacts, type DateRow } from './facts-api.js';
import { factsProblems } from './facts-problems.js';
import { useEventDates, useFactsWritten, usePageFacts } from './facts-queries.js';
import { useText } from '../../../i18n/use-text.js';
import { useDates } from '../../../kit/dates/use-dates.js';
import { useSchemaLabels } from '../../../i18n/use-schema-labels.js';

export function PageFactsPanel({ content }: { content: ContentRecord }) {
  const kind = factsKindOf(Number(content.CtId));
  return kind ? <FactsLoader kind={kind} cId={Number(content.CId)} /> : null;
}

function FactsLoader({ kind, cId }: { kind: FactsKind; cId: number }) {
  const text = useText();
  const facts = usePageFacts(kind, cId);
  const dates = useEventDates(cId, kind.dates);
  const error = facts.error ?? dates.error;
  const ready = facts.isSuccess && (!kind.dates || dates.isSuccess);
  // Here, not in the form: the form starts afresh from the stored answer after a save.
  const [saved, setSaved] = useState(false);
  return (
    <Box component="section" aria-labelledby="facts-title" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id="facts-title" variant="h6" component="h2">
        {text(kind.texts.title)}
      </Typography>
      {error && <Alert severity="error">{text('editor.facts.unread', { error: error.message })}</Alert>}
      {!error && !ready && <Typography role="status">{text('editor.loading')}</Typography>}
      {/* Keyed by the answers: after a save the form starts again from what is stored. */}
      {ready && (
        <FactsForm
          key={`${facts.dataUpdatedAt}:${dates.dataUpdatedAt}`}
          kind={kind}
          cId={cId}
          stored={facts.data}
          storedDates={dates.data ?? []}
          onSaved={setSaved}
        />
      )}
      {saved && <Alert severity="success">{text(kind.texts.saved)}</Alert>}
    </Box>
  );
}

interface FormProps {
  kind: FactsKind;
  cId: number;
  stored: RaRecord | null;
  storedDates: DateRow[];
  onSaved: (saved: boolean) => void;
}

function FactsForm({ kind, cId, stored, storedDates, onSaved }: FormProps) {
  const text = useText();
  const shape = useDates();
  const { fieldLabel } = useSchemaLabels();
  const { facts: api } = useEditorApi();
  const written = useFactsWritten();
  const [values, setValues] = useState<Record<string, unknown>>(() => stored ?? kind.blank());
  const [dates, setDates] = useState<EditedDate[]>(() => storedDates.map((d) => ({ ...d, key: String(d.EdId) })));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();

  const save = async () => {
    const found = factsProblems(kind, values, dates, text, (name) => fieldLabel(kind.resource, name), shape.format);
    setProblems(found);
    onSaved(false);
    setError(undefined);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      const row = await saveFacts(
        api,
        kind,
        cId,
        stored,
        Object.fromEntries(kind.fields.map((f) => [f.name, values[f.name] ?? null])),
      );
      if (kind.dates) await saveDates(api, { CId: cId, EiId: Number(row.EiId) }, storedDates, dates);
      onSaved(true);
      await written(kind);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box
      component="form"
      aria-label={text(kind.texts.title)}
      noValidate
      onSubmit={(e) => (e.preventDefault(), void save())}
      sx={{ display: 'grid', gap: 1.5 }}
    >
      {!stored && <Alert severity="info">{text(kind.texts.missing)}</Alert>}
      {kind.fields.map((field) => (
        <FactInput
          key={field.name}
          field={field}
          label={fieldLabel(kind.resource, field.name)}
          value={values[field.name]}
          error={problems[field.name]}
          onChange={(v) => setValues((old) => ({ ...old, [field.name]: v }))}
        />
      ))}
      {kind.dates && <EventDatesField dates={dates} onChange={setDates} errors={problems} />}
      {error && <Alert severity="error">{error}</Alert>}
      <Box>
        <Button type="submit" variant="contained" disabled={saving}>
          {saving ? text('editor.facts.saving') : text(kind.texts.save)}
        </Button>
      </Box>
    </Box>
  );
}
