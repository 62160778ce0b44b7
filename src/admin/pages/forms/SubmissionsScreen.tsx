// One form's submissions (issue 15 item 2): the filters, the table whose
// columns are the form's own fields, paging, the CSV export of everything
// the filters match, and a retry of a submission's deliveries.
import { useMemo, useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, Pagination, Typography } from '@mui/material';
import { downloadCSV } from 'react-admin';
import type { FormByTag, FormSummary, SubmissionItem } from '../../../shared/api/form-submissions.js';
import type { HttpClient } from '../../providers/http-client.js';
import { useDebouncedValue } from '../../api/useDebouncedValue.js';
import { SCREEN_READ } from '../../api/read-options.js';
import { ErrorNotice, Loading, ScreenFrame } from '../../kit/ScreenStates.js';
import { errorText } from '../../api/site-api.js';
import { SubmissionFilters } from './SubmissionFilters.js';
import { SubmissionsTable } from './SubmissionsTable.js';
import * as api from './form-submissions-api.js';
import { formatNumber } from '../../kit/numbers.js';
import { useText } from '../../i18n/use-text.js';
import { useScrollReset } from '../../kit/virtual/useScrollReset.js';

const PAGE_SIZE = 20;

export function SubmissionsScreen({
  http,
  form,
  tagId,
  lists,
}: {
  http: HttpClient;
  form: FormSummary;
  tagId: number;
  lists: Pick<FormByTag, 'mediums' | 'sources'>;
}) {
  const [filter, setFilter] = useState<api.SubmissionFilter>(api.NO_FILTER);
  const q = useDebouncedValue(filter.q, 300);
  const applied = useMemo(() => ({ ...filter, q }), [filter, q]);
  const [pageNumber, setPageNumber] = useState(1);
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string }>();
  const [retrying, setRetrying] = useState<number | null>(null);
  const [exporting, setExporting] = useState(false);
  const client = useQueryClient();
  const text = useText();
  // Spec §9: a new page or filter scrolls back to the top 150 ms later.
  useScrollReset('window', { applied, pageNumber });
  const list = useQuery({
    queryKey: api.submissionKeys.list(form.FrmId, applied, pageNumber),
    queryFn: () => api.listSubmissions(http, form.FrmId, applied, pageNumber, PAGE_SIZE),
    placeholderData: keepPreviousData,
    ...SCREEN_READ,
  });

  const changeFilter = (next: api.SubmissionFilter) => {
    setFilter(next);
    setPageNumber(1);
  };
  const retry = async (s: SubmissionItem) => {
    setRetrying(s.FsId);
    setMessage(undefined);
    try {
      const after = await api.retryDeliveries(http, form.FrmId, s.FsId);
      const lastError = after.deliveries.find((d) => d.lastError)?.lastError;
      setMessage(
        after.deliveryStatus === 'sent'
          ? { severity: 'success', text: text('forms.submissions.allSent', { id: s.FsId }) }
          : {
              severity: 'error',
              text: lastError
                ? text('forms.submissions.stillFailing', { id: s.FsId, error: lastError })
                : text('forms.submissions.stillWaiting', { id: s.FsId }),
            },
      );
      await client.invalidateQueries({ queryKey: api.submissionKeys.all() });
    } catch (e) {
      setMessage({ severity: 'error', text: errorText(e) });
    } finally {
      setRetrying(null);
    }
  };
  const exportCsv = async () => {
    setExporting(true);
    setMessage(undefined);
    try {
      downloadCSV(
        await api.exportCsv(http, form.FrmId, applied),
        text('forms.submissions.csvName', { name: form.FrmName }),
      );
    } catch (e) {
      setMessage({ severity: 'error', text: errorText(e) });
    } finally {
      setExporting(false);
    }
  };

  const page = list.data;
  return (
    <ScreenFrame
      title={text('forms.submissions.titleOf', { name: form.FrmName })}
      intro={form.closed ? text('forms.submissions.closedIntro') : undefined}
      actions={
        <Button variant="outlined" onClick={() => void exportCsv()} disabled={exporting}>
          {text('forms.submissions.exportCsv')}
        </Button>
      }
    >
      <SubmissionFilters value={filter} onChange={changeFilter} mediums={lists.mediums} sources={lists.sources} />
      {message && (
        <Alert
          severity={message.severity}
          role={message.severity === 'error' ? 'alert' : 'status'}
          sx={{ mb: 2 }}
          onClose={() => setMessage(undefined)}
        >
          {message.text}
        </Alert>
      )}
      {list.error ? (
        <ErrorNotice message={errorText(list.error)} />
      ) : !page ? (
        <Loading />
      ) : (
        <>
          <Typography variant="body2" role="status" sx={{ mb: 1 }}>
            {text('forms.submissions.count', { smart_count: page.totalCount, count: formatNumber(page.totalCount) })}
          </Typography>
          {page.items.length > 0 && (
            <Box sx={{ overflowX: 'auto' }}>
              <SubmissionsTable
                form={form}
                tagId={tagId}
                items={page.items}
                retrying={retrying}
                onRetry={(s) => void retry(s)}
              />
            </Box>
          )}
          {page.totalPages > 1 && (
            <Pagination
              sx={{ mt: 2 }}
              count={page.totalPages}
              page={pageNumber}
              onChange={(_e, n) => setPageNumber(n)}
              aria-label={text('forms.submissions.pages')}
            />
          )}
        </>
      )}
    </ScreenFrame>
  );
}
