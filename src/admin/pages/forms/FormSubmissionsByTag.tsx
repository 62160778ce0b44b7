// /form-submissions/{TId} (spec §2): the submissions of the form filed under
// Form Manager tag {TId}. The dashboard's 'Form Submissions' item names the
// Form Manager tag (90) itself, under which no form sits: for such a tag the
// screen lists the forms under its child tags, each leading to its own
// submissions (docs/forms.md "The submissions screen").
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Link, List, ListItem, Typography } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { createHttpClient, type HttpClient } from '../../providers/http-client.js';
import { SCREEN_READ } from '../../api/read-options.js';
import { ErrorNotice, Loading, ScreenFrame } from '../../kit/ScreenStates.js';
import { errorText } from '../../api/site-api.js';
import { SubmissionsScreen } from './SubmissionsScreen.js';
import * as api from './form-submissions-api.js';
import { routeId } from '../../kit/route-id.js';
import { isNotFound } from '../../kit/refusals.js';
import { RecordNotFound } from '../../kit/RecordNotFound.js';
import { FORM_TAG_NOT_FOUND_KEY } from './SubmissionDetailPage.js';
import { FORM_MANAGER_TAG_ID } from '../../../shared/dashboard-tools.js';
import { useText } from '../../i18n/use-text.js';

export function FormSubmissionsByTag({ http: given }: { http?: HttpClient }) {
  const http = useMemo(() => given ?? createHttpClient(), [given]);
  const text = useText();
  const tagId = routeId(useParams().TId) ?? 0;
  const found = useQuery({
    queryKey: api.submissionKeys.byTag(tagId),
    queryFn: () => api.formByTag(http, tagId),
    enabled: tagId > 0,
    ...SCREEN_READ,
  });
  if (!tagId || isNotFound(found.error))
    return (
      <RecordNotFound
        message={text(FORM_TAG_NOT_FOUND_KEY)}
        listPath={`/form-submissions/${FORM_MANAGER_TAG_ID}`}
        listLabel={text('forms.submissions.allForms')}
      />
    );
  if (found.error) return <ErrorNotice message={errorText(found.error)} />;
  if (!found.data) return <Loading />;
  const { form, forms } = found.data;
  if (form) return <SubmissionsScreen key={form.FrmId} http={http} form={form} tagId={tagId} lists={found.data} />;
  return (
    <ScreenFrame title={text('forms.submissions.title')}>
      {forms.length ? (
        <>
          <Typography variant="body1">{text('forms.submissions.choose')}</Typography>
          <List aria-label={text('forms.submissions.formsLabel')}>
            {forms.map((f) => (
              <ListItem key={f.FrmId} disableGutters>
                <Link component={RouterLink} to={`/form-submissions/${f.TId}`}>
                  {f.FrmName}
                </Link>
                {!f.visible && (
                  <Typography variant="body2" sx={{ ml: 1 }}>
                    {text('forms.submissions.hidden')}
                  </Typography>
                )}
                {f.closed && (
                  <Typography variant="body2" sx={{ ml: 1 }}>
                    {text('forms.submissions.closed')}
                  </Typography>
                )}
              </ListItem>
            ))}
          </List>
        </>
      ) : (
        <Alert severity="info">{text('forms.submissions.noForm')}</Alert>
      )}
    </ScreenFrame>
  );
}

export default FormSubmissionsByTag;
