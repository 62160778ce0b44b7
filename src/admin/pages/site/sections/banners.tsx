// Banners (/banners, /banners/{CId}): content of type Banners (65), a
// promotional strip shown across the site for a period. Its text is
// CIntroText, its image CIntroPhoto, its link CIntroLink; CMetaData holds
// Enabled, Start, End and Placement.
import { BooleanInput, SelectInput, TextInput, required } from 'react-admin';
import { SpecDateInput } from '../../../resource-kit/SpecDateInput.js';
import { ScreenFrame } from '../shared/ScreenStates.js';
import { ContentRecordScreen, CREATE_SEGMENT } from './ContentRecordEdit.js';
import { AddRecordLink } from './AddRecordLink.js';
import { SectionList } from './SectionList.js';
import { sectionKind, type SectionKind } from './section-record.js';

export const BANNER_KIND: SectionKind = sectionKind('banner', '/banners', 'Banners');
export const BANNERS = BANNER_KIND.CtId;
// A new banner starts hidden, so it never shows on the site before it is ready.
const NEW_BANNER = { CMetaData: { Enabled: false, Placement: 'top' } };
const PLACEMENTS = [
  { id: 'top', name: 'Top of every page' },
  { id: 'bottom', name: 'Bottom of every page' },
  { id: 'home', name: 'Home page only' },
];

export function BannersListPage() {
  const add = <AddRecordLink to={`/banners/${CREATE_SEGMENT}`}>Add banner</AddRecordLink>;
  return (
    <ScreenFrame title={BANNER_KIND.listTitle} actions={add}>
      <SectionList title={BANNER_KIND.listTitle} filter={{ CtId: BANNERS }} editPath={(r) => `/banners/${r.CId}`} />
    </ScreenFrame>
  );
}

export function BannerEditPage() {
  return (
    <ContentRecordScreen kind={BANNER_KIND} bodyLink={false} newRecord={NEW_BANNER}>
      <TextInput source="CTitle" label="Name" validate={required()} fullWidth />
      <TextInput source="CIntroText" label="Text" multiline minRows={2} fullWidth />
      <TextInput source="CIntroPhoto" label="Image URL" fullWidth />
      <TextInput source="CIntroLink" label="Link URL" fullWidth />
      <SelectInput source="CMetaData.Placement" label="Placement" choices={PLACEMENTS} />
      <BooleanInput source="CMetaData.Enabled" label="Shown" />
      <SpecDateInput source="CMetaData.Start" label="From" />
      <SpecDateInput source="CMetaData.End" label="Until" />
    </ContentRecordScreen>
  );
}
