// The dashboard shows a tool only to users who may use its tag, its
// parent's and the Dashboard tag 2 (spec §6 "Dashboard and tools"), so a
// grant of the News section alone shows 'You don't have access to any
// tools in this section.'. This warns about each granted tag that would stay
// off the dashboard, and offers the further grants that would show it — after
// saying what else they allow (a tag's visible children come with it), so the
// administrator consents to exactly what is granted.
import { useState } from 'react';
import { Alert, AlertTitle, Button, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { hiddenGrants, newlyAllowed, type HiddenGrant } from '../../../../shared/people/tool-reach.js';
import type { TreeTag } from '../../../api/tag-tree.js';
import { SizedDialog } from '../../../kit/SizedDialog.js';

const NO_TOOLS = "You don't have access to any tools in this section.";

export interface ReachWarningsProps {
  tags: readonly TreeTag[];
  value: number[];
  onChange: (next: number[]) => void;
  disabled?: boolean;
  /** Whose access it is, for the sentences ("this user" when not known yet). */
  who?: string;
}

export function ReachWarnings({ tags, value, onChange, disabled, who = 'this user' }: ReachWarningsProps) {
  const [asking, setAsking] = useState<HiddenGrant | null>(null);
  const hidden = hiddenGrants(tags, value);
  if (!hidden.length) return null;
  const name = (id: number) => {
    const t = tags.find((x) => x.TId === id);
    return t ? `${t.TName} (${id})` : `Tag ${id}`;
  };
  const names = (ids: number[]) => ids.map(name).join(' and ');
  const extra = asking ? newlyAllowed(tags, value, asking.add).filter((t) => !asking.add.includes(t.TId!)) : [];
  return (
    <>
      <Alert severity="warning" sx={{ mt: 2 }} aria-label="Not on the dashboard">
        <AlertTitle>Not on the dashboard</AlertTitle>
        <Typography variant="body2">
          The dashboard shows a tool only to someone who may use its tag, its section's tag and the Dashboard tag (2). Without them, {who} sees '{NO_TOOLS}'
        </Typography>
        <ul>
          {hidden.map((h) => (
            <li key={h.tag.TId}>
              {name(h.tag.TId!)} needs {names(h.add)}.{' '}
              <Button size="small" variant="outlined" color="inherit" disabled={disabled} onClick={() => setAsking(h)}>
                Also grant {names(h.add)}
              </Button>
            </li>
          ))}
        </ul>
      </Alert>
      {asking && (
        <SizedDialog open size="xl" onClose={() => setAsking(null)} aria-labelledby="reach-consent-title">
          <DialogTitle id="reach-consent-title">Also grant {names(asking.add)}?</DialogTitle>
          <DialogContent>
            <Typography>
              {name(asking.tag.TId!)} will then show on {who === 'this user' ? 'the' : `${who}'s`} dashboard.
            </Typography>
            {extra.length > 0 && (
              <>
                <Typography sx={{ mt: 2 }}>
                  A tag comes with its visible children, so this also lets {who} use these tags, and the content filed under them:
                </Typography>
                <Typography component="p" sx={{ mt: 1 }} data-testid="also-allowed">
                  {extra.map((t) => `${t.TName} (${t.TId})`).join(', ')}
                </Typography>
              </>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setAsking(null)}>Cancel</Button>
            <Button
              variant="contained"
              onClick={() => {
                onChange([...value, ...asking.add.filter((id) => !value.includes(id))]);
                setAsking(null);
              }}
            >
              Grant {names(asking.add)}
            </Button>
          </DialogActions>
        </SizedDialog>
      )}
    </>
  );
}
