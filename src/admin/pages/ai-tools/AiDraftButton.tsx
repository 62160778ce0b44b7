// The editor's "Draft with AI" action beside a field (docs/ai-tools.md): shown
// to users who may use the AI tools while the AI Tools switch is on; opens the draft dialog; an accepted
// draft goes to `onAccept`, which fills the field and marks the working copy
// as AI-drafted. Nothing is saved here.
import { useState } from 'react';
import { Button } from '@mui/material';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import { currentUser } from '../../auth/auth-provider.js';
import { mayUseAiTools } from './ai-access.js';
import { useAiDraftsOn } from './ai-switch.js';
import { AiDraftDialog, type AiDraftDialogProps } from './AiDraftDialog.js';
import { useText } from '../../i18n/use-text.js';

type Props = Pick<AiDraftDialogProps, 'what' | 'kind' | 'body' | 'onAccept' | 'fetch'> & {
  /** The button's accessible name: must not contain the field's own label, which names the field alone. */
  label: string;
  allowed?: boolean;
};

export function AiDraftButton({ allowed, label, onAccept, ...dialog }: Props) {
  const text = useText();
  const [open, setOpen] = useState(false);
  const draftsOn = useAiDraftsOn(allowed ?? mayUseAiTools(currentUser()), dialog.fetch);
  if (!draftsOn) return null;
  return (
    <>
      <Button
        size="small"
        startIcon={<AutoAwesomeIcon />}
        onClick={() => setOpen(true)}
        aria-label={label}
        sx={{ justifySelf: 'start' }}
      >
        {text('ai-tools.draft.button')}
      </Button>
      <AiDraftDialog
        {...dialog}
        open={open}
        onClose={() => setOpen(false)}
        onAccept={(text) => {
          onAccept(text);
          setOpen(false);
        }}
      />
    </>
  );
}
