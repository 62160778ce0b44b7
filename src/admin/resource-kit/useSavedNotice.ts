// react-admin's Edit and Create toast "<resource> saved" themselves (via the
// i18n provider); a screen that edits one kind of a shared table takes over
// the success step to name its kind, and then goes where Save would have.
import { useNotify, useRedirect, useResourceContext, type RedirectionSideEffect, type RaRecord } from 'react-admin';
import { recordNotice, type RecordEvent } from '../kit/record-notices.js';

export function useSavedNotice(noun: string, event: RecordEvent, redirectTo: RedirectionSideEffect, resource?: string) {
  const notify = useNotify();
  const redirect = useRedirect();
  const current = useResourceContext();
  return (data: RaRecord) => {
    notify(recordNotice(noun, event), { type: 'info' });
    redirect(redirectTo, resource ?? current, data.id, data);
  };
}
