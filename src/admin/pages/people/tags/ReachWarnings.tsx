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
import { useText } from '../../../i18n/use-text.js';

interface ReachWarningsProps {
  tags: readonly TreeTag[];
  value: number[];
  onChange: (next: number[]) => void;
  disabled?: boolean;
  /** Whose access it is, for the sentences ("this user" when not given). */
  who?: string;
}

export function ReachWarnings({ tags, value, onChange, disabled, who: named }: ReachWarningsProps) {
  const text = useText();
  const who = named ?? text('people.reach.thisUser');
  const [asking, setAsking] = useState<HiddenGrant | null>(null);
  const hidden = hiddenGrants(tags, value);
  if (!hidden.length) return null;
  const name = (id: number) => {
    const t = tags.find((x) => x.TId === id);
    return t ? `${t.TName} (${id})` : text('people.reach.unknownTag', { id });
  };
  const names = (ids: number[]) => ids.map(name).join(` ${text('people.reach.and')} `);
  const extra = asking ? newlyAllowed(tags, value, asking.add).filter((t) => !asking.add.includes(t.TId!)) : [];
  return (
    <>
      <Alert severity="warning" sx={{ mt: 2 }} aria-label={text('people.reach.title')}>
        <AlertTitle>{text('people.reach.title')}</AlertTitle>
        <Typography variant="body2">
          {text('people.reach.explain', { who, noTools: text('people.reach.noTools') })}
        </Typography>
        <ul>
          {hidden.map((h) => (
            <li key={h.tag.TId}>
              {text('people.reach.needs', { tag: name(h.tag.TId!), tags: names(h.add) })}{' '}
              <Button size="small" variant="outlined" color="inherit" disabled={disabled} onClick={() => setAsking(h)}>
                {text('people.reach.alsoGrant', { tags: names(h.add) })}
              </Button>
            </li>
          ))}
        </ul>
      </Alert>
      {asking && (
        <SizedDialog open size="xl" onClose={() => setAsking(null)} aria-labelledby="reach-consent-title">
          <DialogTitle id="reach-consent-title">
            {text('people.reach.consentTitle', { tags: names(asking.add) })}
          </DialogTitle>
          <DialogContent>
            <Typography>
              {named === undefined
                ? text('people.reach.showsOnTheDashboard', { tag: name(asking.tag.TId!) })
                : text('people.reach.showsOnTheirDashboard', { tag: name(asking.tag.TId!), who })}
            </Typography>
            {extra.length > 0 && (
              <>
                <Typography sx={{ mt: 2 }}>{text('people.reach.alsoAllows', { who })}</Typography>
                <Typography component="p" sx={{ mt: 1 }} data-testid="also-allowed">
                  {extra.map((t) => `${t.TName} (${t.TId})`).join(', ')}
                </Typography>
              </>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setAsking(null)}>{text('people.reach.cancel')}</Button>
            <Button
              variant="contained"
              onClick={() => {
                onChange([...value, ...asking.add.filter((id) => !value.includes(id))]);
                setAsking(null);
              }}
            >
              {text('people.reach.grant', { tags: names(asking.add) })}
            </Button>
          </DialogActions>
        </SizedDialog>
      )}
    </>
  );
}
