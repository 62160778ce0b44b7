// Microsites (/microsites, /microsites/{CId}): content of type
// Microsite_Config (57, template 57). CSeoUrl is the microsite's path on the
// main site; CMetaData holds Domain (its own host name, optional) and Tags,
// the tags whose pages it shows. The section tags Blog 201, Events 204,
// News 208, Projects 211 and Careers 214 belong to the main site and are not
// offered (spec §3 "Tags excluded from microsites").
import { useWatch } from 'react-hook-form';
import { pickerEmptyText } from '../../../kit/picker-words.js';
import { AutocompleteArrayInput, Loading, TextInput, required, useGetList } from 'react-admin';
import { ScreenFrame } from '../shared/ScreenStates.js';
import { ContentRecordScreen, CREATE_SEGMENT } from './ContentRecordEdit.js';
import { AddRecordLink } from './AddRecordLink.js';
import { SectionList } from './SectionList.js';
import { sectionKind, type SectionKind } from './section-record.js';
import { CONTENT_KINDS } from '../../../../shared/content-kinds.js';

export const MICROSITE_CONFIG = CONTENT_KINDS.microsite.CtId;
// Its template has the type's number (57).
export const MICROSITE_KIND: SectionKind = sectionKind('microsite', '/microsites', 'Microsites', { TemplateId: MICROSITE_CONFIG });
const NEW_MICROSITE = { CMetaData: { Domain: '', Tags: [] } };
export const MICROSITE_EXCLUDED_TAGS: readonly number[] = [201, 204, 208, 211, 214];

/** The tags a microsite may take. */
export function micrositeTagChoices<T extends { TId: number; TDeleted?: boolean }>(tags: T[]): T[] {
  return tags.filter((t) => !t.TDeleted && !MICROSITE_EXCLUDED_TAGS.includes(t.TId));
}

export function MicrositesListPage() {
  const add = <AddRecordLink to={`/microsites/${CREATE_SEGMENT}`}>Add microsite</AddRecordLink>;
  return (
    <ScreenFrame title={MICROSITE_KIND.listTitle} actions={add}>
      <SectionList title={MICROSITE_KIND.listTitle} filter={{ CtId: MICROSITE_CONFIG }} editPath={(r) => `/microsites/${r.CId}`} />
    </ScreenFrame>
  );
}

function MicrositeTags() {
  const { data, isPending } = useGetList<{ id: number; TId: number; TName: string; TDeleted: boolean }>('Tag', { filter: { TDeleted: false }, pagination: { page: 1, perPage: 500 }, sort: { field: 'TName', order: 'ASC' } });
  const chosen = useWatch({ name: 'CMetaData.Tags' }) as unknown;
  if (isPending) return <Loading />;
  const choices = micrositeTagChoices(data ?? []).map((t) => ({ id: t.TId, name: `${t.TName} (${t.TId})` }));
  const allChosen = Array.isArray(chosen) && choices.length > 0 && choices.every((c) => chosen.includes(c.id));
  return <AutocompleteArrayInput source="CMetaData.Tags" label="Tags whose pages it shows" choices={choices} noOptionsText={pickerEmptyText(allChosen)} fullWidth />;
}

export function MicrositeEditPage() {
  return (
    <ContentRecordScreen kind={MICROSITE_KIND} bodyLink={false} newRecord={NEW_MICROSITE}>
      <TextInput source="CTitle" label="Name" validate={required()} fullWidth />
      <TextInput source="CSeoUrl" label="Path on the main site" helperText="e.g. /community" fullWidth />
      <TextInput source="CMetaData.Domain" label="Own domain (optional)" helperText="e.g. community.example.com" fullWidth />
      <MicrositeTags />
    </ContentRecordScreen>
  );
}
