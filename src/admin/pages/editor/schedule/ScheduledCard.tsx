// The dashboard's "Coming up" card: the next pending scheduled changes in the
// user's scope, in the site's time zone, and a link to the full list.
import { Box, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useLocaleState } from 'react-admin';
import { useText } from '../../../i18n/use-text.js';
import type { ScheduledList } from '../../../../shared/api/scheduled.js';
import { showInZone } from '../../../kit/dates/zoned-time.js';

const SHOWN = 5;

/** `list` is read by the dashboard, which lays itself out once it has answered (no late card pushing the tools down). */
export function ScheduledCard({ list }: { list?: ScheduledList }) {
  const text = useText();
  const [locale] = useLocaleState();
  if (!list) return null; // a failed read leaves the dashboard as it was; the screen says why
  const next = list.items.filter((i) => i.status === 'pending').slice(0, SHOWN);
  return (
    <Box component="section" aria-labelledby="scheduled-card-title" sx={{ my: 2 }}>
      <Typography id="scheduled-card-title" variant="h6" component="h2">
        {text('scheduled.cardTitle')}
      </Typography>
      {next.length ? (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {next.map((item) => (
            <li key={item.id}>
              {text('scheduled.cardItem', {
                change: text(`scheduled.actions_.${item.action}`),
                title: item.CTitle || text('scheduled.untitled', { cId: item.CId }),
                when: showInZone(item.at, list.timeZone, locale),
              })}
            </li>
          ))}
        </Box>
      ) : (
        <Typography variant="body2">{text('scheduled.cardNone')}</Typography>
      )}
      <Link component={RouterLink} to="/edit/scheduled" variant="body2">
        {text('scheduled.all')}
      </Link>
    </Box>
  );
}
