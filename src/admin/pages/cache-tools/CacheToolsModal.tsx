// The slim cache tools (spec §2): a list inside a modal, opened from the
// dashboard item whose link is CLEAR_CACHE. A clear ends in the browser alert
// 'Cache Cleared' and a page reload (spec §4, §8); alert and reload are
// injectable so specs can watch them.
import Alert from '@mui/material/Alert';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import { SizedDialog } from '../../kit/SizedDialog.js';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import CachedIcon from '@mui/icons-material/Cached';
import CloseIcon from '@mui/icons-material/Close';
import { useMemo, useState } from 'react';
import { CACHE_TOOLS, createCacheApi, type CacheApiOptions } from './cache-api.js';
import { useCacheClear } from './useCacheClear.js';
import { useText } from '../../i18n/use-text.js';

interface CacheToolsModalProps extends CacheApiOptions {
  open: boolean;
  onClose: () => void;
  alert?: (message: string) => void;
  reload?: () => void;
}

const browserAlert = (message: string) => window.alert(message);
const browserReload = () => window.location.reload();

export function CacheToolsModal({
  open,
  onClose,
  fetch,
  getToken,
  alert = browserAlert,
  reload = browserReload,
}: CacheToolsModalProps) {
  const text = useText();
  const api = useMemo(
    () => createCacheApi({ fetch, getToken }, (status) => text('cache-tools.failedStatus', { status })),
    [fetch, getToken, text],
  );
  const [error, setError] = useState<string | null>(null);
  const handlers = useMemo(
    () => ({
      onCleared: () => {
        setError(null);
        alert(text('cache-tools.cleared'));
        reload();
      },
      onFailed: (message: string) => setError(message),
    }),
    [alert, reload, text],
  );
  const { pending, clear } = useCacheClear(api, handlers);
  return (
    <SizedDialog open={open} onClose={onClose} aria-labelledby="cache-tools-modal-title" size="sm">
      <DialogTitle id="cache-tools-modal-title" sx={{ pr: 6 }}>
        {text('cache-tools.modalTitle')}
        <IconButton
          aria-label={text('cache-tools.close')}
          onClick={onClose}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {text('cache-tools.notCleared', { message: error })}
          </Alert>
        )}
        <List dense aria-label={text('cache-tools.list')}>
          {CACHE_TOOLS.map(({ kind, label }) => (
            // A list holds list items only (axe 'list'): each button sits in its <li>.
            <ListItem key={kind} disablePadding>
              <ListItemButton onClick={() => void clear(kind)} disabled={pending !== null}>
                <ListItemIcon>
                  <CachedIcon fontSize="small" aria-hidden />
                </ListItemIcon>
                <ListItemText primary={text(label)} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </DialogContent>
    </SizedDialog>
  );
}
