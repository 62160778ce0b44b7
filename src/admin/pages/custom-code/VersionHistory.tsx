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
import { ErrorNotice } from '../site/shared/ScreenStates.js';
import { errorText } from '../site/shared/site-api.js';
import * as api from './custom-code-api.js';

export interface VersionHistoryProps {
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
  const client = useQueryClient();
  const versions = useQuery({ queryKey: api.codeKeys.versions(base, cId), queryFn: () => api.listVersions(http, base, cId) });
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
    <Box component="section" aria-label={`Versions of ${title}`} sx={{ mt: 3 }}>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        Versions
      </Typography>
      {error && <ErrorNotice message={error} />}
      {versions.error && <ErrorNotice message={errorText(versions.error)} />}
      {versions.data && !versions.data.length && <Typography variant="body2">No saved versions yet: each save keeps one.</Typography>}
      {!!versions.data?.length && (
        <Table size="small" aria-label={`Saved versions of ${title}`}>
          <TableHead>
            <TableRow>
              <TableCell>Version</TableCell>
              <TableCell>Saved</TableCell>
              <TableCell>By</TableCell>
              <TableCell>Note</TableCell>
              <TableCell>Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {versions.data.map((v) => (
              <TableRow key={v.CvId} selected={compared?.CvId === v.CvId}>
                <TableCell>
                  {v.CvId}
                  {v.Active ? ' (current)' : ''}
                </TableCell>
                <TableCell>{v.ChangeDate ? formatDateTime(v.ChangeDate) : ''}</TableCell>
                <TableCell>{v.CvUserName ?? ''}</TableCell>
                <TableCell>{v.CvNote ?? ''}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Button size="small" onClick={() => void compare(v.CvId)} aria-label={`Compare version ${v.CvId} with the current code`}>
                    Compare
                  </Button>
                  <Button size="small" disabled={busy || v.Active} onClick={() => void restore(v.CvId)} aria-label={`Restore version ${v.CvId}`}>
                    Restore
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
            label={`Version ${compared.CvId} compared with the current code`}
            original={compared.source}
            modified={current}
            language={language}
            originalLabel={`Version ${compared.CvId}`}
            modifiedLabel="Current code"
            data-testid="version-diff"
          />
          <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
            <Button variant="outlined" disabled={busy || compared.Active} onClick={() => void restore(compared.CvId)}>
              Restore version {compared.CvId}
            </Button>
            <Button onClick={() => setCompared(undefined)}>Close comparison</Button>
          </Box>
        </Box>
      )}
    </Box>
  );
}
