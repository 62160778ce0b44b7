// One comment in the moderation queue: select box, author, e-mail, post (a
// link to it on the site), date, the plain-text body, browser and address,
// and the moderation trail. The comment under the keyboard cursor is marked
// (aria-current) and takes focus when the cursor is moved with j/k.
import { useEffect, useRef } from 'react';
import { Box, Checkbox, Link, Typography } from '@mui/material';
import type { QueueComment } from '../../../shared/api/comments.js';
import { useText } from '../../i18n/use-text.js';
import { useDates } from '../../kit/dates/use-dates.js';

interface CommentItemProps {
  comment: QueueComment;
  current: boolean;
  /** Focus this item when it becomes current (the cursor moved by keyboard). */
  focusWhenCurrent: boolean;
  selected: boolean;
  onToggle: () => void;
  onFocus: () => void;
}

export function CommentItem({ comment: c, current, focusWhenCurrent, selected, onToggle, onFocus }: CommentItemProps) {
  const text = useText();
  const { moment: when } = useDates();
  const ref = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (current && focusWhenCurrent) ref.current?.focus();
  }, [current, focusWhenCurrent]);
  const headingId = `comment-${c.id}-by`;
  return (
    <Box
      component="li"
      ref={ref}
      tabIndex={-1}
      aria-current={current ? 'true' : undefined}
      aria-labelledby={headingId}
      onFocus={onFocus}
      sx={{
        display: 'flex',
        gap: 1,
        p: 1.5,
        mb: 1,
        border: 1,
        borderRadius: 1,
        borderColor: current ? 'primary.main' : 'divider',
        outline: current ? '2px solid' : 'none',
        outlineColor: 'primary.main',
        bgcolor: selected ? 'action.selected' : 'background.paper',
      }}
    >
      <Checkbox
        checked={selected}
        onChange={onToggle}
        slotProps={{ input: { 'aria-label': text('comments.item.select', { name: c.name }) } }}
        sx={{ alignSelf: 'flex-start' }}
      />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {c.name}{' '}
          <Typography component="span" variant="body2">
            {`<${c.email}>`}
          </Typography>
        </Typography>
        <Typography variant="body2">
          {text('comments.item.on')}{' '}
          {c.postUrl ? (
            <Link href={c.postUrl} target="_blank" rel="noopener">
              {c.postTitle}
            </Link>
          ) : (
            c.postTitle
          )}{' '}
          · {when(c.date)}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', my: 1 }}>{c.body}</Typography>
        <Typography variant="caption" component="p">
          {[c.ip, c.userAgent].filter(Boolean).join(' · ')}
        </Typography>
        {c.trail.length > 0 && (
          <Typography variant="caption" component="p">
            {c.trail
              .map((e) => text('comments.item.trail', { from: e.from, to: e.to, by: e.by, when: when(e.at) }))
              .join('; ')}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
