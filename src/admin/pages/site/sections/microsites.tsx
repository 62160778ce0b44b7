// Microsites (/microsites, /microsites/{CId}): content of type
// Microsite_Config (57, template 57). CSeoUrl is the microsite's path on the
// main site; CMetaData holds Domain (its own host name, optional) and Tags,
// the tags whose pages it shows. The section tags Blog 201, Events 204,
// News 208, Projects 211 and Careers 214 belong to the main site and are not
// offered (spec §3 "Tags excluded from microsites").
import { useWatch } from 'react-hook-form';
import { pickerEmptyText } from '../../../kit/picker-words.js';
import { AutocompleteArrayInput, Loading, TextInput, required, useGetList } from 'react-admin';
import { ScreenFrame } from '../../../kit/ScreenStates.js';
import { ContentRecordScreen, CREATE_SEGMENT } from './ContentRecordEdit.js';
import { AddRecordLink } from './AddRecordLink.js';
import { SectionList } from './SectionList.js';
import { sectionKind, type SectionKind } from './section-record.js';
import { useText } from '../../../i18n/use-text.js';
import { CONTENT_KINDS } from '../../../../shared/content-kinds.js';

export const MICROSITE_CONFIG = CONTENT_KINDS.microsite.CtId;
// Its template has the type's number (57).
export const MICROSITE_KIND: SectionKind = sectionKind('microsite', '/microsites', 'site-sections.microsites.title', {
  TemplateId: MICROSITE_CONFIG,
});
const NEW_MICROSITE = { CMetaData: { Domain: '', Tags: [] } };
export const MICROSITE_EXCLUDED_TAGS: readonly number[] = [201, 204, 208, 211, 214];

/** The tags a microsite may take. */
export function micrositeTagChoices<T extends { TId: number; TDeleted?: boolean }>(tags: T[]): T[] {
  return tags.filter((t) => !t.TDeleted && !MICROSITE_EXCLUDED_TAGS.includes(t.TId));
}

export function MicrositesListPage() {
  const text = useText();
  const add = (
    <AddRecordLink to={`/microsites/${CREATE_SEGMENT}`}>{text('site-sections.microsites.add')}</AddRecordLink>
  );
  return (
    <ScreenFrame title={text(MICROSITE_KIND.listTitle)} actions={add}>
      <SectionList
        title={text(MICROSITE_KIND.listTitle)}
        filter={{ CtId: MICROSITE_CONFIG }}
        editPath={(r) => `/microsites/${r.CId}`}
      />
    </ScreenFrame>
  );
}

function MicrositeTags() {
  const { data, isPending } = useGetList<{ id: number; TId: number; TName: string; TDeleted: boolean }>('Tag', {
    filter: { TDeleted: false },
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'TName', order: 'ASC' },
  });
  const chosen = useWatch({ name: 'CMetaData.Tags' }) as unknown;
  const text = useText();
  if (isPending) return <Loading />;
  const choices = micrositeTagChoices(data ?? []).map((t) => ({ id: t.TId, name: `${t.TName} (${t.TId})` }));
  const allChosen = Array.isArray(chosen) && choices.length > 0 && choices.every((c) => chosen.includes(c.id));
  return (
    <AutocompleteArrayInput
      source="CMetaData.Tags"
      label={text('site-sections.microsites.tags')}
      choices={choices}
      noOptionsText={pickerEmptyText(allChosen)}
      fullWidth
    />
  );
}

export function MicrositeEditPage() {
  const text = useText();
  return (
    <ContentRecordScreen
      kind={MICROSITE_KIND}
      bodyLink={false}
      newRecord={NEW_MICROSITE}
      title={text('site-sections.microsites.editTitle')}
    >
      <TextInput source="CTitle" label={text('site-sections.microsites.name')} validate={required()} fullWidth />
      <TextInput
        source="CSeoUrl"
        label={text('site-sections.microsites.path')}
        helperText={text('site-sections.microsites.pathHelp')}
        fullWidth
      />
      <TextInput
        source="CMetaData.Domain"
        label={text('site-sections.microsites.domain')}
        helperText={text('site-sections.microsites.domainHelp')}
        fullWidth
      />
      <MicrositeTags />
    </ContentRecordScreen>
  );
}
