// Who can reach what, and why, for one user (issue 13 item 3): every
// dashboard tool, protected page and panel, whether they can open it and
// the role, claim or rule that decides it. The answers come from the server
// (GET /api/v1/mc/access/reach/users/{userId}), which computes them with the
// shared rules the admin itself applies (shared/reach.ts). Mounted on the
// user screen; `userId` is the user's Id.
import { useState } from 'react';
import {
  Alert,
  Box,
  FormControlLabel,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { UserReach as UserReachAnswer } from '../../../shared/api/access.js';
import { ErrorNotice, Loading } from '../../kit/ScreenStates.js';
import { useUserReach } from './access-api.js';
import { Reasons, Verdict } from './ReachVerdict.js';
import { useText } from '../../i18n/use-text.js';

interface UserReachProps {
  userId: string;
}

export function UserReach({ userId }: UserReachProps) {
  const text = useText();
  const reach = useUserReach(userId);
  const [onlyReachable, setOnlyReachable] = useState(false);
  if (reach.errorMessage) return <ErrorNotice message={reach.errorMessage} />;
  if (!reach.data) return <Loading />;
  const answer = reach.data;
  return (
    <Box component="section" aria-labelledby={`reach-${userId}`}>
      <Typography id={`reach-${userId}`} variant="h6" component="h2" gutterBottom>
        {text('access.userReach.title', { name: answer.name })}
      </Typography>
      <Stack spacing={2}>
        {answer.notes.map((note) => (
          <Alert key={note} severity="warning">
            {note}
          </Alert>
        ))}
        <Grants answer={answer} />
        <FormControlLabel
          control={<Switch checked={onlyReachable} onChange={(e) => setOnlyReachable(e.target.checked)} />}
          label={text('access.userReach.onlyReachable')}
        />
        <ToolsTable answer={answer} onlyReachable={onlyReachable} />
        <RoutesTable answer={answer} onlyReachable={onlyReachable} />
        <PanelsTable answer={answer} />
      </Stack>
    </Box>
  );
}

function Grants({ answer }: { answer: UserReachAnswer }) {
  const text = useText();
  return (
    <Box>
      <Typography variant="body2">
        <strong>{text('access.userReach.roles')}</strong>{' '}
        {answer.roles.length ? answer.roles.join(', ') : text('access.userReach.none')}
      </Typography>
      <Typography variant="body2">
        <strong>{text('access.userReach.grants')}</strong>{' '}
        {answer.grants.length
          ? answer.grants.map((g) => text('access.userReach.grantFrom', { claim: g.claim, from: g.from })).join('; ')
          : text('access.userReach.none')}
      </Typography>
    </Box>
  );
}

function ToolsTable({ answer, onlyReachable }: { answer: UserReachAnswer; onlyReachable: boolean }) {
  const text = useText();
  const tools = answer.tools.filter((t) => !onlyReachable || t.reachable);
  return (
    <Table size="small" aria-label={text('access.userReach.tools')}>
      <TableHead>
        <TableRow>
          <TableCell>{text('access.userReach.tool')}</TableCell>
          <TableCell>{text('access.userReach.shown')}</TableCell>
          <TableCell>{text('access.userReach.why')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {tools.map((t) => (
          <TableRow key={t.TId} data-tag-id={t.TId}>
            <TableCell sx={{ pl: 2 * t.depth }}>
              {t.depth === 1 ? <strong>{t.TName}</strong> : t.TName}
              <Typography variant="caption" component="span" color="text.secondary" sx={{ ml: 1 }}>
                {text('access.userReach.tagId', { id: t.TId })}
              </Typography>
            </TableCell>
            <TableCell>
              <Verdict reachable={t.reachable} />
            </TableCell>
            <TableCell>
              <Reasons answer={t} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function RoutesTable({ answer, onlyReachable }: { answer: UserReachAnswer; onlyReachable: boolean }) {
  const text = useText();
  const routes = answer.routes.filter((r) => !onlyReachable || r.reachable);
  return (
    <Table size="small" aria-label={text('access.userReach.pages')}>
      <TableHead>
        <TableRow>
          <TableCell>{text('access.userReach.page')}</TableCell>
          <TableCell>{text('access.userReach.opens')}</TableCell>
          <TableCell>{text('access.userReach.why')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {routes.map((r) => (
          <TableRow key={r.path} data-path={r.path}>
            <TableCell>
              {r.title}
              <Typography variant="caption" component="div" color="text.secondary">
                {r.path}
              </Typography>
            </TableCell>
            <TableCell>
              <Verdict
                reachable={r.reachable}
                label={
                  r.reach === 'some'
                    ? text('access.verdict.onlyAt', { places: r.at.join(', ') })
                    : text(r.reach === 'all' ? 'access.verdict.yes' : 'access.verdict.no')
                }
              />
            </TableCell>
            <TableCell>
              <Reasons answer={r} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function PanelsTable({ answer }: { answer: UserReachAnswer }) {
  const text = useText();
  return (
    <Table size="small" aria-label={text('access.userReach.panels')}>
      <TableHead>
        <TableRow>
          <TableCell>{text('access.userReach.panel')}</TableCell>
          <TableCell>{text('access.userReach.shown')}</TableCell>
          <TableCell>{text('access.userReach.why')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {answer.panels.map((p) => (
          <TableRow key={p.name}>
            <TableCell>{p.name}</TableCell>
            <TableCell>
              <Verdict reachable={p.reachable} />
            </TableCell>
            <TableCell>
              <Reasons answer={p} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
