// /token-locations (issue 16 item 3; docs/tokens.md): the places on a page
// where custom code goes (MiscData kind Token_Location 1), in order, each
// with the snippets that fill it. Reordered by dragging (pointer or
// keyboard, with announcements by position) or the move buttons, each move
// saved at once as the whole order; added, renamed, and deleted when empty
// (the server refuses a location that holds snippets, naming them).
import { useMemo, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, TextField, Typography } from '@mui/material';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import type { TokenLocation } from '../../../shared/api/tokens.js';
import { createHttpClient, type HttpClient } from '../../providers/http-client.js';
import { SCREEN_READ } from '../../api/read-options.js';
import { sortableAnnouncements } from '../../kit/sortable-announcements.js';
import { ConfirmDialog } from '../editor/ConfirmDialog.js';
import { ErrorNotice, Loading, ScreenFrame } from '../../kit/ScreenStates.js';
import { errorText } from '../../api/site-api.js';
import * as api from './tokens-api.js';
import { LocationDialog } from './LocationDialog.js';
import { LocationRow } from './LocationRow.js';
import { useText } from '../../i18n/use-text.js';

type Notice = { severity: 'success' | 'error'; text: string };

export function TokenLocationsPage({ http: given }: { http?: HttpClient }) {
  const http = useMemo(() => given ?? createHttpClient(), [given]);
  const text = useText();
  const client = useQueryClient();
  const key = api.tokenKeys.locations();
  const locations = useQuery({ queryKey: key, queryFn: () => api.listLocations(http), ...SCREEN_READ });
  const [notice, setNotice] = useState<Notice>();
  const [renaming, setRenaming] = useState<TokenLocation>();
  const [deleting, setDeleting] = useState<TokenLocation>();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const list = locations.data ?? [];
  const ids = useMemo(() => list.map((l) => String(l.id)), [list]);
  const announcements = useMemo(() => sortableAnnouncements(ids, 'location'), [ids]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const refresh = () => void client.invalidateQueries({ queryKey: key });

  const move = async (from: number, to: number) => {
    if (to < 0 || to >= list.length || from === to) return;
    const next = arrayMove(list, from, to);
    client.setQueryData(key, next); // shown at once; the server's answer replaces it
    try {
      client.setQueryData(
        key,
        await api.reorderLocations(
          http,
          next.map((l) => l.id),
        ),
      );
      setNotice({
        severity: 'success',
        text: text('tokens.locations.moved', { name: list[from].name, position: to + 1 }),
      });
    } catch (e) {
      setNotice({ severity: 'error', text: errorText(e) });
      refresh();
    }
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) void move(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };

  const add = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const added = await api.createLocation(http, { name, description });
      setName('');
      setDescription('');
      setNotice({ severity: 'success', text: text('tokens.locations.added', { name: added.name }) });
    } catch (e) {
      setNotice({ severity: 'error', text: errorText(e) });
    }
    refresh();
  };
  const rename = async (location: TokenLocation, body: { name: string; description: string }) => {
    try {
      await api.saveLocation(http, location.id, body);
    } catch (e) {
      return errorText(e);
    }
    setRenaming(undefined);
    setNotice({ severity: 'success', text: text('tokens.locations.saved', { name: body.name.trim() }) });
    refresh();
    return undefined;
  };
  const askDelete = (location: TokenLocation) => {
    if (location.snippets.length) {
      const names = location.snippets.map((s) => `“${s.CTitle}”`).join(', ');
      setNotice({ severity: 'error', text: text('tokens.locations.cannotDelete', { name: location.name, names }) });
    } else setDeleting(location);
  };
  const confirmDelete = async () => {
    const location = deleting!;
    setDeleting(undefined);
    try {
      await api.deleteLocation(http, location.id);
      setNotice({ severity: 'success', text: text('tokens.locations.deleted', { name: location.name }) });
    } catch (e) {
      setNotice({ severity: 'error', text: errorText(e) });
    }
    refresh();
  };

  return (
    <ScreenFrame title={text('tokens.locations.title')} intro={text('tokens.locations.intro')}>
      {notice && (
        <Alert
          severity={notice.severity}
          role={notice.severity === 'error' ? 'alert' : 'status'}
          onClose={() => setNotice(undefined)}
          sx={{ mb: 2 }}
        >
          {notice.text}
        </Alert>
      )}
      {locations.isPending ? (
        <Loading />
      ) : locations.error ? (
        <ErrorNotice message={errorText(locations.error)} />
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{ announcements }}
        >
          <SortableContext items={ids} strategy={verticalListSortingStrategy}>
            {list.length === 0 && <Typography variant="body2">{text('tokens.locations.noData')}</Typography>}
            <Box component="ol" aria-label={text('tokens.locations.listLabel')} sx={{ p: 0, m: 0, mb: 3 }}>
              {list.map((location, i) => (
                <LocationRow
                  key={location.id}
                  location={location}
                  index={i}
                  count={list.length}
                  onMove={(to) => void move(i, to)}
                  onRename={() => setRenaming(location)}
                  onDelete={() => askDelete(location)}
                />
              ))}
            </Box>
          </SortableContext>
        </DndContext>
      )}
      {/* Below the list, so drawn with it: drawn before, the list's arrival pushed it 330 px down (issue 41). */}
      {!locations.isPending && (
        <Box
          component="form"
          aria-label={text('tokens.locations.addForm')}
          onSubmit={add}
          sx={{ display: 'grid', gap: 2, maxWidth: 560 }}
        >
          <Typography variant="h6" component="h2">
            {text('tokens.locations.addHeading')}
          </Typography>
          <TextField
            label={text('tokens.locations.name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            required
            inputProps={{ maxLength: 400 }}
          />
          <TextField
            label={text('tokens.locations.description')}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            inputProps={{ maxLength: 1000 }}
            helperText={text('tokens.locations.descriptionHelp')}
          />
          <Box>
            <Button type="submit" variant="contained" disabled={!name.trim()}>
              {text('tokens.locations.add')}
            </Button>
          </Box>
        </Box>
      )}
      {renaming && (
        <LocationDialog
          location={renaming}
          onClose={() => setRenaming(undefined)}
          onSave={(body) => rename(renaming, body)}
        />
      )}
      <ConfirmDialog
        open={!!deleting}
        text={deleting ? text('tokens.locations.confirmDelete', { name: deleting.name }) : ''}

        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(undefined)}
      />
    </ScreenFrame>
  );
}

export default TokenLocationsPage;
