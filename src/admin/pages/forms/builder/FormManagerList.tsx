// /form-manager (spec §2): the forms by name, each opening its builder, with
// a link to its submissions (the screen under its tag), 'New form', and a
// delete after the spec's confirm. The server refuses a form that has
// submissions (409, shown as it says it) and removes the form's own tag.
import { useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Link as MuiLink,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Link } from 'react-router-dom';
import { createHttpClient, type HttpClient } from '../../../providers/http-client.js';
import { SCREEN_READ } from '../../../api/read-options.js';
import { ErrorNotice, Loading, ScreenFrame } from '../../../kit/ScreenStates.js';
import { ConfirmDialog } from '../../editor/ConfirmDialog.js';
import { deleteForm, formKeys, listForms, type FormRecord } from './form-api.js';
import { NEW_FORM } from './FormBuilderPage.js';
import { useText } from '../../../i18n/use-text.js';
import { useDates } from '../../../kit/dates/use-dates.js';

export function FormManagerList({ http: given }: { http?: HttpClient }) {
  const http = useMemo(() => given ?? createHttpClient(), [given]);
  const forms = useQuery({ queryKey: formKeys.list(), queryFn: () => listForms(http), ...SCREEN_READ });
  const queryClient = useQueryClient();
  const text = useText();
  const dates = useDates();
  const [deleting, setDeleting] = useState<FormRecord | null>(null);
  const [outcome, setOutcome] = useState<{ severity: 'success' | 'error'; text: string }>();

  const remove = async (form: FormRecord) => {
    setDeleting(null);
    setOutcome(undefined);
    try {
      await deleteForm(http, form.FrmId);
      setOutcome({ severity: 'success', text: text('forms.manager.deleted', { name: form.FrmName }) });
    } catch (e) {
      setOutcome({ severity: 'error', text: e instanceof Error ? e.message : String(e) });
    }
    await queryClient.invalidateQueries({ queryKey: formKeys.all() });
  };

  return (
    <ScreenFrame
      title={text('forms.manager.title')}
      intro={text('forms.manager.intro')}
      actions={
        <Button variant="contained" startIcon={<AddIcon />} component={Link} to={`/form-manager/${NEW_FORM}`}>
          {text('forms.manager.newForm')}
        </Button>
      }
    >
      {outcome && <Alert severity={outcome.severity}>{outcome.text}</Alert>}
      {forms.error && <ErrorNotice message={(forms.error as Error).message || text('forms.manager.unknownError')} />}
      {!forms.data && !forms.error && <Loading />}
      {forms.data?.length === 0 && <Typography variant="body2">{text('forms.manager.none')}</Typography>}
      {!!forms.data?.length && (
        <Table size="small" aria-label={text('forms.manager.tableLabel')}>
          <TableHead>
            <TableRow>
              <TableCell>{text('forms.manager.name')}</TableCell>
              <TableCell>{text('forms.manager.visible')}</TableCell>
              <TableCell>{text('forms.manager.lastModified')}</TableCell>
              <TableCell>{text('forms.manager.submissions')}</TableCell>
              <TableCell>{text('forms.manager.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {forms.data.map((f) => (
              <TableRow key={f.FrmId}>
                <TableCell>
                  <MuiLink component={Link} to={`/form-manager/${f.FrmId}`}>
                    {f.FrmName}
                  </MuiLink>
                </TableCell>
                <TableCell>{f.FrmVisible === false ? text('forms.manager.no') : text('forms.manager.yes')}</TableCell>
                <TableCell>{dates.moment(f.FrmLastModified)}</TableCell>
                <TableCell>
                  {f.TId ? (
                    <MuiLink
                      component={Link}
                      to={`/form-submissions/${f.TId}`}
                      aria-label={text('forms.manager.submissionsOf', { name: f.FrmName })}
                    >
                      {text('forms.manager.submissions')}
                    </MuiLink>
                  ) : (
                    text('forms.manager.noTag')
                  )}
                </TableCell>
                <TableCell>
                  <Button
                    size="small"
                    color="error"
                    onClick={() => setDeleting(f)}
                    aria-label={text('forms.manager.deleteLabel', { name: f.FrmName })}
                  >
                    {text('forms.manager.delete')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <ConfirmDialog
        open={!!deleting}
        text={deleting ? text('forms.manager.confirmDelete', { name: deleting.FrmName }) : ''}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && void remove(deleting)}
      />
    </ScreenFrame>
  );
}

export default FormManagerList;
