// A user's roles on the Data group's account screen (/AspNetUsers/{Id}/edit): shown, not written. Roles are
// changed in User Management, whose rules (who may grant what, the role-only tools) and audit line in words
// the generic interface would bypass; the server refuses a role written through it
// (access/account-tables-rule.ts, decision 0121), so the screen links to the account's own page instead.
import { Box, Card, CardContent, Chip, Link, Typography } from '@mui/material';
import { useGetList, useRecordContext } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { FieldsOf } from '../../../shared/api/generic.js';
import type { AspNetRoles } from '../../../shared/generated/entities.generated.js';
import { useText } from '../../i18n/use-text.js';

/** A role as react-admin lists it: the record's fields plus react-admin's id. */
type Role = FieldsOf<AspNetRoles, 'Id' | 'Name'> & { id: string };

export function UserRolesEditor() {
  const user = useRecordContext<{ id: string; Id: string }>();
  const text = useText();
  const roles = useGetList<Role>('AspNetRoles', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'Name', order: 'ASC' },
  });
  const links = useGetList(
    'AspNetUserRoles',
    { filter: { UserId_eq: user?.Id }, pagination: { page: 1, perPage: 100 } },
    { enabled: !!user },
  );
  if (!user || !roles.data || !links.data) return null;
  const held = new Set(links.data.map((l) => l.RoleId as string));
  const chosen = roles.data.filter((r) => held.has(r.Id));
  return (
    <Card component="section" aria-label={text('resources.roles.section')} sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {text('resources.roles.heading')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}>
          {chosen.length ? (
            chosen.map((r) => <Chip key={r.Id} label={r.Name} />)
          ) : (
            <Typography variant="body2">{text('resources.roles.none')}</Typography>
          )}
        </Box>
        <Link component={RouterLink} to={`/user-management/${encodeURIComponent(user.Id)}`}>
          {text('resources.roles.changeInPeople')}
        </Link>
      </CardContent>
    </Card>
  );
}
