// My Account (/account): who is signed in, with which roles, and the way to
// change one's password. Every signed-in user may open it (spec §6).
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { currentUser } from '../../auth/auth-provider.js';

export function MyAccountPage() {
  const user = currentUser();
  if (!user) return null;
  return (
    <Card component="section" aria-label="My Account">
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          My Account
        </Typography>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 1 }}>
          <dt>Name</dt>
          <dd>{user.name}</dd>
          <dt>E-mail</dt>
          <dd>{user.email}</dd>
          <dt>Roles</dt>
          <dd>{user.roles.join(', ')}</dd>
        </Box>
        {/* No password change while impersonating: the server refuses it too (security row 9). */}
        {!user.impersonating && (
          <Button component={RouterLink} to="/change-password" variant="outlined">
            Change Password
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
