// One entry of the catalogue: its sample drawn with its own class and rules
// (in a sandboxed frame, style-sample.ts), its names, and its controls:
// whether the page editor offers it, edit, remove.
import { Box, Button, Card, CardActions, CardContent, Chip, FormControlLabel, Switch, Typography } from '@mui/material';
import type { StyleEntry } from '../../../shared/api/style-guide.js';
import { sampleDocument } from './style-sample.js';
import { useText } from '../../i18n/use-text.js';

interface Props {
  entry: StyleEntry;
  busy: boolean;
  onToggle: () => void;
  onEdit: () => void;
  onRemove: () => void;
}

export function StyleCard({ entry, busy, onToggle, onEdit, onRemove }: Props) {
  const text = useText();
  return (
    <Card
      component="li"
      variant="outlined"
      data-style={entry.name}
      aria-label={entry.label}
      sx={{ listStyle: 'none', display: 'flex', flexDirection: 'column' }}
    >
      <Box
        component="iframe"
        title={text('style-guide.card.sample', { name: entry.label })}
        sandbox=""
        srcDoc={sampleDocument(entry)}
        sx={{ width: '100%', height: 160, border: 0, borderBottom: 1, borderColor: 'divider', bgcolor: '#fff' }}
      />
      <CardContent sx={{ flex: 1 }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {entry.label}
          {!entry.offered && <Chip size="small" label={text('style-guide.card.notOffered')} sx={{ ml: 1 }} />}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {entry.name}
          {entry.cssClass ? text('style-guide.card.cssClass', { cssClass: entry.cssClass }) : ''}
        </Typography>
        {entry.description && <Typography variant="body2">{entry.description}</Typography>}
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap' }}>
        <FormControlLabel
          control={<Switch checked={entry.offered} disabled={busy} onChange={onToggle} />}
          label={text('style-guide.card.offered')}
          slotProps={{ typography: { variant: 'body2' } }}
        />
        <Button
          size="small"
          onClick={onEdit}
          disabled={busy}
          aria-label={text('style-guide.card.editNamed', { name: entry.label })}
        >
          {text('style-guide.card.edit')}
        </Button>
        <Button
          size="small"
          color="error"
          onClick={onRemove}
          disabled={busy}
          aria-label={text('style-guide.card.removeNamed', { name: entry.label })}
        >
          {text('style-guide.card.remove')}
        </Button>
      </CardActions>
    </Card>
  );
}
