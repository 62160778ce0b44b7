// /form-submissions/{TId}/{FsId} (spec §2): one submission — its answers
// under the form's labels, when and where from, the tracking values, the
// browser details, and its deliveries with a retry.
import { useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, Link, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { createHttpClient, type HttpClient } from '../../providers/http-client.js';
import { SCREEN_READ } from '../../api/read-options.js';
import { ErrorNotice, Loading, ScreenFrame } from '../../kit/ScreenStates.js';
import { errorText } from '../../api/site-api.js';
import { DeliveryList } from './DeliveryStatus.js';
import * as api from './form-submissions-api.js';
import { routeId } from '../../kit/route-id.js';
import { isNotFound } from '../../kit/refusals.js';
import { RecordNotFound } from '../../kit/RecordNotFound.js';
import { FORM_MANAGER_TAG_ID } from '../../../shared/dashboard-tools.js';
import { useText } from '../../i18n/use-text.js';
import { useDates } from '../../kit/dates/use-dates.js';
import formTexts from '../../i18n/messages/forms/en.js';

export const SUBMISSION_NOT_FOUND_KEY = 'forms.submissions.notFound';
export const FORM_TAG_NOT_FOUND_KEY = 'forms.submissions.formNotFound';
/** The English texts, for the tests that look for them. */
export const SUBMISSION_NOT_FOUND = formTexts.submissions.notFound;
export const FORM_TAG_NOT_FOUND = formTexts.submissions.formNotFound;

export function SubmissionDetailPage({ http: given }: { http?: HttpClient }) {
  const http = useMemo(() => given ?? createHttpClient(), [given]);
  const params = useParams();
  const tagId = routeId(params.TId) ?? 0;
  const fsId = routeId(params.FsId) ?? 0;
  const client = useQueryClient();
  const text = useText();
  const dates = useDates();
  const [retryError, setRetryError] = useState<string>();
  const [retrying, setRetrying] = useState(false);
  const byTag = useQuery({
    queryKey: api.submissionKeys.byTag(tagId),
    queryFn: () => api.formByTag(http, tagId),
    enabled: tagId > 0,
    ...SCREEN_READ,
  });
  const form = byTag.data?.form;
  const detail = useQuery({
    queryKey: api.submissionKeys.detail(form?.FrmId ?? 0, fsId),
    queryFn: () => api.readSubmission(http, form!.FrmId, fsId),
    enabled: !!form && fsId > 0,
    ...SCREEN_READ,
  });
  const error = byTag.error ?? detail.error;
  if (!tagId || isNotFound(byTag.error) || (byTag.data && !form))
    return (
      <RecordNotFound
        message={text(FORM_TAG_NOT_FOUND_KEY)}
        listPath={`/form-submissions/${FORM_MANAGER_TAG_ID}`}
        listLabel={text('forms.submissions.allForms')}
      />
    );
  if (!fsId || isNotFound(detail.error))
    return (
      <RecordNotFound
        message={text(SUBMISSION_NOT_FOUND_KEY)}
        listPath={`/form-submissions/${tagId}`}
        listLabel={text('forms.detail.back')}
      />
    );
  if (error) return <ErrorNotice message={errorText(error)} />;
  if (!form || !detail.data) return <Loading />;
  const s = detail.data;
  const labels = new Map(form.fields.map((f) => [f.name, f.label]));
  const names = [
    ...form.fields.map((f) => f.name).filter((n) => n in s.answers),
    ...Object.keys(s.answers).filter((n) => !labels.has(n)),
  ];
  const retry = async () => {
    setRetrying(true);
    setRetryError(undefined);
    try {
      client.setQueryData(
        api.submissionKeys.detail(form.FrmId, fsId),
        await api.retryDeliveries(http, form.FrmId, fsId),
      );
      void client.invalidateQueries({ queryKey: ['form-submissions', 'list'] });
    } catch (e) {
      setRetryError(errorText(e));
    } finally {
      setRetrying(false);
    }
  };
  const row = (label: string, value: string) => (
    <TableRow key={label}>
      <TableCell component="th" scope="row" sx={{ width: 220, verticalAlign: 'top' }}>
        {label}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'pre-wrap' }}>{value || '—'}</TableCell>
    </TableRow>
  );
  const machine = s.machine as {
    userAgent?: string;
    referer?: string;
    referrer?: string;
    isSubscribe?: boolean;
    tracking?: { unrecognised?: Record<string, string> };
  };
  const unrecognised = Object.entries(machine.tracking?.unrecognised ?? {})
    .map(([k, v]) => `${k}: ${v}`)
    .join(', ');
  return (
    <ScreenFrame
      title={text('forms.detail.title', { id: s.FsId, name: form.FrmName })}
      actions={
        <Link component={RouterLink} to={`/form-submissions/${tagId}`}>
          {text('forms.detail.back')}
        </Link>
      }
    >
      <Typography variant="h6" component="h2">
        {text('forms.detail.answers')}
      </Typography>
      <Table size="small" aria-label={text('forms.detail.answers')} sx={{ mb: 3 }}>
        <TableBody>{names.map((n) => row(labels.get(n) ?? n, api.answerText(s.answers[n])))}</TableBody>
      </Table>
      <Typography variant="h6" component="h2">
        {text('forms.detail.details')}
      </Typography>
      <Table size="small" aria-label={text('forms.detail.details')} sx={{ mb: 3 }}>
        <TableBody>
          {row(text('forms.detail.submitted'), dates.moment(s.FsDate) || '—')}
          {row(text('forms.detail.medium'), s.FsMedium ?? '')}
          {row(text('forms.detail.source'), s.FsSource ?? '')}
          {unrecognised && row(text('forms.detail.unrecognised'), unrecognised)}
          {row(
            text('forms.detail.subscribe'),
            machine.isSubscribe ? text('forms.detail.yes') : text('forms.detail.no'),
          )}
          {row(text('forms.detail.ip'), s.FsIp ?? '')}
          {row(text('forms.detail.browser'), machine.userAgent ?? '')}
          {row(text('forms.detail.cameFrom'), machine.referer ?? machine.referrer ?? '')}
        </TableBody>
      </Table>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Typography variant="h6" component="h2">
          {text('forms.detail.deliveries')}
        </Typography>
        {(s.deliveryStatus === 'failed' || s.deliveryStatus === 'pending') && (
          <Button variant="outlined" size="small" onClick={() => void retry()} disabled={retrying}>
            {text('forms.detail.retry')}
          </Button>
        )}
      </Box>
      {retryError && (
        <Alert severity="error" role="alert" sx={{ my: 1 }}>
          {retryError}
        </Alert>
      )}
      <DeliveryList deliveries={s.deliveries} />
    </ScreenFrame>
  );
}

export default SubmissionDetailPage;
