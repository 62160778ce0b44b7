// A code item's saved versions: each can be compared with the current code (CodeDiff) and restored. Restoring
// saves the version's code again as a new version, so nothing is lost.
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Box, Button, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { CodeVersionDetail } from '../../../shared/api/custom-code.js';
import { formatDateTime } from '../../../shared/dates.js';
import type { HttpClient } from '../../providers/http-client.js';
import { CodeDiff } from '../../code-editor/CodeDiff.js';
import type { CodeLanguage } from '../../code-editor/code-language.js';
import { ErrorNotice } from '../../kit/ScreenStates.js';
import { errorText } from '../../api/site-api.js';
import * as api from './custom-code-api.js';
import { useText } from '../../i18n/use-text.js';

interface VersionHistoryProps {
  http: HttpClient;
  /** `${CODE_URL}/snippets` or FILES_URL. */
  base: string;
  cId: number;
  title: string;
  /** The saved code now (what a version is compared with). */
  current: string;
  language: CodeLanguage;
  onRestored: () => void;
}

export function VersionHistory({ http, base, cId, title, current, language, onRestored }: VersionHistoryProps) {
  const text = useText();
  const client = useQueryClient();
  const versions = useQuery({
    queryKey: api.codeKeys.versions(base, cId),
    queryFn: () => api.listVersions(http, base, cId),
  });
  const [compared, setCompared] = useState<CodeVersionDetail>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const compare = async (cvId: number) => {
    setError(undefined);
    try {
      setCompared(await api.readVersion(http, base, cId, cvId));
    } catch (e) {
      setError(errorText(e));
    }
  };
  const restore = async (cvId: number) => {
    setBusy(true);
    setError(undefined);
    try {
      await api.restoreVersion(http, base, cId, cvId);
      setCompared(undefined);
      await client.invalidateQueries({ queryKey: api.codeKeys.versions(base, cId) });
      onRestored();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="section" aria-label={text('custom-code.versions.section', { title })} sx={{ mt: 3 }}>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {text('custom-code.versions.heading')}
      </Typography>
      {error && <ErrorNotice message={error} />}
      {versions.error && <ErrorNotice message={errorText(versions.error)} />}
      {versions.data && !versions.data.length && (
        <Typography variant="body2">{text('custom-code.versions.none')}</Typography>
      )}
      {!!versions.data?.length && (
        <Table size="small" aria-label={text('custom-code.versions.table', { title })}>
          <TableHead>
            <TableRow>
              <TableCell>{text('custom-code.versions.version')}</TableCell>
              <TableCell>{text('custom-code.versions.saved')}</TableCell>
              <TableCell>{text('custom-code.versions.by')}</TableCell>
              <TableCell>{text('custom-code.versions.note')}</TableCell>
              <TableCell>{text('custom-code.versions.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {versions.data.map((v) => (
              <TableRow key={v.CvId} selected={compared?.CvId === v.CvId}>
                <TableCell>
                  {v.CvId}
                  {v.Active ? text('custom-code.versions.current') : ''}
                </TableCell>
                <TableCell>{v.ChangeDate ? formatDateTime(v.ChangeDate) : ''}</TableCell>
                <TableCell>{v.CvUserName ?? ''}</TableCell>
                <TableCell>{v.CvNote ?? ''}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Button
                    size="small"
                    onClick={() => void compare(v.CvId)}
                    aria-label={text('custom-code.versions.compareLabel', { id: v.CvId })}
                  >
                    {text('custom-code.versions.compare')}
                  </Button>
                  <Button
                    size="small"
                    disabled={busy || v.Active}
                    onClick={() => void restore(v.CvId)}
                    aria-label={text('custom-code.versions.restoreLabel', { id: v.CvId })}
                  >
                    {text('custom-code.versions.restore')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {compared && (
        <Box sx={{ mt: 2 }}>
          <CodeDiff
            label={text('custom-code.versions.compared', { id: compared.CvId })}
            original={compared.source}
            modified={current}
            language={language}
            originalLabel={text('custom-code.versions.versionN', { id: compared.CvId })}
            modifiedLabel={text('custom-code.versions.currentCode')}
            data-testid="version-diff"
          />
          <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
            <Button variant="outlined" disabled={busy || compared.Active} onClick={() => void restore(compared.CvId)}>
              {text('custom-code.versions.restoreN', { id: compared.CvId })}
            </Button>
            <Button onClick={() => setCompared(undefined)}>{text('custom-code.versions.close')}</Button>
          </Box>
        </Box>
      )}
    </Box>
  );
}
