// /form-manager (spec §2): the forms by name, each opening its builder, with
// a link to its submissions (the screen under its tag), and 'New form'.
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Link as MuiLink, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Link } from 'react-router-dom';
import { createHttpClient, type HttpClient } from '../../../providers/http-client.js';
import { SCREEN_READ } from '../../../api/read-options.js';
import { ErrorNotice, Loading, ScreenFrame } from '../../site/shared/ScreenStates.js';
import { formKeys, listForms } from './form-api.js';
import { NEW_FORM } from './FormBuilderPage.js';

export function FormManagerList({ http: given }: { http?: HttpClient }) {
  const http = useMemo(() => given ?? createHttpClient(), [given]);
  const forms = useQuery({ queryKey: formKeys.list(), queryFn: () => listForms(http), ...SCREEN_READ });
  return (
    <ScreenFrame
      title="Form Manager"
      intro="The site’s forms. Open one to build its fields, preview it and choose what happens to each submission."
      actions={
        <Button variant="contained" startIcon={<AddIcon />} component={Link} to={`/form-manager/${NEW_FORM}`}>
          New form
        </Button>
      }
    >
      {forms.error && <ErrorNotice message={(forms.error as Error).message || 'Unknown Error'} />}
      {!forms.data && !forms.error && <Loading />}
      {forms.data?.length === 0 && <Typography variant="body2">No forms yet.</Typography>}
      {!!forms.data?.length && (
        <Table size="small" aria-label="Forms">
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell>Visible</TableCell>
              <TableCell>Last modified</TableCell>
              <TableCell>Submissions</TableCell>
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
                <TableCell>{f.FrmVisible === false ? 'No' : 'Yes'}</TableCell>
                <TableCell>{f.FrmLastModified ? new Date(f.FrmLastModified).toLocaleString('en-US') : ''}</TableCell>
                <TableCell>
                  {f.TId ? (
                    <MuiLink component={Link} to={`/form-submissions/${f.TId}`} aria-label={`Submissions of ${f.FrmName}`}>
                      Submissions
                    </MuiLink>
                  ) : (
                    'No tag'
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </ScreenFrame>
  );
}

export default FormManagerList;
