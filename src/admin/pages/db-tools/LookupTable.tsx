// One lookup table (DBConstants or MiscData) edited in place on /db-tools
// (issue 16 item 8): its rows of one type/kind (or all), a row turned into
// inputs to edit it, a row of inputs at the foot to add one, and delete after
// asking. Reads and writes go through react-admin's data provider, i.e. the
// generic interface (/api/v1/db/<entity>): the server checks types, lengths,
// access and If-Match, and audits each write.
import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useCreate, useDelete, useGetList, useUpdate, type RaRecord } from 'react-admin';
import { ConfirmDialog } from '../editor/ConfirmDialog.js';
import { RowButton } from '../../kit/RowButton.js';
import type { TranslateFunction } from 'react-admin';
import { MAX_PAGE_SIZE } from '../../providers/list-params.js';
import { useText } from '../../i18n/use-text.js';

type LookupFieldKind = 'integer' | 'text' | 'json';

export interface LookupField {
  name: string;
  /** A message key (messages/db-tools). */
  label: string;
  kind: LookupFieldKind;
}

export interface LookupTableConfig {
  /** The entity of the generic interface (react-admin resource). */
  entity: 'DBConstants' | 'MiscData';
  /** The key field, numbered by the database. */
  key: string;
  /**
   * The grouping field the filter picks (DbcType, MdKind); `texts` is the key
   * prefix of its label, filter, "every" and "no rows" texts; each known
   * value has a message key (`label`), or a `name` shown as it is (an
   * identifier the spec fixes, the same in every language).
   */
  group: { name: string; texts: string; known: KnownValue[] };
  /** The row's other editable fields, in column order (the group comes first). */
  fields: LookupField[];
  sortField: string;
}

type Draft = Record<string, string>;

/** A cell's value as its input shows it: JSON values as JSON text. */
function inputText(field: LookupField, value: unknown): string {
  if (value === null || value === undefined) return '';
  return field.kind === 'json' ? JSON.stringify(value) : String(value);
}

type KnownValue = { value: number } & ({ label: string } | { name: string });

const shownText = (field: LookupField, value: unknown) =>
  value === null || value === undefined ? '' : field.kind === 'json' ? JSON.stringify(value) : String(value);

/**
 * A draft as the API takes it; an error names the field. A JSON field that
 * does not read as JSON is kept as text (most values are plain words).
 */
function toData(
  fields: LookupField[],
  draft: Draft,
  translate: TranslateFunction,
): { data?: Record<string, unknown>; problem?: string } {
  const data: Record<string, unknown> = {};
  for (const field of fields) {
    const text = (draft[field.name] ?? '').trim();
    if (field.kind === 'integer') {
      if (text === '') {
        data[field.name] = null;
        continue;
      }
      if (!/^-?\d+$/.test(text))
        return { problem: translate('db-tools.lookup.wholeNumber', { field: translate(field.label), value: text }) };
      data[field.name] = Number(text);
    } else if (field.kind === 'json') {
      if (text === '') data[field.name] = null;
      else {
        try {
          data[field.name] = JSON.parse(text) as unknown;
        } catch {
          data[field.name] = text;
        }
      }
    } else data[field.name] = draft[field.name] ?? '';
  }
  return { data };
}

