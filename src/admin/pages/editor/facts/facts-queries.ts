// The details panel's reads. Form reads (FORM_READ): read afresh when the
// panel opens and never refetched under the user's typing; a save
// invalidates them (and every other News / EventItem / EventDate read, such
// as the section lists' columns), so the panel restarts from what is stored.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { queryKeys } from '../../../api/query-keys.js';
import { FORM_READ } from '../../../api/read-options.js';
import { useEditorApi } from '../api/EditorApiContext.js';
import type { FactsKind } from './fact-fields.js';
import { datesOf, factsOf } from './facts-api.js';

export function usePageFacts(kind: FactsKind, cId: number) {
  const { facts } = useEditorApi();
  return useQuery({
    queryKey: queryKeys.factsOfPage(kind.resource, cId),
    queryFn: () => factsOf(facts, kind, cId),
    ...FORM_READ,
  });
}

export function useEventDates(cId: number, enabled: boolean) {
  const { facts } = useEditorApi();
  return useQuery({ queryKey: queryKeys.datesOfPage(cId), queryFn: () => datesOf(facts, cId), enabled, ...FORM_READ });
}

export function useFactsWritten() {
  const client = useQueryClient();
  return useCallback(
    (kind: FactsKind) =>
      Promise.all([
        client.invalidateQueries({ queryKey: [kind.resource] }),
        kind.dates && client.invalidateQueries({ queryKey: ['EventDate'] }),
      ]),
    [client],
  );
}
