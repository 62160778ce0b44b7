// The date picker's month page (spec §5): days outside the min/max dates and
// explicitly disabled days are greyed out and cannot be picked.
import { useState } from 'react';
import { Box, Button, IconButton, Typography } from '@mui/material';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { dayAllowed, monthGrid, type DateLimits } from '../../shared/dates.js';

const WEEKDAYS = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'];
const MONTH = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

export interface DateCalendarProps extends DateLimits {
  value?: Date;
  onPick: (day: Date) => void;
}

export function DateCalendar({ value, onPick, min, max, disabled }: DateCalendarProps) {
  const start = value ?? new Date();
  const [page, setPage] = useState({ year: start.getUTCFullYear(), month: start.getUTCMonth() });
  const turn = (by: number) => setPage(({ year, month }) => ({ year: year + Math.floor((month + by) / 12), month: (((month + by) % 12) + 12) % 12 }));
  const title = MONTH.format(new Date(Date.UTC(page.year, page.month, 1)));
  return (
    <Box role="group" aria-label={title} sx={{ p: 1, width: 280 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <IconButton aria-label="Previous month" onClick={() => turn(-1)} size="small">
          <ChevronLeft />
        </IconButton>
        <Typography component="span">{title}</Typography>
        <IconButton aria-label="Next month" onClick={() => turn(1)} size="small">
          <ChevronRight />
        </IconButton>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', textAlign: 'center' }}>
        {WEEKDAYS.map((w) => (
          <Typography key={w} variant="caption" aria-hidden>
            {w}
          </Typography>
        ))}
        {monthGrid(page.year, page.month).map((day, i) =>
          day ? (
            <Button
              key={i}
              size="small"
              sx={{ minWidth: 0, p: 0.5 }}
              variant={value && day.getTime() === Date.UTC(value.getUTCFullYear(), value.getUTCMonth(), value.getUTCDate()) ? 'contained' : 'text'}
              disabled={!dayAllowed(day, { min, max, disabled })}
              aria-label={day.toISOString().slice(0, 10)}
              onClick={() => onPick(day)}
            >
              {day.getUTCDate()}
            </Button>
          ) : (
            <span key={i} />
          ),
        )}
      </Box>
    </Box>
  );
}
