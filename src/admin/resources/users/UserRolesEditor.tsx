// A user's roles on their edit screen (/user-management/{UserId}): a
// multi-value picker over AspNetRoles whose changes are AspNetUserRoles rows,
// written at once, one call each. The server decides who may grant what
// (an Admin cannot grant MoJoAdmin or change their own roles) and its refusal
// is shown. When every role is chosen the picker says 'No options left to
// choose.' (spec §2 pickers).
import { pickerEmptyText } from '../../kit/picker-words.js';
import { useState } from 'react';
import { Autocomplete, Card, CardContent, Chip, TextField, Typography } from '@mui/material';
import { useDataProvider, useGetList, useNotify, useRecordContext } from 'react-admin';
import { formatId } from '../../../shared/record-id.js';
import type { FieldsOf } from '../../../shared/api/generic.js';
import type { AspNetRoles } from '../../../shared/generated/entities.generated.js';
import { useText } from '../../i18n/use-text.js';

/** A role as react-admin lists it: the record's fields plus react-admin's id. */
type Role = FieldsOf<AspNetRoles, 'Id' | 'Name'> & { id: string };

export function UserRolesEditor() {
  const user = useRecordContext<{ id: string; Id: string }>();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const text = useText();
  const [busy, setBusy] = useState(false);
  const roles = useGetList<Role>('AspNetRoles', { pagination: { page: 1, perPage: 100 }, sort: { field: 'Name', order: 'ASC' } });
  const links = useGetList('AspNetUserRoles', { filter: { UserId_eq: user?.Id }, pagination: { page: 1, perPage: 100 } }, { enabled: !!user });
  if (!user || !roles.data || !links.data) return null;

  const held = new Set(links.data.map((l) => l.RoleId as string));
  const chosen = roles.data.filter((r) => held.has(r.Id));
  const change = async (next: Role[]) => {
    setBusy(true);
    try {
      const nextIds = new Set(next.map((r) => r.Id));
      for (const r of next) if (!held.has(r.Id)) await dataProvider.create('AspNetUserRoles', { data: { UserId: user.Id, RoleId: r.Id } });
      for (const id of held) if (!nextIds.has(id)) await dataProvider.delete('AspNetUserRoles', { id: formatId([user.Id, id]), previousData: undefined });
      notify(text('resources.roles.saved'), { type: 'success' });
    } catch (e) {
      notify((e as Error).message || text('resources.roles.unknownError'), { type: 'error' });
    } finally {
      await links.refetch();
      setBusy(false);
    }
  };

  return (
    <Card component="section" aria-label={text('resources.roles.section')} sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {text('resources.roles.heading')}
        </Typography>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {text('resources.roles.atOnce')}
        </Typography>
        <Autocomplete<Role, true>
          multiple
          filterSelectedOptions
          disabled={busy}
          options={roles.data}
          value={chosen}
          isOptionEqualToValue={(a, b) => a.Id === b.Id}
          getOptionLabel={(r) => r.Name}
          noOptionsText={pickerEmptyText(chosen.length === roles.data.length)}
          onChange={(_event, next) => void change(next)}
          renderValue={(value, getItemProps) => value.map((r, index) => <Chip {...getItemProps({ index })} key={r.Id} label={r.Name} />)}
          renderInput={(params) => <TextField {...params} label={text('resources.roles.field')} />}
        />
      </CardContent>
    </Card>
  );
}
