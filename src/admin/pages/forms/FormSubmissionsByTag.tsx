// /form-submissions/{TId} (spec §2): the submissions of the form that sits
// under Form Manager tag {TId}. Submissions name their form (FrmId), not the
// tag, so the form is looked up first, then its submissions are listed.
import { Alert } from '@mui/material';
import { Loading, useGetList } from 'react-admin';
import { useParams } from 'react-router-dom';
import { ResourceView, RouteFilter } from '../../routes/ResourceView.js';

export function FormSubmissionsByTag() {
  const { TId } = useParams();
  const { data, isPending, error } = useGetList('Form', { filter: { TId: Number(TId) }, pagination: { page: 1, perPage: 1 }, sort: { field: 'FrmId', order: 'ASC' } });
  if (isPending) return <Loading />;
  if (error) return <Alert severity="error">{(error as Error).message || 'Unknown Error'}</Alert>;
  const form = data?.[0];
  if (!form) return <Alert severity="info">No form sits under this tag.</Alert>;
  return (
    <RouteFilter.Provider value={{ FrmId: form.FrmId }}>
      <ResourceView resource="FormSubmission" view="list" />
    </RouteFilter.Provider>
  );
}
