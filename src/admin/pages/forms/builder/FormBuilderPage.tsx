// /form-manager/{Id} (spec §2): the form builder for form {Id}, or for a new
// form when {Id} is "new" (the Form Manager's 'New form'); a created form's
// address replaces "new", so a reload opens it.
import { useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '@mui/material';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { createHttpClient, type HttpClient } from '../../../providers/http-client.js';
import { FORM_READ, SCREEN_READ } from '../../../api/read-options.js';
import { ErrorNotice, Loading, ScreenFrame } from '../../../kit/ScreenStates.js';
import { formKeys, listEmailTemplates, listProviders, readForm } from './form-api.js';
import { FormBuilder } from './FormBuilder.js';
import { routeId } from '../../../kit/route-id.js';
import { isNotFound } from '../../../kit/refusals.js';
import { RecordNotFound } from '../../../kit/RecordNotFound.js';
import { ProviderListInput } from './ProviderListInput.js';
import { useText } from '../../../i18n/use-text.js';
import formTexts from '../../../i18n/messages/forms/en.js';

export const NEW_FORM = 'new';
/** The English text, for the tests that look for it. */
export const FORM_NOT_FOUND = formTexts.builderPage.notFound;

export function FormBuilderPage({ http: given }: { http?: HttpClient }) {
  const http = useMemo(() => given ?? createHttpClient(), [given]);
  const { Id } = useParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const text = useText();
  const [notice, setNotice] = useState<string>();
  const creating = Id === NEW_FORM;
  const id = creating ? undefined : routeId(Id);
  const form = useQuery({
    queryKey: formKeys.one(id ?? 0),
    queryFn: () => readForm(http, id!),
    enabled: id !== undefined,
    ...FORM_READ,
  });
  const templates = useQuery({
    queryKey: formKeys.templates(),
    queryFn: () => listEmailTemplates(http),
    ...SCREEN_READ,
  });
  const providers = useQuery({ queryKey: formKeys.providers(), queryFn: () => listProviders(http), ...SCREEN_READ });
  const error = form.error ?? templates.error ?? providers.error;
  const ready = (creating || form.data) && templates.data && providers.data;
  const missing = (!creating && id === undefined) || isNotFound(form.error);

  return (
    <ScreenFrame
      title={text('forms.manager.title')}
      actions={
        <Button component={Link} to="/form-manager">
          {text('forms.builderPage.allForms')}
        </Button>
      }
    >
      {missing && (
        <RecordNotFound
          message={text('forms.builderPage.notFound')}
          listPath="/form-manager"
          listLabel={text('forms.builderPage.backToForms')}
        />
      )}
      {error && !missing && <ErrorNotice message={(error as Error).message || text('forms.manager.unknownError')} />}
      {!ready && !error && !missing && <Loading />}
      {ready && (
        <FormBuilder
          key={form.data?.FrmId ?? NEW_FORM}
          http={http}
          form={form.data}
          templates={templates.data!}
          providers={providers.data!}
          notice={notice}
          ListInput={ProviderListInput}
          onSaved={(saved) => {
            void client.invalidateQueries({ queryKey: formKeys.list() });
            if (id === undefined) {
              // The builder opens again on the created form, from the answer, and says it was saved.
              client.setQueryData(formKeys.one(saved.FrmId), saved);
              setNotice(text('forms.builderPage.saved', { name: saved.FrmName }));
              navigate(`/form-manager/${saved.FrmId}`, { replace: true });
            }
          }}
        />
      )}
    </ScreenFrame>
  );
}

export default FormBuilderPage;