export function LookupTable({ config }: { config: LookupTableConfig }) {
  const text = useText();
  const { entity, key, group, sortField } = config;
  const columns: LookupField[] = [
    { name: group.name, label: `${group.texts}.label`, kind: 'integer' },
    ...config.fields,
  ];
  const [filter, setFilter] = useState<number | ''>('');
  const [editing, setEditing] = useState<{ id: RaRecord['id']; draft: Draft }>();
  const emptyDraft = (): Draft => ({ [group.name]: filter === '' ? '' : String(filter) });
  const [adding, setAdding] = useState<Draft>(emptyDraft);
  const [deleting, setDeleting] = useState<RaRecord>();
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const {
    data = [],
    isPending,
    error: readError,
  } = useGetList(entity, {
    pagination: { page: 1, perPage: MAX_PAGE_SIZE },
    sort: { field: sortField, order: 'ASC' },
    filter: filter === '' ? {} : { [group.name]: filter },
  });
  const [create, created] = useCreate();
  const [update, updated] = useUpdate();
  const [remove, removed] = useDelete();
  const busy = created.isPending || updated.isPending || removed.isPending;
  const knownText = (known: KnownValue) => ('name' in known ? known.name : text(known.label));
  const groupText = (value: unknown) => {
    const known = group.known.find((k) => k.value === value);
    return known && knownText(known);
  };
  const rowName = (r: RaRecord) => `${entity} ${String(r[key])}`;

  const act = async (done: string, write: () => Promise<unknown>) => {
    setError(undefined);
    setNotice(undefined);
    try {
      await write();
      setNotice(done);
      return true;
    } catch (e) {
      setError((e as Error).message || text('db-tools.lookup.unknownError'));
      return false;
    }
  };

  const saveEdit = async (record: RaRecord) => {
    if (!editing) return;
    const { data: changed, problem } = toData(columns, editing.draft, text);
    if (problem) return setError(problem);
    if (
      await act(text('db-tools.lookup.saved', { row: rowName(record) }), () =>
        update(
          entity,
          { id: record.id, data: changed, previousData: record },
          { mutationMode: 'pessimistic', returnPromise: true },
        ),
      )
    )
      setEditing(undefined);
  };

  const add = async () => {
    const { data: fields, problem } = toData(columns, adding, text);
    if (problem) return setError(problem);
    let made: RaRecord | undefined;
    const ok = await act('', async () => {
      made = await create(entity, { data: fields }, { returnPromise: true });
    });
    if (ok) {
      setNotice(made ? text('db-tools.lookup.added', { row: rowName(made) }) : text('db-tools.lookup.addedUnnamed'));
      setAdding(emptyDraft());
    }
  };

  const confirmDelete = async () => {
    const record = deleting;
    setDeleting(undefined);
    if (record)
      await act(text('db-tools.lookup.deleted', { row: rowName(record) }), () =>
        remove(entity, { id: record.id, previousData: record }, { mutationMode: 'pessimistic', returnPromise: true }),
      );
  };

  const input = (field: LookupField, draft: Draft, setDraft: (d: Draft) => void, label: string) => (
    <TextField
      size="small"
      value={draft[field.name] ?? ''}
      onChange={(e) => setDraft({ ...draft, [field.name]: e.target.value })}
      slotProps={{
        htmlInput: {
          'aria-label': label,
          inputMode: field.kind === 'integer' ? 'numeric' : undefined,
          spellCheck: false,
        },
      }}
      fullWidth
    />
  );

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <TextField
        select
        size="small"
        label={text(`${group.texts}.filter`, { entity })}
        value={filter === '' ? 'all' : String(filter)}
        onChange={(e) => {
          const value = e.target.value === 'all' ? '' : Number(e.target.value);
          setFilter(value);
          setEditing(undefined);
          setAdding({ [group.name]: value === '' ? '' : String(value) });
        }}
        sx={{ maxWidth: 320 }}
      >
        <MenuItem value="all">{text(`${group.texts}.every`)}</MenuItem>
        {group.known.map((k) => (
          <MenuItem key={k.value} value={String(k.value)}>
            {k.value}: {knownText(k)}
          </MenuItem>
        ))}
      </TextField>
      {readError && <Alert severity="error">{(readError as Error).message}</Alert>}
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      {notice && (
        <Alert severity="success" role="status">
          {notice}
        </Alert>
      )}
      <Table size="small" aria-label={text('db-tools.lookup.rows', { entity })}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {text('db-tools.lookup.id')}
            </TableCell>
            {columns.map((c) => (
              <TableCell key={c.name} component="th" scope="col">
                {text(c.label)}
              </TableCell>
            ))}
            <TableCell component="th" scope="col">
              {text('db-tools.lookup.actions')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.map((record) => {
            const draft = editing && editing.id === record.id ? editing.draft : undefined;
            const open = !!draft;
            return (
              <TableRow key={String(record.id)}>
                <TableCell>{String(record[key])}</TableCell>
                {columns.map((c) => (
                  <TableCell key={c.name} sx={{ wordBreak: 'break-word' }}>
                    {draft
                      ? input(
                          c,
                          draft,
                          (draft) => setEditing({ id: record.id, draft }),
                          text('db-tools.lookup.fieldOf', { field: text(c.label), row: rowName(record) }),
                        )
                      : c.name === group.name && groupText(record[c.name])
                        ? `${shownText(c, record[c.name])} (${groupText(record[c.name])})`
                        : shownText(c, record[c.name])}
                  </TableCell>
                ))}
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {open ? (
                    <>
                      <RowButton
                        label={text('db-tools.lookup.saveLabel', { row: rowName(record) })}
                        onClick={() => void saveEdit(record)}
                      >
                        {text('db-tools.lookup.save')}
                      </RowButton>
                      <RowButton
                        label={text('db-tools.lookup.cancelLabel', { row: rowName(record) })}
                        onClick={() => setEditing(undefined)}
                      >
                        {text('db-tools.lookup.cancel')}
                      </RowButton>
                    </>
                  ) : (
                    <>
                      <RowButton
                        label={text('db-tools.lookup.editLabel', { row: rowName(record) })}
                        onClick={() =>
                          setEditing({
                            id: record.id,
                            draft: Object.fromEntries(columns.map((c) => [c.name, inputText(c, record[c.name])])),
                          })
                        }
                      >
                        {text('db-tools.lookup.edit')}
                      </RowButton>
                      <RowButton
                        label={text('db-tools.lookup.deleteLabel', { row: rowName(record) })}
                        color="error"
                        onClick={() => setDeleting(record)}
                      >
                        {text('db-tools.lookup.delete')}
                      </RowButton>
                    </>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
          {!isPending && data.length === 0 && (
            <TableRow>
              <TableCell colSpan={columns.length + 2}>
                <Typography variant="body2">
                  {filter === '' ? text('db-tools.lookup.noRows') : text(`${group.texts}.noneOf`, { value: filter })}
                </Typography>
              </TableCell>
            </TableRow>
          )}
          <TableRow>
            <TableCell>{text('db-tools.lookup.new')}</TableCell>
            {columns.map((c) => (
              <TableCell key={c.name}>
                {input(c, adding, setAdding, text('db-tools.lookup.fieldOfNew', { field: text(c.label), entity }))}
              </TableCell>
            ))}
            <TableCell>
              <Button
                size="small"
                variant="outlined"
                disabled={busy}
                onClick={() => void add()}
                aria-label={text('db-tools.lookup.addLabel', { entity })}
              >
                {text('db-tools.lookup.add')}
              </Button>
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
      <ConfirmDialog
        open={!!deleting}
        text={deleting ? text('db-tools.lookup.confirmDelete', { row: rowName(deleting) }) : ''}

        onCancel={() => setDeleting(undefined)}
        onConfirm={() => void confirmDelete()}
      />
    </Box>
  );
}
