// /general-tokens (issue 16 item 3; docs/tokens.md): the named values
// (Liquid_Value content) templates, pages and snippets read as
// `{{ Key }}`: each with its key, value, its value rendered and where it
// is used. A used token cannot be deleted: the screen says where it is used
// instead of asking, and the server refuses too.
import { useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { TokenItem } from '../../../shared/api/tokens.js';
import { tokenUsageSyntax } from '../../../shared/token-key.js';
import { createHttpClient, type HttpClient } from '../../providers/http-client.js';
import { SCREEN_READ } from '../../api/read-options.js';
import { ConfirmDialog } from '../editor/ConfirmDialog.js';
import { ErrorNotice, Loading, ScreenFrame } from '../../kit/ScreenStates.js';
import { errorText } from '../../api/site-api.js';
import * as api from './tokens-api.js';
import { TokenDialog } from './TokenDialog.js';
import { TokenUses, usesInWords } from './TokenUses.js';
import { ValuePreview } from './ValuePreview.js';
import { useText } from '../../i18n/use-text.js';

/** A key in Liquid as staff type it: code, the same in every language. */
const USAGE_EXAMPLE = '{{ Company-Phone }}';

type Editing = { kind: 'new' } | { kind: 'edit'; token: TokenItem };

export function GeneralTokensPage({ http: given }: { http?: HttpClient }) {
  const http = useMemo(() => given ?? createHttpClient(), [given]);
  const text = useText();
  const client = useQueryClient();
  const tokens = useQuery({ queryKey: api.tokenKeys.list(), queryFn: () => api.listTokens(http), ...SCREEN_READ });
  const [editing, setEditing] = useState<Editing>();
  const [deleting, setDeleting] = useState<TokenItem>();
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string }>();
  const refresh = () => void client.invalidateQueries({ queryKey: api.tokenKeys.list() });

  const askDelete = (token: TokenItem) => {
    if (token.usedIn.length) {
      setNotice({
        severity: 'error',
        text: text('tokens.general.cannotDelete', {
          token: tokenUsageSyntax(token.key),
          uses: usesInWords(token.usedIn, text),
        }),
      });
    } else setDeleting(token);
  };
  const confirmDelete = async () => {
    const token = deleting!;
    setDeleting(undefined);
    try {
      await api.deleteToken(http, token.id, token.etag);
      setNotice({ severity: 'success', text: text('tokens.general.deleted', { token: tokenUsageSyntax(token.key) }) });
    } catch (e) {
      setNotice({ severity: 'error', text: errorText(e) });
    }
    refresh();
  };

  return (
    <ScreenFrame
      title={text('tokens.general.title')}
      intro={
        <>
          {text('tokens.general.introBefore')}
          <code>{USAGE_EXAMPLE}</code>
          {text('tokens.general.introAfter')}
        </>
      }
      actions={
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ kind: 'new' })}>
          {text('tokens.general.newToken')}
        </Button>
      }
    >
      {notice && (
        <Alert
          severity={notice.severity}
          role={notice.severity === 'error' ? 'alert' : 'status'}
          onClose={() => setNotice(undefined)}
          sx={{ mb: 2 }}
        >
          {notice.text}
        </Alert>
      )}
      {tokens.isPending ? (
        <Loading />
      ) : tokens.error ? (
        <ErrorNotice message={errorText(tokens.error)} />
      ) : (
        <Table size="small" aria-label={text('tokens.general.tableLabel')}>
          <TableHead>
            <TableRow>
              <TableCell>{text('tokens.general.key')}</TableCell>
              <TableCell>{text('tokens.general.name')}</TableCell>
              <TableCell sx={{ width: '30%' }}>{text('tokens.general.preview')}</TableCell>
              <TableCell>{text('tokens.general.usedIn')}</TableCell>
              <TableCell>{text('tokens.general.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {tokens.data.length === 0 && (
              <TableRow>
                <TableCell colSpan={5}>{text('tokens.general.noData')}</TableCell>
              </TableRow>
            )}
            {tokens.data.map((token) => (
              <TableRow key={token.id} aria-label={text('tokens.general.rowLabel', { key: token.key })}>
                <TableCell>
                  <Box component="code" sx={{ whiteSpace: 'nowrap' }}>
                    {tokenUsageSyntax(token.key)}
                  </Box>
                  {token.removed && (
                    <Typography variant="caption" component="div">
                      {text('tokens.general.inBin')}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>{token.name}</TableCell>
                <TableCell>
                  <ValuePreview
                    preview={token.preview}
                    title={text('tokens.general.previewOf', { key: token.key })}
                    frame={false}
                  />
                </TableCell>
                <TableCell>
                  <TokenUses uses={token.usedIn} label={text('tokens.general.whereUsed', { key: token.key })} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Button
                    size="small"
                    onClick={() => setEditing({ kind: 'edit', token })}
                    aria-label={text('tokens.general.editLabel', { key: token.key })}
                  >
                    {text('tokens.general.edit')}
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    onClick={() => askDelete(token)}
                    aria-label={text('tokens.general.deleteLabel', { key: token.key })}
                  >
                    {text('tokens.general.delete')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {editing && (
        <TokenDialog
          http={http}
          token={editing.kind === 'edit' ? editing.token : undefined}
          onClose={() => setEditing(undefined)}
          onSaved={(saved) => {
            setEditing(undefined);
            setNotice({
              severity: 'success',
              text: text('tokens.general.saved', { token: tokenUsageSyntax(saved.key) }),
            });
            refresh();
          }}
        />
      )}
      <ConfirmDialog
        open={!!deleting}
        text={
          deleting
            ? text('tokens.general.confirmDelete', { token: tokenUsageSyntax(deleting.key), name: deleting.name })
            : ''
        }
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(undefined)}
      />
    </ScreenFrame>
  );
}

export default GeneralTokensPage;
